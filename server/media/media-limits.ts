// Server-side limits on uploads, beyond the original specification (see docs/product.md).
import { LIMITS } from '@/domain/limits';
import { message } from '@/domain/messages';
import type { UploadRefusal } from './media-upload';

const MEBIBYTE = 1024 * 1024;

/**
 * Uploads a user may hold that no story uses yet (younger than UNATTACHED_UPLOAD_TTL_MS, plus
 * those still streaming in). One story's worth: enough for any honest draft, and it stops one
 * account from filling the disk with files that never become part of a story.
 */
export const MAX_UNATTACHED_UPLOADS_PER_USER = LIMITS.maxFilesPerStory;

/**
 * Bytes one user may store in all, attached to stories or not (MEDIA_QUOTA_MB). Counting only
 * unattached files let an account attach ten, upload ten more, and repeat without end.
 */
export const DEFAULT_MEDIA_QUOTA_BYTES = 1024 * MEBIBYTE;

/**
 * Her quota until her address is verified (MEDIA_QUOTA_UNVERIFIED_MB), so accounts made in
 * seconds with made-up addresses cannot store much.
 */
export const DEFAULT_UNVERIFIED_MEDIA_QUOTA_BYTES = 50 * MEBIBYTE;

/**
 * Uploads stop while the media file system has less than this free (MEDIA_MIN_FREE_MB), so a
 * full disk cannot take the database, logs and sessions down with it.
 */
export const DEFAULT_MIN_FREE_BYTES = 512 * MEBIBYTE;

/** An upload no story has used after this long is abandoned: the sweep deletes it. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The sweep leaves files younger than this alone (by last write), so uploads that another
 * process is still writing or about to record survive a restart beside it.
 */
export const DEFAULT_SWEEP_GRACE_MS = 10 * 60 * 1000;

export type UploadPurpose = 'create' | 'edit';

/** Share Story allows 200 MB per file, Edit Story 50 MB. */
export function maxUploadBytes(purpose: UploadPurpose): number {
  return purpose === 'edit' ? LIMITS.maxFileBytesEdit : LIMITS.maxFileBytesCreate;
}

/** A file over the purpose's limit: the SPA words it with the file's name itself. */
export function tooLargeRefusal(purpose: UploadPurpose): UploadRefusal {
  const mb = purpose === 'edit' ? LIMITS.maxFileMbEdit : LIMITS.maxFileMbCreate;
  return { code: 'tooLarge', text: `The file is too large. Maximum size is ${mb} MB.` };
}

/** What she is told when her files would take more than `quotaBytes` in all. */
export function quotaReachedRefusal(quotaBytes: number): UploadRefusal {
  // One decimal, so a small quota (in tests, or set by an operator) does not read "0 MB".
  const params = { max: Math.round((quotaBytes / MEBIBYTE) * 10) / 10 };
  return { code: 'mediaQuotaReached', text: message('mediaQuotaReached', params), params };
}

export function quotaReachedMessage(quotaBytes: number): string {
  return quotaReachedRefusal(quotaBytes).text;
}
