// Every business constant and limit, defined once. The SPA, the self-hosted server, the Firebase
// adapter and the helpers import them; firestore.rules and storage.rules cannot import, so
// limits-in-rules.test.ts checks the numbers written there against these.

const MEBIBYTE = 1024 * 1024;
/** Longest story title, in characters (UTF-16 units) after trimming. */
const STORY_TITLE_MAX_CHARS = 200;
/** Longest story text, in characters (UTF-16 units) after trimming. */
const STORY_CONTENT_MAX_CHARS = 20_000;
/** Largest file on Share Story and on Edit Story, in MB as the screens state them. */
const MAX_FILE_MB_CREATE = 200;
const MAX_FILE_MB_EDIT = 50;

export const LIMITS = {
  homeTopStories: 9,
  testimonialsFetched: 9,
  homeTruncateChars: 600,
  storiesTruncateChars: 400,
  maxFileMbCreate: MAX_FILE_MB_CREATE,
  maxFileBytesCreate: MAX_FILE_MB_CREATE * MEBIBYTE,
  maxFileMbEdit: MAX_FILE_MB_EDIT,
  maxFileBytesEdit: MAX_FILE_MB_EDIT * MEBIBYTE,
  maxFilesPerStory: 10,
  carouselAutoplayMs: 5000,
  carouselSpeedMs: 500,
  carouselSlidesWide: 3,
  carouselSlidesMedium: 2,
  carouselSlidesNarrow: 1,
  carouselMediumBelowPx: 1024,
  carouselNarrowBelowPx: 640,
  testimonialsCarouselAbove: 3,
  heroRotateMs: 15_000,
  backToTopPx: 300,
  /** How long a toast stays (long enough to read); errors stay longest. */
  toastMs: 6_000,
  errorToastMs: 8_000,
  /** Toasts on screen at once: a third one sends the oldest away. */
  visibleToasts: 2,
  idPrefixShort: 6,
  idPrefixLong: 8,
  /** Most tags on one story: every tag there is (the server and the rules cap the list). */
  tagCount: 11,
  editStoryTagCount: 9,
  directoryPageSize: 12,
  passwordMinLength: 8,
  /** The longest password the self-hosted server accepts (better-auth's cap). */
  passwordMaxLength: 128,
  /** The longest e-mail address SMTP can carry (sign-up, profiles, NGO requests). */
  emailMaxChars: 254,
  /** Distinct readers' pending reports that hide a story until an admin reviews it (server default). */
  reportsToHideStory: 3,
  /** Support messages one reader may send to one story per day (UTC); issue 36. */
  supportPerReaderPerStoryPerDay: 1,
  /** That day: UTC, counted as whole days of this many ms since 1970 (as firestore.rules do). */
  supportDayMs: 86_400_000,
  /** How long review before publishing usually takes, in days, as the author is told (issue 36). */
  storyReviewUsualDays: 2,
  contentWarningMaxChars: 120,
  /** Shift presses in a row that trigger the quick exit, and the time they must fall within. */
  quickExitShiftPresses: 3,
  quickExitShiftWindowMs: 1000,
  /**
   * How recent a Google sign-in must be to delete the account without a password: whoever finds
   * her phone signed in cannot erase her account, she can by signing in again.
   */
  recentSignInMs: 5 * 60_000,
  /** Her journal and safety plan lock themselves after this long without use (issue 37). */
  vaultIdleLockMs: 5 * 60_000,
  // Her vault's stored shapes (issue 37): the server and the rules check only these sizes, never
  // what the ciphertexts hold.
  /** Largest sealed journal entry or safety plan, in base64url characters (about 72 KB sealed). */
  vaultSealedItemMaxChars: 98_304,
  /** The smallest sealed item: version byte, IV and tag (29 bytes), as base64url characters. */
  vaultSealedItemMinChars: 39,
  /** Largest JSON body of a vault write: the largest sealed item with its other fields. */
  vaultJsonBodyMaxBytes: 100 * 1024,
  /** Most items (journal entries and the safety plan) one vault holds. */
  vaultItemsMax: 1000,
  /** Most attachments one item may have. */
  vaultAttachmentsPerItemMax: 10,
  /** Largest sealed attachment: the largest upload with room for its sealing (chunk IVs, tags). */
  vaultAttachmentMaxBytes: MAX_FILE_MB_CREATE * MEBIBYTE + 64 * 1024,
  /** A wrapped-key record's salt: 16 to 64 bytes, as base64url characters. */
  vaultSaltMinChars: 22,
  vaultSaltMaxChars: 86,
  /** The data key wrapped with AES-KW (40 bytes) as base64url characters. */
  vaultWrappedKeyChars: 54,
  /** The most PBKDF2 iterations a record may name (src/lib/vault's MAX_PBKDF2_ITERATIONS). */
  vaultMaxIterations: 20_000_000,
  // A story's text: the forms stop typing at these, the server and the Firebase rules refuse more.
  storyTitleMaxChars: STORY_TITLE_MAX_CHARS,
  storyContentMaxChars: STORY_CONTENT_MAX_CHARS,
  /** Longest media URL a story create or edit may name. */
  storyMediaUrlMaxChars: 2048,
  /**
   * Largest JSON body of a story create or edit, or of a helper request: the longest story in
   * characters of up to 4 bytes, JSON-escaped, with its other fields.
   */
  storyJsonBodyMaxBytes: 256 * 1024,
  /** The translate and grammar helpers take any story a person can share. */
  helperTitleMaxChars: STORY_TITLE_MAX_CHARS,
  helperTextMaxChars: STORY_CONTENT_MAX_CHARS,
  // An NGO request: every field required, trimmed, at most this many characters (code points).
  ngoNameMaxChars: 200,
  ngoDescriptionMaxChars: 2000,
  ngoContactMaxChars: 40,
  /** The fewest digits an NGO's phone number may have. */
  ngoContactMinDigits: 6,
  ngoRegistrationNumberMaxChars: 100,
} as const;

export const RECORDED_AUDIO_MIME = 'audio/webm';
/** WebM audio's own extension (not .webm, which screens show as video). */
export const RECORDED_AUDIO_EXTENSION = 'weba';

/** Where the quick exit goes when VITE_QUICK_EXIT_URL is not set: a neutral weather site. */
export const QUICK_EXIT_DEFAULT_URL = 'https://www.weather.com/';

/** Policy constants printed on the Privacy Policy and Terms pages. */
export const POLICY = {
  version: '2.0',
  effectiveDateIso: '2025-09-28',
  inactiveAccountDeletionYears: 2,
  deletedAccountDataDays: 30,
  privacyInquiryHours: 48,
  dataRequestDays: 30,
  legalInquiryBusinessDays: 5,
  uptimeAimPercent: 99.9,
  minimumAge: 18,
  liabilityCapUsd: 0,
  governingLaw: 'India',
  disputeResolution: 'arbitration',
} as const;

/** Static figures of the About page's 'Our Impact' block. */
export const ABOUT_IMPACT = {
  storiesShared: 10,
  communityMembers: 50,
  supportMessages: 10,
} as const;
