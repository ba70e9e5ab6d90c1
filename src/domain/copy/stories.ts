// Screen text of the stories route, kept out of copy.ts so it loads with that route
// only. Shared and first-screen text stays in copy.ts; messages.ts holds toasts and errors.

export const STORIES_COPY = {
  storiesHeading: 'Stories of Strength',
  loadingStories: 'Loading stories...',
  clearFilters: 'Clear Filters',
  sortNewest: 'Newest',
  sortOldest: 'Oldest',
  sortMostLiked: 'Most Liked',
  original: 'Original',
  sendSupport: 'Send Support',
  noStoriesMatch: 'No stories found matching your criteria.',
  storiesIntro: 'Real stories, shared anonymously. Read at your own pace.',
  filterByTag: 'Filter by tag',
  sortBy: 'Sort by',
  translateLabel: 'Translate',
  translating: 'Translating...',
  like: 'Like',
  reportStory: 'Report story',
  reportReasonLegend: 'Why are you reporting this story?',
  sendReport: 'Send report',
  sendingReport: 'Sending...',
  reported: 'Reported',
  loadMoreStories: 'Load more stories',
  loadingMoreStories: 'Loading more stories...',
  storiesUnavailable: 'Stories could not be loaded just now.',
  // The polite live line under the filters, as the NGO directory has, for screen readers.
  storiesShownOne: 'Showing 1 story',
  storiesShownMany: 'Showing {count} stories',
  // What a card holds besides its text, said before it is opened.
  hasPhotoOne: 'Has a photo',
  hasPhotoMany: 'Has {count} photos',
  hasVideoOne: 'Has a video',
  hasVideoMany: 'Has {count} videos',
  hasVoiceNoteOne: 'Has a voice note',
  hasVoiceNoteMany: 'Has {count} voice notes',
} as const;
