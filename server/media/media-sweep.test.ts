import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media } from '../db/schema';
import { mediaTmpDir } from './media-files';
import { DEFAULT_SWEEP_GRACE_MS } from './media-limits';
import { sweepMedia } from './media-sweep';
import * as sample from './media-samples';
import {
  attachToNewStory,
  filesOnDisk,
  mediaRow,
  setupMediaTestServer,
  userIdOf,
} from './media-test-helpers';
import { localMediaStore } from './local-media-store';

const HOUR = 60 * 60 * 1000;

const { server, user: asha } = setupMediaTestServer('asha@example.org');

/** Writes a file whose last write was `ageMs` ago. */
async function fileAged(path: string, ageMs: number) {
  await writeFile(path, sample.PNG);
  const then = new Date(Date.now() - ageMs);
  await utimes(path, then, then);
}

/** A recorded upload whose row is `ageMs` old (its file too). */
async function upload(ageMs: number) {
  const { fileName } = await asha.uploadOk(sample.PNG);
  const then = new Date(Date.now() - ageMs);
  await server.db.update(media).set({ createdAt: then }).where(eq(media.fileName, fileName));
  await utimes(join(server.mediaDir, fileName), then, then);
  return fileName;
}

/** sweepMedia over the test server's database and folder. */
const sweep = (options: Partial<Parameters<typeof sweepMedia>[0]> = {}) =>
  sweepMedia({
    db: server.db,
    mediaStore: localMediaStore(server.mediaDir),
    log: () => {},
    ...options,
  });

describe('sweepMedia', () => {
  it('removes partial uploads, orphan files and stale unattached uploads; keeps the rest', async () => {
    const ownerId = await userIdOf(server, 'asha@example.org');
    const tmp = mediaTmpDir(server.mediaDir);
    await mkdir(tmp, { recursive: true });

    const old = DEFAULT_SWEEP_GRACE_MS + 60_000;
    await fileAged(join(tmp, 'crashed-upload.part'), old);
    await fileAged(join(tmp, 'another-process-uploading.part'), 1000);
    await fileAged(join(server.mediaDir, 'OrphanOrphanOrphanOrphan.png'), old);
    await fileAged(join(server.mediaDir, 'JustRenamedJustRenamed00.png'), 1000);
    await fileAged(join(server.mediaDir, 'notes.txt'), old);

    const stale = await upload(25 * HOUR);
    const recent = await upload(2 * HOUR);
    const shared = await upload(30 * 24 * HOUR);
    await attachToNewStory(server, shared, ownerId);

    const logs: string[] = [];
    const result = await sweep({ log: (line) => logs.push(line) });

    expect(result).toEqual({
      tempFiles: 1,
      orphanFiles: 1,
      staleUploads: 1,
      interruptedUploads: 0,
    });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('1 partial upload(s), 1 file(s) without a record, 1 upload(s)');
    expect(await filesOnDisk(server.mediaDir)).toEqual(
      [
        '.tmp/another-process-uploading.part',
        'JustRenamedJustRenamed00.png',
        'notes.txt',
        recent,
        shared,
      ].sort(),
    );
    expect(await mediaRow(server, stale)).toBeNull();
    expect(await mediaRow(server, recent)).not.toBeNull();
    expect(await mediaRow(server, shared)).not.toBeNull();
  });

  it('with no grace (a single process at start-up) clears everything in .tmp', async () => {
    const tmp = mediaTmpDir(server.mediaDir);
    await mkdir(tmp, { recursive: true });
    await fileAged(join(tmp, 'a.part'), 1000);
    await fileAged(join(tmp, 'b.part'), 0);
    const result = await sweep({ now: new Date(Date.now() + 1000), graceMs: 0 });
    expect(result.tempFiles).toBe(2);
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
  });

  it('copes with a media directory that has no .tmp yet', async () => {
    expect(await sweep()).toEqual({
      tempFiles: 0,
      orphanFiles: 0,
      staleUploads: 0,
      interruptedUploads: 0,
    });
  });
});
