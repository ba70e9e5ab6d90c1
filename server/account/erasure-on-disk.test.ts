// An erased account leaves the embedded database's files: once the background rewrite after
// the erasure has run and the database is closed, no file of the data folder (table files,
// indexes, TOAST, pg_wal) holds her story, her testimonial or her address. A story its author
// deleted leaves them with the daily rewrite.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compactionOf } from '../db/compaction';
import { type OpenDatabase, openDatabase } from '../db/database';
import { createStoryAs, testUser } from '../stories/story-test-helpers';
import { migratedPgliteSnapshot } from '../testing/pglite-snapshot';
import { createTestServer, type TestServer } from '../testing/test-server';

const PASSWORD = 'Str0ng!pass';

/** The files under `dir` (relative paths) whose bytes contain any of `needles`. */
async function filesHolding(dir: string, needles: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    // A rewrite running meanwhile removes files: one gone holds nothing.
    const bytes = await readFile(path).catch(() => null);
    if (bytes && needles.some((needle) => bytes.includes(needle))) found.push(relative(dir, path));
  }
  return found.sort();
}

describe('erasure on disk (embedded database)', () => {
  const marker = `marker-${randomBytes(8).toString('hex')}`;
  const email = `noor.${randomBytes(6).toString('hex')}@example.org`;
  let root: string;
  let dbDir: string;
  let database: OpenDatabase;
  let closed = false;
  let server: TestServer;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sahas-erasure-'));
    dbDir = join(root, 'db');
    database = await openDatabase({
      dataDir: dbDir,
      initialDataDir: await migratedPgliteSnapshot(),
      // The rewrite still runs in the background; the test only shortens its quiet spell.
      compactionQuietMs: 50,
    });
    server = await createTestServer({ database });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    if (!closed) await database.close();
    await rm(root, { recursive: true, force: true });
  });

  it('leaves no file holding her story, testimonial or address once rewritten', async () => {
    const her = await testUser(server, email);
    await createStoryAs(server, her, {
      title: `Leaving ${marker}`,
      content: `The night I left, ${marker} was the name of the street I walked to.`,
    });
    const testimonial = await server.request('/api/testimonials', {
      body: { content: `Sahas helped me find ${marker} again.` },
      cookie: her.cookie,
    });
    expect(testimonial.status).toBe(201);

    // What the search below can find: her rows are in the table files once they are written.
    await database.db.execute(sql`CHECKPOINT`);
    const before = await filesHolding(dbDir, [marker, email]);
    expect(before.filter((path) => path.startsWith('base/')).length).toBeGreaterThan(0);

    const erased = await server.request('/api/account/delete', {
      body: { password: PASSWORD },
      cookie: her.cookie,
    });
    expect(erased.status).toBe(204);
    // Her answer does not wait for the rewrite: it runs after, in the background.
    await compactionOf(database.db)?.settled();
    await database.close();
    closed = true;

    expect(await filesHolding(dbDir, [marker, email])).toEqual([]);
  }, 60_000);
});

describe('a deleted story on disk (embedded database)', () => {
  const marker = `marker-${randomBytes(8).toString('hex')}`;
  let root: string;
  let dbDir: string;
  let database: OpenDatabase;
  let closed = false;
  let server: TestServer;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sahas-deleted-story-'));
    dbDir = join(root, 'db');
    database = await openDatabase({
      dataDir: dbDir,
      initialDataDir: await migratedPgliteSnapshot(),
      compactionQuietMs: 0,
      // The daily rewrite, every second.
      compactionEveryMs: 1_000,
    });
    server = await createTestServer({ database });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    if (!closed) await database.close();
    await rm(root, { recursive: true, force: true });
  });

  it('leaves the files with the daily rewrite', async () => {
    const her = await testUser(server, `asha.${randomBytes(6).toString('hex')}@example.org`);
    const story = await createStoryAs(server, her, { content: `I was at ${marker} that day.` });
    await database.db.execute(sql`CHECKPOINT`);
    expect((await filesHolding(dbDir, [marker])).length).toBeGreaterThan(0);
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
    await database.close();
    closed = true;
    expect(await filesHolding(dbDir, [marker])).toEqual([]);
  }, 60_000);
});
