// The server's caps on a story's text (server/stories/story-limits.ts), for the forms' maxLength.
// Kept in step by hand: the server stays the authority and refuses anything longer.
export const STORY_TITLE_MAX_CHARS = 200;
export const STORY_CONTENT_MAX_CHARS = 20_000;
