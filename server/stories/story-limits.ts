// Paging bounds of the stories API (the caps on a story itself are LIMITS in src/domain/limits.ts).

export const STORY_PAGE_DEFAULT = 10;
export const STORY_PAGE_MAX = 50;
/** Own stories are one list without paging; this bounds a single reply. */
export const MY_STORIES_MAX = 500;
export const REPORTED_STORIES_MAX = 100;
