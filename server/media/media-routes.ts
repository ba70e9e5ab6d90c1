// /api/media: upload one file (the raw request body is the file) and delete an unattached one.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { MESSAGES } from '@/domain/messages';
import type { Database } from '../db/database';
import { media } from '../db/schema';
import { type AppEnv, requireUser } from '../http/current-user';
import type { RouteDeps } from '../http/route-deps';
import {
  isStoredMediaName,
  mediaFilePath,
  mediaIdOf,
  mediaTmpDir,
  mediaUrl,
  newMediaId,
  removeMediaFiles,
} from './media-files';
import {
  MAX_UNATTACHED_UPLOADS_PER_USER,
  UNATTACHED_UPLOAD_TTL_MS,
  type UploadPurpose,
  maxUploadBytes,
  tooLargeMessage,
} from './media-limits';
import { type StoredMediaType, detectMediaType } from './media-types';
import { UNREADABLE_IMAGE, UploadRejected, receiveToFile } from './media-upload';
import {
  ContainerMetadataError,
  type ContainerMetadataStripper,
  type WithoutFfmpeg,
  createContainerMetadataStripper,
} from './container-metadata';

const UNREADABLE_RECORDING = 'This recording could not be read. Please try another file.';
const TOO_MANY_UPLOADS =
  'Too many files are waiting to be shared. Share your story or remove some files, then try again.';
/** Keys the per-user insert lock apart from other advisory locks (two-int key space). */
const MEDIA_QUOTA_LOCK_CLASS = 7_241_002;

export interface MediaRouteOptions {
  /** ffmpeg for audio and video metadata; `ffmpeg` on PATH by default. */
  ffmpegPath?: string;
  /** Audio and video when ffmpeg is missing: refused by default. */
  withoutFfmpeg?: WithoutFfmpeg;
}

export function mediaRoutes({ db, mediaDir }: RouteDeps, options: MediaRouteOptions = {}) {
  const app = new Hono<AppEnv>();
  // Looked for once, now, so the log says at start whether recordings will be cleaned.
  const withoutFfmpeg = options.withoutFfmpeg ?? 'refuse';
  const containers = createContainerMetadataStripper(options.ffmpegPath ?? 'ffmpeg', {
    withoutFfmpeg,
  });
  // Uploads streaming in right now, per user, in this process: they count towards the quota
  // before their rows exist, so parallel uploads cannot slip past it.
  const inFlight = new Map<string, number>();

  app.post('/', async (c) => {
    const user = requireUser(c);
    const purpose = parsePurpose(c.req.query('purpose'));
    const maxBytes = maxUploadBytes(purpose);

    // Everything that can be refused is refused before a byte of the body is read.
    const lengthHeader = c.req.header('content-length');
    if (lengthHeader === undefined) {
      throw new HTTPException(411, { message: 'Content-Length is required.' });
    }
    if (!/^\d{1,15}$/.test(lengthHeader.trim())) {
      throw new HTTPException(400, { message: 'Content-Length is not a number.' });
    }
    const expectedBytes = Number(lengthHeader.trim());
    if (expectedBytes > maxBytes) {
      throw new HTTPException(413, { message: tooLargeMessage(purpose) });
    }
    if (expectedBytes === 0) throw new HTTPException(400, { message: 'The file is empty.' });

    // Counted before the first await, so concurrent requests always see each other.
    const others = inFlight.get(user.id) ?? 0;
    inFlight.set(user.id, others + 1);
    try {
      if (others + (await countRecentUnattached(db, user.id)) >= MAX_UNATTACHED_UPLOADS_PER_USER) {
        throw new HTTPException(429, { message: TOO_MANY_UPLOADS });
      }
      const url = await storeUpload({
        db,
        mediaDir,
        containers,
        withoutFfmpeg,
        ownerId: user.id,
        body: c.req.raw.body,
        declaredType: c.req.header('content-type') ?? '',
        expectedBytes,
        maxBytes,
        tooLarge: tooLargeMessage(purpose),
      });
      return c.json({ url }, 201);
    } finally {
      const left = (inFlight.get(user.id) ?? 1) - 1;
      if (left > 0) inFlight.set(user.id, left);
      else inFlight.delete(user.id);
    }
  });

  // Only the owner, and only while no story uses the file. Someone else's file answers 404
  // like a missing one: this endpoint says nothing about files that are not the caller's.
  // Attached files go with the story's own edit or delete (409 here).
  app.delete('/:fileName', async (c) => {
    const user = requireUser(c);
    const fileName = c.req.param('fileName');
    if (!isStoredMediaName(fileName)) throw new HTTPException(404, { message: 'File not found.' });
    const id = mediaIdOf(fileName);
    const [row] = await db
      .select({ ownerId: media.ownerId, storyId: media.storyId, fileName: media.fileName })
      .from(media)
      .where(eq(media.id, id))
      .limit(1);
    if (!row || row.fileName !== fileName || row.ownerId !== user.id) {
      throw new HTTPException(404, { message: 'File not found.' });
    }
    const attached = new HTTPException(409, {
      message: 'This file is part of a story. Edit the story to remove it.',
    });
    if (row.storyId !== null) throw attached;
    // Conditional, so a story that takes the file in the meantime keeps it.
    const deleted = await db
      .delete(media)
      .where(and(eq(media.id, id), eq(media.ownerId, user.id), isNull(media.storyId)))
      .returning({ id: media.id });
    if (deleted.length === 0) throw attached;
    await removeMediaFiles(mediaDir, [fileName]);
    return c.body(null, 204);
  });

  return app;
}

function parsePurpose(value: string | undefined): UploadPurpose {
  if (value === undefined || value === 'create') return 'create';
  if (value === 'edit') return 'edit';
  throw new HTTPException(400, { message: 'purpose must be create or edit.' });
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
  mediaDir: string;
  containers: ContainerMetadataStripper;
  withoutFfmpeg: WithoutFfmpeg;
  ownerId: string;
  body: ReadableStream<Uint8Array> | null;
  declaredType: string;
  expectedBytes: number;
  maxBytes: number;
  tooLarge: string;
}

/**
 * Streams the body into .tmp/ (images lose their metadata on the way), checks what it really
 * is, strips audio and video containers, moves it to <random id>.<ext> and records it.
 * Whatever fails on the way, no file is left behind.
 */
async function storeUpload(upload: StoreUpload): Promise<string> {
  const tmpDir = mediaTmpDir(upload.mediaDir);
  await mkdir(tmpDir, { recursive: true });
  const tmpPath = join(tmpDir, `${randomUUID()}.part`);
  let finalPath: string | null = null;
  let recorded = false;
  try {
    const received = await receiveToFile(upload.body, tmpPath, {
      expectedBytes: upload.expectedBytes,
      maxBytes: upload.maxBytes,
      tooLargeMessage: upload.tooLarge,
    });
    const type = await detectMediaType(tmpPath, upload.declaredType);
    if (!type) {
      throw new HTTPException(415, {
        message: 'This file is not a supported image, video or audio type.',
      });
    }
    // Whatever is stored as an image must have gone through the stripper as that image.
    if (type.mime.startsWith('image/') && STRIPPED_EXT[received.imageFormat] !== type.ext) {
      throw new HTTPException(415, { message: UNREADABLE_IMAGE });
    }
    const sizeBytes = await stripContainer(upload, tmpPath, type, received.storedBytes);
    const id = newMediaId();
    const fileName = `${id}.${type.ext}`;
    finalPath = mediaFilePath(upload.mediaDir, fileName);
    await rename(tmpPath, finalPath);
    await recordWithinQuota(upload.db, {
      id,
      ownerId: upload.ownerId,
      fileName,
      mimeType: type.mime,
      sizeBytes,
    });
    recorded = true;
    return mediaUrl(fileName);
  } catch (error) {
    await rm(tmpPath, { force: true }).catch(logCleanupFailure);
    if (finalPath && !recorded) await rm(finalPath, { force: true }).catch(logCleanupFailure);
    if (error instanceof UploadRejected) {
      throw new HTTPException(error.status, { message: error.message });
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
    const reason = error.cause instanceof Error ? error.cause.message : String(error.cause);
    console.warn(`Refused a recording ffmpeg could not rewrite: ${reason.trim()}`);
    throw new HTTPException(415, { message: UNREADABLE_RECORDING });
  }
  if (strippedBytes !== null) return strippedBytes;
  if (withoutFfmpeg === 'keep') return sizeBytes;
  // 415, not 503: this server cannot take this kind of file until its operator installs ffmpeg,
  // so sending it again will not help (503 invites clients and proxies to retry a 200 MB body),
  // and the SPA drops a 415 file from the list with the server's text instead of offering Retry.
  throw new HTTPException(415, { message: MESSAGES.audioVideoUploadsUnavailable });
}

/** Inserts the row unless the user reached the quota meanwhile (other processes included). */
async function recordWithinQuota(db: Database, row: typeof media.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${MEDIA_QUOTA_LOCK_CLASS}, hashtext(${row.ownerId}))`,
    );
    const since = new Date(Date.now() - UNATTACHED_UPLOAD_TTL_MS);
    const [existing] = await tx
      .select({ n: count() })
      .from(media)
      .where(
        and(eq(media.ownerId, row.ownerId), isNull(media.storyId), gt(media.createdAt, since)),
      );
    if ((existing?.n ?? 0) >= MAX_UNATTACHED_UPLOADS_PER_USER) {
      throw new HTTPException(429, { message: TOO_MANY_UPLOADS });
    }
    await tx.insert(media).values(row);
  });
}

function logCleanupFailure(error: unknown) {
  console.error('Could not delete a failed upload', error);
}
