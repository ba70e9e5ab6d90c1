// On PostgreSQL, where writers run side by side: the version row (migration 0011) is taken only
// as a transaction commits, after every story row it locks. Two transactions that cross over two
// stories (each writes one, then the other's) both commit, one after the other, as they would
// without the version; taken at each write instead, it would deadlock them.
// Needs PostgreSQL (TEST_DATABASE_URL): the `postgres` project of vite.config.ts runs it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/database';
import { freshDatabaseUrl } from '../testing/worker-database';
import { defined } from './story-test-helpers';

describe('public_stories_version with writers side by side', () => {
  let database: OpenDatabase;
  let writers: [pg.Client, pg.Client];
  let observer: pg.Client;
  let storyIds: [string, string];

  beforeAll(async () => {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DATABASE_URL must name a PostgreSQL for this test');
    const databaseUrl = await freshDatabaseUrl(baseUrl, 'sahas_version_writers');
    database = await openDatabase({ databaseUrl, dataDir: 'memory://' }); // migrates
    writers = [
      new pg.Client({ connectionString: databaseUrl }),
      new pg.Client({ connectionString: databaseUrl }),
    ];
    observer = new pg.Client({ connectionString: databaseUrl });
    await Promise.all([...writers, observer].map((client) => client.connect()));
    const [first] = writers;
    await first.query(`insert into "user" (id, name, email) values ('w', 'W', 'w@example.org')`);
    const { rows } = await first.query<{ id: string }>(
      `insert into stories (author_id, title, content, tags)
       values ('w', 'One', 'Text.', '{}'), ('w', 'Two', 'Text.', '{}') returning id`,
    );
    storyIds = [defined(rows[0]).id, defined(rows[1]).id];
  });

  afterAll(async () => {
    for (const client of [...(writers ?? []), observer]) await client?.end();
    await database?.close();
  });

  const version = async () => {
    const { rows } = await observer.query<{ v: string }>(
      'select version::text as v from public_stories_version',
    );
    return BigInt(defined(rows[0]).v);
  };

  /** Until `client`'s statement is done or waits for a lock another holds. */
  async function settledOrWaiting(client: pg.Client) {
    const pid = (client as unknown as { processID: number }).processID;
    for (;;) {
      const { rows } = await observer.query<{ state: string; wait: string | null }>(
        'select state, wait_event_type as wait from pg_stat_activity where pid = $1',
        [pid],
      );
      if (rows[0]?.state !== 'active' || rows[0].wait === 'Lock') return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('lets two transactions crossing over two stories both commit, moving it twice', async () => {
    const [a, b] = writers;
    const [x, y] = storyIds;
    const before = await version();
    const write = (client: pg.Client, id: string, title: string) =>
      client.query('update stories set title = $1 where id = $2', [title, id]);
    await a.query('begin');
    await b.query('begin');
    await write(a, x, 'A');
    const bWrites = write(b, y, 'B');
    await settledOrWaiting(b);
    const aWritesY = write(a, y, 'A'); // waits for b's row
    await settledOrWaiting(a);
    const settled = await Promise.allSettled([bWrites.then(() => b.query('commit')), aWritesY]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    await a.query('commit');
    expect(await version()).toBe(before + 2n);
    const { rows } = await a.query<{ title: string }>(
      'select title from stories where id = any($1) order by title',
      [[x, y]],
    );
    expect(rows.map((row) => row.title)).toEqual(['A', 'A']);
  }, 30_000);
});
