// The untagged lists and Home's top stories run as statements prepared once per database: the
// same rows as the query built afresh (storyListQuery, topStoriesQuery), for every sort, page
// size, cursor and reader, on PGlite and on PostgreSQL; and a second request builds no query.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORY_SORTS } from '@/domain/vocabularies';
import { createTestServer, type TestServer } from '../testing/test-server';
import { decodeCursor } from './story-cursor';
import { storyJson } from './story-json';
import { listStories, storyListQuery, topStories, topStoriesQuery } from './story-queries';

const STORIES = 60;
const READER = 'prepared-user-1';

describe('prepared story lists', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
    await server.db.execute(sql`
      insert into "user" (id, name, email)
      select 'prepared-user-' || g, 'A', 'prepared-' || g || '@example.org'
      from generate_series(1, 3) g`);
    // Ties in reactions and in created_at (to the microsecond), so the cursor's every key counts.
    await server.db.execute(sql`
      insert into stories (title, content, tags, author_id, created_at, reactions_count)
      select 'Title ' || g, 'Content', array['Legal'], 'prepared-user-' || (g % 3 + 1),
             timestamptz '2025-01-01' + (g / 2) * interval '1 minute'
               + (g % 5) * interval '1 microsecond',
             g % 4
      from generate_series(1, ${STORIES}) g`);
    await server.db.execute(sql`
      update stories set hidden_at = now() where title in ('Title 7', 'Title 30')`);
    await server.db.execute(sql`
      insert into reactions (story_id, user_id)
      select id, ${READER} from stories where reactions_count % 2 = 1`);
    await server.db.execute(sql`
      insert into reports (story_id, user_id, reason)
      select id, ${READER}, 'spam' from stories where reactions_count = 3`);
  });

  afterAll(() => server.close());

  it('answers every sort, page size, cursor and reader as the query built afresh', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...STORY_SORTS),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(null, READER, 'prepared-user-2'),
        async (sort, limit, pagesIn, viewerId) => {
          let cursor = null;
          for (let page = 0; page <= pagesIn; page += 1) {
            const params = { tags: [], sort, cursor, limit };
            const built = await storyListQuery(server.db, params, viewerId);
            const listed = await listStories(server.db, params, viewerId);
            expect(listed.stories).toEqual(
              built.slice(0, limit).map((row) => storyJson(row, row.mediaSizes)),
            );
            if (!listed.nextCursor) return;
            cursor = decodeCursor(listed.nextCursor, sort);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("answers Home's top stories as the query built afresh", async () => {
    expect(await topStories(server.db)).toEqual(await topStoriesQuery(server.db));
  });

  it('builds no query for a second visit to a list or to Home', async () => {
    const params = { tags: [], sort: 'likes' as const, cursor: null, limit: 10 };
    await listStories(server.db, params);
    await topStories(server.db);
    const select = vi.spyOn(server.db, 'select');
    try {
      await listStories(server.db, params);
      await topStories(server.db);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });
});
