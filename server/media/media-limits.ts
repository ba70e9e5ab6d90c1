// Server-side limits on uploads that the spec leaves open (§9 "server-side limits: not shown").
import { LIMITS } from '@/domain/limits';

/**
 * Uploads a user may hold that no story uses yet (younger than UNATTACHED_UPLOAD_TTL_MS, plus
 * those still streaming in). One story's worth: enough for any honest draft, and it stops one
 * account from filling the disk with files that never become part of a story.
 */
export const MAX_UNATTACHED_UPLOADS_PER_USER = LIMITS.maxFilesPerStory;

/** An upload no story has used after this long is abandoned: the sweep deletes it. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The sweep leaves files younger than this alone (by last write), so uploads that another
 * process is still writing or about to record survive a restart beside it.
 */
export const DEFAULT_SWEEP_GRACE_MS = 10 * 60 * 1000;

export type UploadPurpose = 'create' | 'edit';

/** Share Story allows 200 MB per file, Edit Story 50 MB (spec §5). */
export function maxUploadBytes(purpose: UploadPurpose): number {
  return purpose === 'edit' ? LIMITS.maxFileBytesEdit : LIMITS.maxFileBytesCreate;
}

export function tooLargeMessage(purpose: UploadPurpose): string {
  const mb = purpose === 'edit' ? LIMITS.maxFileMbEdit : LIMITS.maxFileMbCreate;
  return `The file is too large. Maximum size is ${mb} MB.`;
}
