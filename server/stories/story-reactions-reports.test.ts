// Reactions (one per user, count moved with the row) and reports (one per user, pending). The
// admins' list of reported stories is proved in story-moderation.test.ts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { reactions, reports, stories } from '../db/schema';
import { createTestServer, type TestServer } from '../testing/test-server';
import { createStoryAs, defined, type TestUser, testUser } from './story-test-helpers';

describe('reactions and reports', () => {
  let server: TestServer;
  let author: TestUser;
  let readers: TestUser[];
  let first: TestUser;
  let second: TestUser;
  let storyId: string;

  beforeAll(async () => {
    server = await createTestServer();
    author = await testUser(server, 'author@example.org');
    readers = [];
    for (let i = 0; i < 5; i += 1) readers.push(await testUser(server, `reader${i}@example.org`));
    first = defined(readers[0]);
    second = defined(readers[1]);
  });
  // Users stay (signing up is slow); stories and their rows are fresh per test.
  beforeEach(async () => {
    await server.db.execute(sql`truncate table media, reactions, reports, stories cascade`);
    storyId = (await createStoryAs(server, author)).id;
  });
  afterAll(() => server.close());

  const react = (user: TestUser, id = storyId) =>
    server.request(`/api/stories/${id}/reactions`, { body: {}, cookie: user.cookie });
  const report = (user: TestUser, body: unknown = { reason: 'spam' }, id = storyId) =>
    server.request(`/api/stories/${id}/reports`, { body, cookie: user.cookie });

  async function storedCount() {
    const [row] = await server.db
      .select({ count: stories.reactionsCount })
      .from(stories)
      .where(eq(stories.id, storyId));
    return row?.count;
  }

  async function reactionRows() {
    return (await server.db.select().from(reactions).where(eq(reactions.storyId, storyId))).length;
  }

  it('keeps the count equal to the rows under concurrent reactions, repeats included', async () => {
    const responses = await Promise.all([...readers, ...readers].map((reader) => react(reader)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(readers.length);
    expect(statuses.filter((status) => status === 409)).toHaveLength(readers.length);
    expect(await reactionRows()).toBe(readers.length);
    expect(await storedCount()).toBe(readers.length);
  });

  // The new count, a repeat's 409 leaving it as it was, and 404 on an unknown story: the port
  // contract's reactions case and the grid's 'react again', 'react unknown' and 'report unknown'
  // cells (stories-authorization.test.ts).
  it('stores one pending report per user per story, with its reason (default other)', async () => {
    expect((await report(first)).status).toBe(201);
    expect((await report(second, {})).status).toBe(201);
    const repeat = await report(first, { reason: 'harassment' });
    expect(repeat.status).toBe(409);
    expect(await repeat.json()).toEqual({
      error: MESSAGES.reportDuplicate,
      code: 'reportDuplicate',
    });
    const rows = await server.db.select().from(reports).orderBy(reports.reason);
    expect(rows.map((row) => [row.userId, row.reason, row.status])).toEqual([
      [second.id, 'other', 'pending'],
      [first.id, 'spam', 'pending'],
    ]);
  });

  it('refuses an unknown reason with 400', async () => {
    const response = await report(first, { reason: 'dislike' });
    expect(response.status).toBe(400);
    expect(await server.db.select().from(reports)).toEqual([]);
  });
});
