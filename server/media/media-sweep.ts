// The start-up sweep: whatever a crash, a dropped connection or an abandoned draft left behind.
import { type Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { media, vaultAttachments } from '../db/schema';
import { log as logger } from '../logging/logger';
import { isStoredMediaName, mediaIdOf } from './media-files';
import { DEFAULT_SWEEP_GRACE_MS, UNATTACHED_UPLOAD_TTL_MS } from './media-limits';
import type { MediaStore, StoredObject } from './media-store';

export interface SweepMediaOptions {
  db: Database;
  mediaStore: MediaStore;
  now?: Date;
  /** Stored files and objects last written less than this long ago are left alone. */
  graceMs?: number;
  /**
   * The same for the staging folder (`graceMs` when absent): 0 when no other process can be
   * receiving into it (this server holds its data folder's lock).
   */
  stagingGraceMs?: number;
  log?: (message: string) => void;
}

export interface SweepResult {
  /** Partial uploads in the staging folder. */
  tempFiles: number;
  /** Stored-looking files or objects with no `media` row. */
  orphanFiles: number;
  /** Rows (and their files) that no story took within UNATTACHED_UPLOAD_TTL_MS. */
  staleUploads: number;
  /** Uploads into the bucket a crash left unfinished (never readable; their parts cost space). */
  interruptedUploads: number;
}

const LOOKUP_BATCH = 500;

/**
 * Deletes (1) partial uploads in the staging folder, (2) unattached uploads older than 24 h with
 * their files, (3) stored files or objects that have no row, and (4) unfinished multipart uploads
 * into a bucket. (1), (3) and (4) spare what was written within `graceMs`, so another server
 * sharing the database and the store keeps its in-flight uploads and the moment between an
 * object's completion and its row's insert. Names that do not look like ours are never touched.
 */
export async function sweepMedia(options: SweepMediaOptions): Promise<SweepResult> {
  const { db, mediaStore } = options;
  const now = (options.now ?? new Date()).getTime();
  const graceMs = options.graceMs ?? DEFAULT_SWEEP_GRACE_MS;
  const log = options.log ?? ((message: string) => logger.info(message));
  const stagingGraceMs = options.stagingGraceMs ?? graceMs;
  const olderThan = (modifiedAt: Date, ms: number) => now - modifiedAt.getTime() > ms;
  const olderThanGrace = (modifiedAt: Date) => olderThan(modifiedAt, graceMs);

  let tempFiles = 0;
  const stagingDir = mediaStore.stagingDir;
  for (const entry of await listDir(stagingDir)) {
    const path = join(stagingDir, entry.name);
    const stats = await stat(path).catch(() => null);
    if (!stats || !olderThan(stats.mtime, stagingGraceMs)) continue;
    await rm(path, { recursive: true, force: true });
    tempFiles += 1;
  }

  const stale = await db
    .delete(media)
    .where(
      and(isNull(media.storyId), lt(media.createdAt, new Date(now - UNATTACHED_UPLOAD_TTL_MS))),
    )
    .returning({ fileName: media.fileName });
  await mediaStore.remove(stale.map((row) => row.fileName).filter(isStoredMediaName));

  let orphanFiles = 0;
  let batch: StoredObject[] = [];
  const removeOrphans = async () => {
    const rows = await db
      .select({ fileName: media.fileName })
      .from(media)
      .where(
        inArray(
          media.id,
          batch.map((object) => mediaIdOf(object.name)),
        ),
      );
    // Her vault's sealed attachments live in the same store, recorded in their own table.
    const vaultRows = await db
      .select({ fileName: vaultAttachments.fileName })
      .from(vaultAttachments)
      .where(
        inArray(
          vaultAttachments.fileName,
          batch.map((object) => object.name),
        ),
      );
    const known = new Set([...rows, ...vaultRows].map((row) => row.fileName));
    const orphans = batch
      .filter((object) => !known.has(object.name) && olderThanGrace(object.modifiedAt))
      .map((object) => object.name);
    await mediaStore.remove(orphans);
    orphanFiles += orphans.length;
    batch = [];
  };
  for await (const object of mediaStore.list()) {
    batch.push(object);
    if (batch.length === LOOKUP_BATCH) await removeOrphans();
  }
  if (batch.length > 0) await removeOrphans();

  const interruptedUploads = await mediaStore.abortInterrupted(new Date(now - graceMs));

  const result = { tempFiles, orphanFiles, staleUploads: stale.length, interruptedUploads };
  log(
    `Media sweep: removed ${tempFiles} partial upload(s), ${orphanFiles} file(s) without a record, ` +
      `${stale.length} upload(s) no story used within 24 h and ${interruptedUploads} unfinished ` +
      `upload(s) into the bucket.`,
  );
  return result;
}

async function listDir(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
