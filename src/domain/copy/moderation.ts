// Moderation text (see docs/product.md) for the owner's own stories on Share Story, kept out of
// copy.ts so it loads with that route only.

export const MODERATION_COPY = {
  // Shown to a story's owner while readers' reports hide it.
  underReview: 'Under review',
  underReviewText:
    'A few readers asked us to look at this story, so it is hidden from others until a moderator reviews it. You can still read, edit or delete it.',
} as const;
