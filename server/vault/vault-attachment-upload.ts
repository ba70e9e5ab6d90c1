// One sealed attachment received: the raw body (application/octet-stream) streamed through the
// media module's receiver to the staging folder, then stored in the media store under a random
// name and recorded against her media quota. Never read into memory, whatever its size.
import { randomUUID } from 'node:crypto';
import { rm, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import type { SessionUser } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { MESSAGES } from '@/domain/messages';
import type { Database } from '../db/database';
import { ApiRefusal, errorSummary, refuse, refuseWith } from '../http/error-handler';
import { log } from '../logging/logger';
import { newMediaId } from '../media/media-files';
import {
  DEFAULT_MEDIA_QUOTA_BYTES,
  DEFAULT_MIN_FREE_BYTES,
  DEFAULT_UNVERIFIED_MEDIA_QUOTA_BYTES,
  quotaReachedRefusal,
} from '../media/media-limits';
import type { MediaRouteOptions } from '../media/media-routes';
import { type MediaStore, ensureStagingDir } from '../media/media-store';
import { type UploadRefusal, UploadRejected, receiveToFile } from '../media/media-upload';
import { UploadsInFlight } from '../media/uploads-in-flight';
import { herStoredBytes, recordVaultAttachment } from './vault-queries';

/** The stored files' extension: opaque bytes, which /media never serves (it has no row there). */
export const VAULT_FILE_EXTENSION = 'vault';

export type VaultQuotaOptions = Pick<
  MediaRouteOptions,
  'quotaBytes' | 'unverifiedQuotaBytes' | 'minFreeBytes' | 'freeBytes'
>;

const TOO_LARGE: UploadRefusal = {
  code: 'tooLarge',
  text: `The file is too large. Maximum size is ${LIMITS.maxFileMbCreate} MB.`,
};

function refuseUpload(status: 400 | 413 | 415, refusal: UploadRefusal): never {
  throw new ApiRefusal(status, refusal.code, refusal.text, refusal.params);
}

export interface VaultUpload {
  user: SessionUser;
  attachmentId: string;
  itemId: string;
  lengthHeader: string | undefined;
  body: ReadableStream<Uint8Array> | null;
}

export function vaultAttachmentReceiver(
  db: Database,
  mediaStore: MediaStore,
  options: VaultQuotaOptions = {},
) {
  const quotaBytes = options.quotaBytes ?? DEFAULT_MEDIA_QUOTA_BYTES;
  const unverifiedQuotaBytes = options.unverifiedQuotaBytes ?? DEFAULT_UNVERIFIED_MEDIA_QUOTA_BYTES;
  const minFreeBytes = options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES;
  const freeBytes = options.freeBytes ?? statfsFreeBytes;
  const quotaOf = (emailVerified: boolean): { bytes: number; refusal: UploadRefusal } =>
    !emailVerified && unverifiedQuotaBytes < quotaBytes
      ? {
          bytes: unverifiedQuotaBytes,
          refusal: { code: 'mediaQuotaVerifyEmail', text: MESSAGES.mediaQuotaVerifyEmail },
        }
      : { bytes: quotaBytes, refusal: quotaReachedRefusal(quotaBytes) };
  const inFlight = new UploadsInFlight();

  return async function receive({ user, attachmentId, itemId, lengthHeader, body }: VaultUpload) {
    // Everything that can be refused is refused before a byte of the body is read.
    if (lengthHeader === undefined) {
      refuseWith(411, 'lengthRequired', 'Content-Length is required.');
    }
    if (!/^\d{1,15}$/.test(lengthHeader.trim())) {
      refuseWith(400, 'invalidRequest', 'Content-Length is not a number.');
    }
    const expectedBytes = Number(lengthHeader.trim());
    if (expectedBytes > LIMITS.vaultAttachmentMaxBytes) refuseUpload(413, TOO_LARGE);
    if (expectedBytes === 0) refuseWith(400, 'invalidRequest', 'The file is empty.');

    const upload = inFlight.enter(user.id, expectedBytes);
    const tmpPath = join(mediaStore.stagingDir, `${randomUUID()}.part`);
    let storedName: string | null = null;
    let recorded = false;
    try {
      const quota = quotaOf(user.emailVerified);
      const hers = await upload.withOthersInFlight(async () => ({
        files: 0,
        bytes: await herStoredBytes(db, user.id),
      }));
      const left = quota.bytes - hers.bytes;
      if (expectedBytes > left) refuseUpload(413, quota.refusal);
      await ensureStagingDir(mediaStore);
      if ((await freeBytes(mediaStore.stagingDir)) - expectedBytes < minFreeBytes) {
        refuse(507, 'mediaStorageFull');
      }
      const received = await receiveToFile(body, tmpPath, {
        expectedBytes,
        maxBytes: Math.min(LIMITS.vaultAttachmentMaxBytes, left),
        tooLarge: left < LIMITS.vaultAttachmentMaxBytes ? quota.refusal : TOO_LARGE,
      });
      // Sealed bytes begin with their format's version byte, never an image's signature: bytes
      // the receiver took for an image (and cleaned) are not a sealed attachment.
      if (received.imageFormat !== 'other' || received.storedBytes !== expectedBytes) {
        refuseWith(400, 'invalidRequest', 'Not a sealed attachment.');
      }
      const fileName = `${newMediaId()}.${VAULT_FILE_EXTENSION}`;
      storedName = fileName;
      await mediaStore.put(fileName, tmpPath, { mimeType: 'application/octet-stream' });
      await recordVaultAttachment(
        db,
        { id: attachmentId, userId: user.id, itemId, fileName, sizeBytes: expectedBytes },
        quota.bytes,
        () => refuseUpload(413, quota.refusal),
        upload.leave,
      );
      recorded = true;
    } catch (error) {
      await rm(tmpPath, { force: true }).catch(logCleanupFailure);
      if (storedName && !recorded) await mediaStore.remove([storedName]);
      if (error instanceof UploadRejected) refuseUpload(error.status, error.refusal);
      throw error;
    } finally {
      upload.leave();
    }
  };
}

async function statfsFreeBytes(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

function logCleanupFailure(error: unknown) {
  log.error('Could not delete a failed vault upload', errorSummary(error));
}
