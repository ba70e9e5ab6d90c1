// The backend port: the one typed interface the screens depend on. Each deployment
// (self-hosted HTTP server, Firebase) provides an adapter; screens never import an adapter.
// Auth calls reject with AuthError (auth-error.ts); every other call with BackendError.
import type { Ngo, NgoRequest, SessionUser, Story, Testimonial } from '@/domain/entities';
import type { AccountSummary, MyData } from '@/domain/my-data';
import type { NgoRequestFields } from '@/domain/ngo-request';
import type { NgoCategory, ReportReason, StorySort, StoryTag } from '@/domain/vocabularies';
import type { OperationCalls } from '@/domain/operations/operation';
import type { StoryOperations } from '@/domain/operations/story-operations';
import type {
  ReviewOperations,
  SupportAdminOperations,
} from '@/domain/operations/review-operations';
import type { VaultOperations } from '@/domain/operations/vault-operations';
import type { AccountOperations } from '@/domain/operations/account-operations';

export type Unsubscribe = () => void;

/**
 * Auth actions. Failures reject with `AuthError` carrying a code such as
 * 'auth/email-already-in-use', 'auth/user-not-found', 'auth/wrong-password',
 * 'auth/too-many-requests', 'auth/user-disabled' or 'auth/invalid-credential'.
 */
export interface AuthPort {
  /** Calls `listener` with the current user (or null) once known and whenever it changes. */
  watch(listener: (user: SessionUser | null) => void): Unsubscribe;
  signOut(): Promise<void>;
  /** Creates the account and sends the verification e-mail. Does not sign in. */
  /**
   * Makes the account and mails the verification link; `returnTo` is where that link brings her
   * back once verified (self-hosted; Firebase's link opens its own page).
   */
  signUp(email: string, password: string, returnTo?: string): Promise<void>;
  signIn(email: string, password: string): Promise<SessionUser>;
  /** Whether this deployment offers Google sign-in. */
  googleAvailable(): Promise<boolean>;
  /**
   * Signs in with Google. The self-hosted adapter leaves the page for Google and comes back to
   * `returnTo` (a path of the app, '/' when absent); Firebase's popup keeps the page.
   */
  signInWithGoogle(returnTo?: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Sets a new password from the token of a reset e-mail (self-hosted reset link). */
  resetPassword(token: string, newPassword: string): Promise<void>;
}

export interface StoryQuery {
  /** A story matches when it has any of these tags; empty means every story. */
  tags: readonly StoryTag[];
  sort: StorySort;
  /** From the previous page's `nextCursor`; absent for the first page. */
  cursor?: string | null;
  limit?: number;
}

export interface StoryPage {
  stories: Story[];
  nextCursor: string | null;
}

export interface StoryInput {
  title: string;
  content: string;
  tags: string[];
  /** URLs returned by `media.upload`, in display order. */
  mediaUrls: string[];
  /** Optional content warning (at most LIMITS.contentWarningMaxChars); '' or absent for none. */
  contentWarning?: string;
}

/**
 * The declared operations (src/domain/operations/story-operations.ts) are members too, one each,
 * taking the schema's argument: `withdrawReport({ storyId })`.
 */
export interface StoriesPort extends OperationCalls<StoryOperations> {
  list(query: StoryQuery): Promise<StoryPage>;
  /** Up to 9 stories by reaction count (Home). */
  top(): Promise<Story[]>;
  /** The signed-in user's own stories, newest first. */
  mine(): Promise<Story[]>;
  get(id: string): Promise<Story | null>;
  create(input: StoryInput): Promise<Story>;
  /** Author only; sets updated_at. */
  update(id: string, input: StoryInput): Promise<Story>;
  /** The author deletes their own story with its media and reactions. */
  remove(id: string): Promise<void>;
  /** One reaction per user per story; rejects with kind 'conflict' on a repeat. */
  react(id: string): Promise<{ reactionsCount: number }>;
  report(id: string, reason: ReportReason): Promise<void>;
}

export interface UploadOptions {
  /** Called with 0..1 as bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** 'edit' applies Edit Story's smaller size limit. */
  purpose?: 'create' | 'edit';
}

export interface MediaPort {
  /** Uploads one file and returns its public URL. */
  upload(file: File, options?: UploadOptions): Promise<string>;
  /** Removes an uploaded file the user owns (not yet attached, or on Edit Story). */
  remove(url: string): Promise<void>;
}

export interface TestimonialsPort {
  /** The latest 9. */
  latest(): Promise<Testimonial[]>;
  create(content: string): Promise<Testimonial>;
}

export interface NgosPort {
  /** Approved NGOs, sorted by name. */
  approved(): Promise<Ngo[]>;
  request(fields: NgoRequestFields): Promise<void>;
}

export interface ReportedStory {
  story: Story;
  /** Pending (not dismissed) reports. */
  reportCount: number;
  /** Pending reports per reason. */
  reasons: Partial<Record<ReportReason, number>>;
  /** Whether the reports have hidden it from public lists (story.under_review is the same flag). */
  hidden: boolean;
}

/** The dashboard's work; review before publishing is declared (review-operations.ts). */
export interface AdminPort
  extends OperationCalls<ReviewOperations>, OperationCalls<SupportAdminOperations> {
  pendingRequests(): Promise<NgoRequest[]>;
  /** Approved NGOs, newest approval first. */
  approvedNgos(): Promise<Ngo[]>;
  approveRequest(id: string, category: NgoCategory): Promise<Ngo>;
  rejectRequest(id: string): Promise<void>;
  deleteNgo(id: string): Promise<void>;
  /** Stories with pending reports, most reported first. */
  reportedStories(): Promise<ReportedStory[]>;
  /** Marks a story's reports dismissed; a story they had hidden returns to public lists. */
  dismissReports(storyId: string): Promise<void>;
  /** Deletes any story with its reactions, reports and media. */
  deleteStory(id: string): Promise<void>;
}

export interface TranslationResult {
  translatedTitle: string;
  translatedContent: string;
}

export interface OfferedHelpers {
  translate: boolean;
  grammar: boolean;
}

/** What both adapters' helpers client does: the calls, without `offered`, which each reads its own way. */
export type HelperCalls = Omit<HelpersPort, 'offered'>;

/**
 * The translate and correct-grammar helpers: the same `/.netlify/functions/*` URLs in
 * both deployments. Failures reject with BackendError whose message is the helper's `{error}`
 * text and whose status is the HTTP status.
 */
export interface HelpersPort {
  /**
   * Which helpers this deployment has (the server's /api/config; a Firebase build's
   * VITE_HELPERS). A helper it lacks fails every call, so screens do not offer it. Rejects with
   * BackendError when it cannot tell (offline).
   */
  offered(): Promise<OfferedHelpers>;
  translate(title: string, content: string, targetLang: string): Promise<TranslationResult>;
  /** Signed-in users only (a session cookie, or a Firebase ID token). */
  correctGrammar(content: string): Promise<string>;
}

/** Everything she wrote, and the name to save it under (`sahas-my-data-<date>.json`). */
export interface MyDataFile {
  fileName: string;
  data: MyData;
}

/**
 * Her own account (the Account page). Every call needs her signed in and rejects with
 * BackendError otherwise (kind 'unauthenticated', code 'signInRequired'). A password asked again
 * is refused with 'wrongPassword' (kind 'invalid') and, after too many, 'tooManyRequests'.
 */
export interface AccountPort extends OperationCalls<AccountOperations> {
  summary(): Promise<AccountSummary>;
  /** Assembled for her on request; nothing of it is kept anywhere to make it. */
  myData(): Promise<MyDataFile>;
  /** Sends the confirmation e-mail again (limited per address like the other mails). */
  resendVerification(): Promise<void>;
  /** Ends her sessions on every device this backend can reach, this one included. */
  signOutEverywhere(): Promise<void>;
  /** The sign-up rules apply to the new password ('weakPassword'); other sessions end. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /**
   * Erases her account with everything she wrote, then signs her out. `password` for an
   * account with one; null for a Google account, which needs a sign-in a moment ago
   * ('accountRecentSignInRequired') or, on Firebase, a fresh Google sign-in the adapter asks for.
   */
  deleteAccount(password: string | null): Promise<void>;
}

/** One sealed attachment to upload: what encryptBytes returned, bound to `attachmentId`. */
export interface VaultAttachmentUploadInput {
  attachmentId: string;
  /** The item (journal entry) it belongs to; it goes when that item goes. */
  itemId: string;
  sealed: Blob;
}

/**
 * Her vault (issue 37): the declared operations (src/domain/operations/vault-operations.ts) and,
 * hand-written because their bodies are bytes, not JSON, an attachment's upload and download.
 * Signed-in only; only she reads or writes any of it.
 */
export interface VaultPort extends OperationCalls<VaultOperations> {
  /** Stores one sealed attachment, counted in her media quota ('mediaQuotaExceeded', 'tooLarge'). */
  uploadVaultAttachment(
    input: VaultAttachmentUploadInput,
    options?: Pick<UploadOptions, 'onProgress' | 'signal'>,
  ): Promise<void>;
  /** The sealed bytes of one of her attachments, for decryptBytes; kind 'not-found' otherwise. */
  vaultAttachment(argument: { attachmentId: string }): Promise<Blob>;
}

export interface BackendPort {
  auth: AuthPort;
  account: AccountPort;
  stories: StoriesPort;
  media: MediaPort;
  testimonials: TestimonialsPort;
  ngos: NgosPort;
  admin: AdminPort;
  helpers: HelpersPort;
  vault: VaultPort;
}
