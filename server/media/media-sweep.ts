// The start-up sweep: whatever a crash, a dropped connection or an abandoned draft left behind.
import { type Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { media } from '../db/schema';
import { log as logger } from '../logging/logger';
import { isStoredMediaName, mediaIdOf, mediaTmpDir, removeMediaFiles } from './media-files';
import { DEFAULT_SWEEP_GRACE_MS, UNATTACHED_UPLOAD_TTL_MS } from './media-limits';

export interface SweepMediaOptions {
  db: Database;
  mediaDir: string;
  now?: Date;
  /** Files last written less than this long ago are left alone. */
  graceMs?: number;
  log?: (message: string) => void;
}

export interface SweepResult {
  /** Partial uploads in .tmp/. */
  tempFiles: number;
  /** Stored-looking files with no `media` row. */
  orphanFiles: number;
  /** Rows (and their files) that no story took within UNATTACHED_UPLOAD_TTL_MS. */
  staleUploads: number;
}

const LOOKUP_BATCH = 500;

/**
 * Deletes (1) partial uploads in .tmp/, (2) unattached uploads older than 24 h with their files,
 * and (3) files in mediaDir that have no row. (1) and (3) spare files written within `graceMs`
 * (by mtime, which an upload in progress keeps fresh), so another server process sharing the
 * directory keeps its in-flight uploads and the moment between an upload's rename and its
 * insert. Files that do not look like ours are never touched.
 */
export async function sweepMedia(options: SweepMediaOptions): Promise<SweepResult> {
  const { db, mediaDir } = options;
  const now = (options.now ?? new Date()).getTime();
  const graceMs = options.graceMs ?? DEFAULT_SWEEP_GRACE_MS;
  const log = options.log ?? ((message: string) => logger.info(message));
  const olderThanGrace = async (path: string) => {
    const stats = await stat(path).catch(() => null);
    return stats !== null && now - stats.mtimeMs > graceMs;
  };

  let tempFiles = 0;
  const tmpDir = mediaTmpDir(mediaDir);
  for (const entry of await listDir(tmpDir)) {
    const path = join(tmpDir, entry.name);
    if (!(await olderThanGrace(path))) continue;
    await rm(path, { recursive: true, force: true });
    tempFiles += 1;
  }

  const stale = await db
    .delete(media)
    .where(
      and(isNull(media.storyId), lt(media.createdAt, new Date(now - UNATTACHED_UPLOAD_TTL_MS))),
    )
    .returning({ fileName: media.fileName });
  await removeMediaFiles(mediaDir, stale.map((row) => row.fileName).filter(isStoredMediaName));

  let orphanFiles = 0;
  const candidates = (await listDir(mediaDir))
    .filter((entry) => entry.isFile() && isStoredMediaName(entry.name))
    .map((entry) => entry.name);
  for (let i = 0; i < candidates.length; i += LOOKUP_BATCH) {
    const batch = candidates.slice(i, i + LOOKUP_BATCH);
    const rows = await db
      .select({ fileName: media.fileName })
      .from(media)
      .where(inArray(media.id, batch.map(mediaIdOf)));
    const known = new Set(rows.map((row) => row.fileName));
    for (const name of batch) {
      const path = join(mediaDir, name);
      if (known.has(name) || !(await olderThanGrace(path))) continue;
      await rm(path, { force: true });
      orphanFiles += 1;
    }
  }

  const result = { tempFiles, orphanFiles, staleUploads: stale.length };
  log(
    `Media sweep: removed ${tempFiles} partial upload(s), ${orphanFiles} file(s) without a record ` +
      `and ${stale.length} upload(s) no story used within 24 h.`,
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
