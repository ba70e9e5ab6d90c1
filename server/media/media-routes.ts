// /api/media: upload one file (the raw request body is the file) and delete an unattached one.
import { randomUUID } from 'node:crypto';
import { rm, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { MESSAGES } from '@/domain/messages';
import type { Database } from '../db/database';
import { media } from '../db/schema';
import { type AppEnv, requireUser } from '../http/current-user';
import { ApiRefusal, errorSummary, refuse, refuseWith } from '../http/error-handler';
import type { RouteDeps } from '../http/route-deps';
import { log } from '../logging/logger';
import { HER_FILES_LOCK_CLASS, herStoredBytes } from '../vault/vault-queries';
import { isStoredMediaName, mediaIdOf, mediaUrl, newMediaId } from './media-files';
import { type MediaStore, ensureStagingDir } from './media-store';
import {
  DEFAULT_MEDIA_QUOTA_BYTES,
  DEFAULT_MIN_FREE_BYTES,
  DEFAULT_UNVERIFIED_MEDIA_QUOTA_BYTES,
  MAX_UNATTACHED_UPLOADS_PER_USER,
  UNATTACHED_UPLOAD_TTL_MS,
  type UploadPurpose,
  maxUploadBytes,
  quotaReachedRefusal,
  tooLargeRefusal,
} from './media-limits';
import { type StoredMediaType, detectMediaType } from './media-types';
import { type UploadRefusal, UploadRejected, receiveToFile } from './media-upload';
import { UploadsInFlight } from './uploads-in-flight';
import {
  ContainerMetadataError,
  type ContainerMetadataStripper,
  type WithoutFfmpeg,
  createContainerMetadataStripper,
} from './container-metadata';

export interface MediaRouteOptions {
  /** ffmpeg for audio and video metadata; `ffmpeg` on PATH by default. */
  ffmpegPath?: string;
  /** Audio and video when ffmpeg is missing: refused by default. */
  withoutFfmpeg?: WithoutFfmpeg;
  /** Bytes one user may store in all (MEDIA_QUOTA_MB). */
  quotaBytes?: number;
  /** Her quota until her address is verified (MEDIA_QUOTA_UNVERIFIED_MB). */
  unverifiedQuotaBytes?: number;
  /**
   * Uploads stop when the file system they are received on (the media folder's, or the staging
   * folder's with a bucket) would have less free (MEDIA_MIN_FREE_MB).
   */
  minFreeBytes?: number;
  /** Free bytes on the file system holding `dir`; statfs by default. Tests stand in for it. */
  freeBytes?: (dir: string) => Promise<number>;
}

/** The quota that applies to one user, and what she is told when an upload would pass it. */
interface Quota {
  bytes: number;
  refusal: UploadRefusal;
}

/** Refuses an upload with the refusal's code, text and placeholder values. */
function refuseUpload(status: 400 | 413 | 415, refusal: UploadRefusal): never {
  throw new ApiRefusal(status, refusal.code, refusal.text, refusal.params);
}

export function mediaRoutes({ db, mediaStore }: RouteDeps, options: MediaRouteOptions = {}) {
  const app = new Hono<AppEnv>();
  // Looked for once, now, so the log says at start whether recordings will be cleaned.
  const withoutFfmpeg = options.withoutFfmpeg ?? 'refuse';
  const containers = createContainerMetadataStripper(options.ffmpegPath ?? 'ffmpeg', {
    withoutFfmpeg,
  });
  const quotaBytes = options.quotaBytes ?? DEFAULT_MEDIA_QUOTA_BYTES;
  const unverifiedQuotaBytes = options.unverifiedQuotaBytes ?? DEFAULT_UNVERIFIED_MEDIA_QUOTA_BYTES;
  const minFreeBytes = options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES;
  const freeBytes = options.freeBytes ?? statfsFreeBytes;
  const quotaOf = (emailVerified: boolean): Quota =>
    !emailVerified && unverifiedQuotaBytes < quotaBytes
      ? {
          bytes: unverifiedQuotaBytes,
          refusal: { code: 'mediaQuotaVerifyEmail', text: MESSAGES.mediaQuotaVerifyEmail },
        }
      : { bytes: quotaBytes, refusal: quotaReachedRefusal(quotaBytes) };
  const inFlight = new UploadsInFlight();

  app.post('/', async (c) => {
    const user = requireUser(c);
    const purpose = parsePurpose(c.req.query('purpose'));
    const maxBytes = maxUploadBytes(purpose);

    // Everything that can be refused is refused before a byte of the body is read.
    const lengthHeader = c.req.header('content-length');
    if (lengthHeader === undefined) {
      refuseWith(411, 'lengthRequired', 'Content-Length is required.');
    }
    if (!/^\d{1,15}$/.test(lengthHeader.trim())) {
      refuseWith(400, 'invalidRequest', 'Content-Length is not a number.');
    }
    const expectedBytes = Number(lengthHeader.trim());
    if (expectedBytes > maxBytes) refuseUpload(413, tooLargeRefusal(purpose));
    if (expectedBytes === 0) refuseWith(400, 'invalidRequest', 'The file is empty.');

    const upload = inFlight.enter(user.id, expectedBytes);
    try {
      const hers = await upload.withOthersInFlight(async () => ({
        files: await countRecentUnattached(db, user.id),
        bytes: await storedBytes(db, user.id),
      }));
      if (hers.files >= MAX_UNATTACHED_UPLOADS_PER_USER) refuse(429, 'mediaTooManyPending');
      const quota = quotaOf(user.emailVerified);
      const left = quota.bytes - hers.bytes;
      // 413, not 507: the SPA drops a 413 file with the server's words instead of offering Try
      // again (sending it again cannot help), and it is her request that is too large for what
      // is left of her space, not the server that failed (5xx invites automatic retries).
      if (expectedBytes > left) refuseUpload(413, quota.refusal);
      await ensureStagingDir(mediaStore);
      if ((await freeBytes(mediaStore.stagingDir)) - expectedBytes < minFreeBytes) {
        refuse(507, 'mediaStorageFull');
      }
      const url = await storeUpload({
        db,
        mediaStore,
        containers,
        withoutFfmpeg,
        ownerId: user.id,
        body: c.req.raw.body,
        declaredType: c.req.header('content-type') ?? '',
        expectedBytes,
        // What is left of her quota binds while streaming too, should Content-Length ever not.
        maxBytes: Math.min(maxBytes, left),
        tooLarge: left < maxBytes ? quota.refusal : tooLargeRefusal(purpose),
        quota,
        onRecording: upload.leave,
      });
      return c.json({ url }, 201);
    } finally {
      upload.leave();
    }
  });

  // Only the owner, and only while no story uses the file. Someone else's file answers 404
  // like a missing one: this endpoint says nothing about files that are not the caller's.
  // Attached files go with the story's own edit or delete (409 here).
  app.delete('/:fileName', async (c) => {
    const user = requireUser(c);
    const fileName = c.req.param('fileName');
    if (!isStoredMediaName(fileName)) refuseWith(404, 'notFound', 'File not found.');
    const id = mediaIdOf(fileName);
    const [row] = await db
      .select({ ownerId: media.ownerId, storyId: media.storyId, fileName: media.fileName })
      .from(media)
      .where(eq(media.id, id))
      .limit(1);
    if (!row || row.fileName !== fileName || row.ownerId !== user.id) {
      refuseWith(404, 'notFound', 'File not found.');
    }
    if (row.storyId !== null) refuse(409, 'mediaAttachedToStory');
    // Conditional, so a story that takes the file in the meantime keeps it.
    const deleted = await db
      .delete(media)
      .where(and(eq(media.id, id), eq(media.ownerId, user.id), isNull(media.storyId)))
      .returning({ id: media.id });
    if (deleted.length === 0) refuse(409, 'mediaAttachedToStory');
    await mediaStore.remove([fileName]);
    return c.body(null, 204);
  });

  return app;
}

function parsePurpose(value: string | undefined): UploadPurpose {
  if (value === undefined || value === 'create') return 'create';
  if (value === 'edit') return 'edit';
  refuseWith(400, 'invalidRequest', 'purpose must be create or edit.');
}

/** Bytes of all her files, attached to a story or not, and her vault's sealed attachments. */
async function storedBytes(db: Pick<Database, 'select'>, ownerId: string): Promise<number> {
  return herStoredBytes(db, ownerId);
}

async function statfsFreeBytes(dir: string): Promise<number> {
  const stats = await statfs(dir);
  // bavail, not bfree: blocks reserved for root are no use to this process.
  return stats.bavail * stats.bsize;
}

async function countRecentUnattached(db: Database, ownerId: string): Promise<number> {
  const since = new Date(Date.now() - UNATTACHED_UPLOAD_TTL_MS);
  const [row] = await db
    .select({ n: count() })
    .from(media)
    .where(and(eq(media.ownerId, ownerId), isNull(media.storyId), gt(media.createdAt, since)));
  return row?.n ?? 0;
}

interface StoreUpload {
  db: Database;
  mediaStore: MediaStore;
  containers: ContainerMetadataStripper;
  withoutFfmpeg: WithoutFfmpeg;
  ownerId: string;
  body: ReadableStream<Uint8Array> | null;
  declaredType: string;
  expectedBytes: number;
  maxBytes: number;
  tooLarge: UploadRefusal;
  quota: Quota;
  /** Called as its row is written, before that commits (see UploadInFlight). */
  onRecording: () => void;
}

/**
 * Streams the body into the staging folder (images lose their metadata on the way), checks what
 * it really is, strips audio and video containers, stores it as <random id>.<ext> and records
 * it. Whatever fails on the way, nothing is left behind, in the staging folder or the store.
 */
async function storeUpload(upload: StoreUpload): Promise<string> {
  const tmpPath = join(upload.mediaStore.stagingDir, `${randomUUID()}.part`);
  let storedName: string | null = null;
  let recorded = false;
  try {
    const received = await receiveToFile(upload.body, tmpPath, {
      expectedBytes: upload.expectedBytes,
      maxBytes: upload.maxBytes,
      tooLarge: upload.tooLarge,
    });
    const type = await detectMediaType(tmpPath, upload.declaredType);
    if (!type) {
      refuseWith(
        415,
        'unsupportedType',
        'This file is not a supported image, video or audio type.',
      );
    }
    // Whatever is stored as an image must have gone through the stripper as that image.
    if (type.mime.startsWith('image/') && STRIPPED_EXT[received.imageFormat] !== type.ext) {
      refuse(415, 'imageUnreadable');
    }
    const sizeBytes = await stripContainer(upload, tmpPath, type, received.storedBytes);
    const id = newMediaId();
    const fileName = `${id}.${type.ext}`;
    storedName = fileName;
    await upload.mediaStore.put(fileName, tmpPath, { mimeType: type.mime });
    await recordWithinQuota(
      upload.db,
      { id, ownerId: upload.ownerId, fileName, mimeType: type.mime, sizeBytes },
      upload.quota,
      upload.onRecording,
    );
    recorded = true;
    return mediaUrl(fileName);
  } catch (error) {
    await rm(tmpPath, { force: true }).catch(logCleanupFailure);
    if (storedName && !recorded) await upload.mediaStore.remove([storedName]);
    if (error instanceof UploadRejected) {
      refuseUpload(error.status, error.refusal);
    }
    throw error;
  }
}

const STRIPPED_EXT: Readonly<Record<string, string>> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

/**
 * Audio and video lose their container metadata; the new size is returned. A file ffmpeg cannot
 * read is refused rather than kept: it may carry a location we could not remove, and a file
 * ffmpeg cannot parse is one a browser would not play either. Without ffmpeg they are refused
 * too, unless the operator chose to keep them with their metadata.
 */
async function stripContainer(
  { containers, withoutFfmpeg }: Pick<StoreUpload, 'containers' | 'withoutFfmpeg'>,
  path: string,
  type: StoredMediaType,
  sizeBytes: number,
): Promise<number> {
  if (type.mime.startsWith('image/')) return sizeBytes;
  let strippedBytes: number | null;
  try {
    strippedBytes = await containers.strip(path, type.ext);
  } catch (error) {
    if (!(error instanceof ContainerMetadataError)) throw error;
    // Not ffmpeg's own words: they name the file's path and may quote its tags (a title, a
    // location), which are what she uploaded.
    log.warn('Refused a recording ffmpeg could not rewrite', errorSummary(error.cause));
    refuse(415, 'recordingUnreadable');
  }
  if (strippedBytes !== null) return strippedBytes;
  if (withoutFfmpeg === 'keep') return sizeBytes;
  // 415, not 503: this server cannot take this kind of file until its operator installs ffmpeg,
  // so sending it again will not help (503 invites clients and proxies to retry a 200 MB body),
  // and the SPA drops a 415 file from the list with the server's text instead of offering Retry.
  refuse(415, 'audioVideoUploadsUnavailable');
}

/**
 * Inserts the row unless the user reached a limit meanwhile (other processes included). The
 * stored size is summed here, under the lock, because it is the one that counts: it can differ
 * from Content-Length once metadata is stripped.
 */
async function recordWithinQuota(
  db: Database,
  row: typeof media.$inferInsert & { sizeBytes: number },
  quota: Quota,
  onRecording: () => void,
) {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${HER_FILES_LOCK_CLASS}, hashtext(${row.ownerId}))`,
    );
    const since = new Date(Date.now() - UNATTACHED_UPLOAD_TTL_MS);
    const [existing] = await tx
      .select({ n: count() })
      .from(media)
      .where(
        and(eq(media.ownerId, row.ownerId), isNull(media.storyId), gt(media.createdAt, since)),
      );
    if ((existing?.n ?? 0) >= MAX_UNATTACHED_UPLOADS_PER_USER) {
      refuse(429, 'mediaTooManyPending');
    }
    if ((await storedBytes(tx, row.ownerId)) + row.sizeBytes > quota.bytes) {
      refuseUpload(413, quota.refusal);
    }
    await tx.insert(media).values(row);
    onRecording();
  });
}

function logCleanupFailure(error: unknown) {
  log.error('Could not delete a failed upload', errorSummary(error));
}
