// A story its author deleted leaves the embedded database's files with the daily rewrite: once
// it has run and the database is closed, no file of the data folder (table files, indexes, TOAST,
// pg_wal) holds it.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { compactionOf } from '../db/compaction';
import { createStoryAs, filesHolding, testUser } from '../stories/story-test-helpers';
import { serverOnDisk } from '../testing/server-on-disk';

// An erased account's story, testimonial and address leave the files with the rewrite her
// erasure asks for: security/erasure-on-disk.process.test.ts, on the server as a process stopped
// at once (the rewrite then runs as it stops); that the rewrite otherwise runs after its quiet
// spell is db/compaction.test.ts's.

describe('a deleted story on disk (embedded database)', () => {
  const marker = `marker-${randomBytes(8).toString('hex')}`;
  // The daily rewrite, every second.
  const onDisk = serverOnDisk('sahas-deleted-story-', {
    compactionQuietMs: 0,
    compactionEveryMs: 1_000,
  });

  it('leaves the files with the daily rewrite', async () => {
    const { dbDir, database, server } = onDisk;
    const her = await testUser(server, `asha.${randomBytes(6).toString('hex')}@example.org`);
    const story = await createStoryAs(server, her, { content: `I was at ${marker} that day.` });
    // On disk first. A rewrite every second may swap the table's file and the WAL segments
    // between reading the folder and reading its files, so a look that finds nothing looks again.
    await vi.waitFor(
      async () => {
        await database.db.execute(sql`CHECKPOINT`);
        expect((await filesHolding(dbDir, [marker])).length).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 200 },
    );
    const deleted = await server.request(`/api/stories/${story.id}`, {
      method: 'DELETE',
      cookie: her.cookie,
    });
    expect(deleted.status).toBe(204);
    await vi.waitFor(
      async () => {
        await compactionOf(database.db)?.settled();
        expect(await filesHolding(dbDir, [marker])).toEqual([]);
      },
      { timeout: 20_000, interval: 500 },
    );
    await onDisk.closeDatabase();
    expect(await filesHolding(dbDir, [marker])).toEqual([]);
  }, 60_000);
});
