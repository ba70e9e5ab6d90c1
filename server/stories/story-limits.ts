// Server-side caps for stories (spec §9 leaves them open; these are the authority).
import { LIMITS } from '@/domain/limits';
import { STORY_TAGS } from '@/domain/vocabularies';

/** Longest title, in characters (UTF-16 units), after trimming. */
export const STORY_TITLE_MAX_CHARS = 200;
/** Longest story text, in characters (UTF-16 units), after trimming. */
export const STORY_CONTENT_MAX_CHARS = 20_000;
/** Every tag at most once: at most the 11 known tags. */
export const STORY_TAGS_MAX = STORY_TAGS.length;
export const STORY_MEDIA_MAX = LIMITS.maxFilesPerStory;
/** Longest media URL accepted in a request. */
export const STORY_MEDIA_URL_MAX_CHARS = 2048;
/** Largest JSON body for create/edit: the caps above with room for JSON escaping. */
export const STORY_BODY_MAX_BYTES = 256 * 1024;

export const STORY_PAGE_DEFAULT = 10;
export const STORY_PAGE_MAX = 50;
/** Own stories are one list without paging; this bounds a single reply. */
export const MY_STORIES_MAX = 500;
export const REPORTED_STORIES_MAX = 100;
