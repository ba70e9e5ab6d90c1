// Every business limit, each its own constant so that a bundle carries only those its code reads
// (issue 38: as one object the whole catalogue, 0.8 KB gzip, came with every page's first script).
// Everyone reads them as LIMITS (limits.ts); firestore.rules and storage.rules cannot import, so
// limits-in-rules.test.ts checks the numbers written there against these.

const MEBIBYTE = 1024 * 1024;
/** Longest story title, in characters (UTF-16 units) after trimming. */
const STORY_TITLE_MAX_CHARS = 200;
/** Longest story text, in characters (UTF-16 units) after trimming. */
const STORY_CONTENT_MAX_CHARS = 20_000;
/** Largest file on Share Story and on Edit Story, in MB as the screens state them. */
const MAX_FILE_MB_CREATE = 200;
const MAX_FILE_MB_EDIT = 50;

export const homeTopStories = 9;
export const testimonialsFetched = 9;
export const homeTruncateChars = 600;
export const storiesTruncateChars = 400;
export const maxFileMbCreate = MAX_FILE_MB_CREATE;
export const maxFileBytesCreate = MAX_FILE_MB_CREATE * MEBIBYTE;
export const maxFileMbEdit = MAX_FILE_MB_EDIT;
export const maxFileBytesEdit = MAX_FILE_MB_EDIT * MEBIBYTE;
export const maxFilesPerStory = 10;
export const carouselAutoplayMs = 5000;
export const carouselSpeedMs = 500;
export const carouselSlidesWide = 3;
export const carouselSlidesMedium = 2;
export const carouselSlidesNarrow = 1;
export const carouselMediumBelowPx = 1024;
export const carouselNarrowBelowPx = 640;
export const testimonialsCarouselAbove = 3;
export const heroRotateMs = 15_000;
export const backToTopPx = 300;
/** How long a toast stays (long enough to read); errors stay longest. */
export const toastMs = 6_000;
export const errorToastMs = 8_000;
/** Toasts on screen at once: a third one sends the oldest away. */
export const visibleToasts = 2;
export const idPrefixShort = 6;
export const idPrefixLong = 8;
/** Most tags on one story: every tag there is (the server and the rules cap the list). */
export const tagCount = 11;
export const editStoryTagCount = 9;
export const directoryPageSize = 12;
export const passwordMinLength = 8;
/** The longest password the self-hosted server accepts (better-auth's cap). */
export const passwordMaxLength = 128;
/** The longest e-mail address SMTP can carry (sign-up, profiles, NGO requests). */
export const emailMaxChars = 254;
/** Distinct readers' pending reports that hide a story until an admin reviews it (server default). */
export const reportsToHideStory = 3;
/** Support messages one reader may send to one story per day (UTC); issue 36. */
export const supportPerReaderPerStoryPerDay = 1;
/** That day: UTC, counted as whole days of this many ms since 1970 (as firestore.rules do). */
export const supportDayMs = 86_400_000;
/** How long review before publishing usually takes, in days, as the author is told (issue 36). */
export const storyReviewUsualDays = 2;
export const contentWarningMaxChars = 120;
/** Shift presses in a row that trigger the quick exit, and the time they must fall within. */
export const quickExitShiftPresses = 3;
export const quickExitShiftWindowMs = 1000;
/**
 * How recent a Google sign-in must be to delete the account without a password: whoever finds
 * her phone signed in cannot erase her account, she can by signing in again.
 */
export const recentSignInMs = 5 * 60_000;
/** Her journal and safety plan lock themselves after this long without use (issue 37). */
export const vaultIdleLockMs = 5 * 60_000;
// Her vault's stored shapes (issue 37): the server and the rules check only these sizes, never
// what the ciphertexts hold.
/** Largest sealed journal entry or safety plan, in base64url characters (about 72 KB sealed). */
export const vaultSealedItemMaxChars = 98_304;
/** The smallest sealed item: version byte, IV and tag (29 bytes), as base64url characters. */
export const vaultSealedItemMinChars = 39;
/** Largest JSON body of a vault write: the largest sealed item with its other fields. */
export const vaultJsonBodyMaxBytes = 100 * 1024;
/** Most items (journal entries and the safety plan) one vault holds. */
export const vaultItemsMax = 1000;
/** Most attachments one item may have. */
export const vaultAttachmentsPerItemMax = 10;
/** Largest sealed attachment: the largest upload with room for its sealing (chunk IVs, tags). */
export const vaultAttachmentMaxBytes = MAX_FILE_MB_CREATE * MEBIBYTE + 64 * 1024;
/** A wrapped-key record's salt: 16 to 64 bytes, as base64url characters. */
export const vaultSaltMinChars = 22;
export const vaultSaltMaxChars = 86;
/** The data key wrapped with AES-KW (40 bytes) as base64url characters. */
export const vaultWrappedKeyChars = 54;
/** The most PBKDF2 iterations a record may name (src/lib/vault's MAX_PBKDF2_ITERATIONS). */
export const vaultMaxIterations = 20_000_000;
// A story's text: the forms stop typing at these, the server and the Firebase rules refuse more.
export const storyTitleMaxChars = STORY_TITLE_MAX_CHARS;
export const storyContentMaxChars = STORY_CONTENT_MAX_CHARS;
/** Longest media URL a story create or edit may name. */
export const storyMediaUrlMaxChars = 2048;
/**
 * Largest JSON body of a story create or edit, or of a helper request: the longest story in
 * characters of up to 4 bytes, JSON-escaped, with its other fields.
 */
export const storyJsonBodyMaxBytes = 256 * 1024;
/** The translate and grammar helpers take any story a person can share. */
export const helperTitleMaxChars = STORY_TITLE_MAX_CHARS;
export const helperTextMaxChars = STORY_CONTENT_MAX_CHARS;
// An NGO request: every field required, trimmed, at most this many characters (code points).
export const ngoNameMaxChars = 200;
export const ngoDescriptionMaxChars = 2000;
export const ngoContactMaxChars = 40;
/** The fewest digits an NGO's phone number may have. */
export const ngoContactMinDigits = 6;
export const ngoRegistrationNumberMaxChars = 100;
