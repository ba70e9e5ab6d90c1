import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { mayReadUnpublishedStory, mayReviewStories } from './policies';
import { publishStorySchema, sendBackStorySchema } from './review-input';
import {
  reviewStateOnWrite,
  SEND_BACK_REASONS,
  sendBackReasonKey,
  STORY_REVIEW_MODES,
} from './review';

describe('review before publishing', () => {
  it('holds every story under all, a new author’s under first, none under off', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STORY_REVIEW_MODES), fc.boolean(), (mode, published) => {
        const waits = mode === 'all' || (mode === 'first' && !published);
        expect(reviewStateOnWrite(mode, published)).toBe(waits ? 'waiting' : null);
      }),
    );
  });

  it('words each send-back reason in the catalogue, as the issue names them', () => {
    expect(SEND_BACK_REASONS.map(({ id }) => MESSAGES[sendBackReasonKey(id)])).toEqual([
      'Names or identifies a person',
      'Shares private details',
      'Not a personal story',
      'Other',
    ]);
  });

  it('lets the author and admins read an unpublished story, and admins alone review', () => {
    const author = { userId: 'u1', isAdmin: false, ownerId: 'u1' };
    const reader = { userId: 'u2', isAdmin: false, ownerId: 'u1' };
    const admin = { userId: 'u3', isAdmin: true, ownerId: 'u1' };
    const visitor = { userId: null, isAdmin: false, ownerId: 'u1' };
    const callers = [author, reader, admin, visitor];
    expect(callers.map(mayReadUnpublishedStory)).toEqual([true, false, true, false]);
    expect(callers.map(mayReviewStories)).toEqual([false, false, true, false]);
    // An admin flag without a session is nobody.
    expect(mayReviewStories({ userId: null, isAdmin: true })).toBe(false);
  });

  it('takes a redaction checked as a story is, and only the listed reasons', () => {
    const id = 'a-story';
    expect(publishStorySchema.safeParse({ storyId: id }).success).toBe(true);
    expect(publishStorySchema.parse({ storyId: id, title: '  Kept  ' }).title).toBe('Kept');
    for (const [input, code] of [
      [{ title: 'a\u0000' }, 'textHasControlCharacters'],
      [{ title: 'x'.repeat(201) }, 'storyTitleTooLong'],
      [{ contentWarning: 'x'.repeat(121) }, 'contentWarningTooLong'],
    ] as const) {
      const result = publishStorySchema.safeParse({ storyId: id, ...input });
      expect(result.error?.issues[0]?.message).toBe(code);
    }
    fc.assert(
      fc.property(fc.string(), (reason) => {
        const known = SEND_BACK_REASONS.some((entry) => entry.id === reason);
        expect(sendBackStorySchema.safeParse({ storyId: id, reason }).success).toBe(known);
      }),
    );
  });
});
