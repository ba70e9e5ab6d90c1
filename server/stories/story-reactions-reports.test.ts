// Reactions (one per user, count moved with the row) and reports (one per user, pending). The
// admins' list of reported stories is proved in story-moderation.test.ts.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { reactions, reports, stories } from '../db/schema';
import { createStoryAs, setupStoriesServer, type TestUser } from './story-test-helpers';

describe('reactions and reports', () => {
  const { server, users } = setupStoriesServer({
    author: 'author@example.org',
    first: 'reader0@example.org',
    second: 'reader1@example.org',
    third: 'reader2@example.org',
    fourth: 'reader3@example.org',
    fifth: 'reader4@example.org',
  });
  const { author, first, second } = users;
  const readers = [first, second, users.third, users.fourth, users.fifth];
  let storyId: string;
  beforeEach(async () => {
    storyId = (await createStoryAs(server, author)).id;
  });

  const react = (user: TestUser, id = storyId) =>
    server.request(`/api/stories/${id}/reactions`, { body: {}, cookie: user.cookie });
  const report = (user: TestUser, body: unknown = { reason: 'spam' }, id = storyId) =>
    server.request(`/api/stories/${id}/reports`, { body, cookie: user.cookie });

  it('keeps the count equal to the rows under concurrent reactions, repeats included', async () => {
    const responses = await Promise.all([...readers, ...readers].map((reader) => react(reader)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(readers.length);
    expect(statuses.filter((status) => status === 409)).toHaveLength(readers.length);
    const [story] = await server.db.select().from(stories).where(eq(stories.id, storyId));
    expect(story?.reactionsCount).toBe(readers.length);
    expect(await server.db.select().from(reactions)).toHaveLength(readers.length);
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
