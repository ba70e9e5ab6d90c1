// DELETE /api/stories/:storyId/reports/mine: a reader takes back her own pending report. Every
// role, the dismissed and hidden cases, and the bodies and ids it refuses without a change.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { reports, stories } from '../db/schema';
import { createStoryAs, setupStoriesServer, type TestUser } from './story-test-helpers';

describe('withdrawing her report', () => {
  // Two verified readers hide a story, so the threshold is cheap to cross and to fall below.
  const { server, users } = setupStoriesServer(
    {
      author: 'author@example.org',
      reporter: 'reader0@example.org',
      other: 'reader1@example.org',
      third: 'reader2@example.org',
    },
    { reportsToHideStory: 2 },
  );
  const { author, reporter, other, third } = users;
  let storyId: string;
  beforeEach(async () => {
    storyId = (await createStoryAs(server, author)).id;
  });

  const report = (user: TestUser, id = storyId) =>
    server.request(`/api/stories/${id}/reports`, { body: { reason: 'spam' }, cookie: user.cookie });
  const withdraw = (user: TestUser | null, id = storyId, body: unknown = {}) =>
    server.request(`/api/stories/${id}/reports/mine`, {
      method: 'DELETE',
      body,
      ...(user ? { cookie: user.cookie } : {}),
    });

  async function reportRows() {
    return server.db
      .select({ userId: reports.userId, status: reports.status })
      .from(reports)
      .orderBy(reports.userId);
  }
  async function isHidden() {
    const [row] = await server.db.select().from(stories).where(eq(stories.id, storyId));
    return row?.hiddenAt !== null;
  }
  async function expectNotPending(response: Response) {
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: MESSAGES.reportNotPending,
      code: 'reportNotPending',
    });
  }

  it('takes back her pending report, and she may report the story again', async () => {
    expect((await report(reporter)).status).toBe(201);
    const listed = async () =>
      (await (await server.request('/api/stories', { cookie: reporter.cookie })).json()) as {
        stories: { id: string; reported_by_me?: boolean }[];
      };
    expect((await listed()).stories[0]?.reported_by_me).toBe(true);

    const response = await withdraw(reporter);
    expect(response.status).toBe(204);
    expect(await reportRows()).toEqual([]);
    expect((await listed()).stories[0]?.reported_by_me).not.toBe(true);
    // A second withdrawal finds nothing.
    await expectNotPending(await withdraw(reporter));

    expect((await report(reporter)).status).toBe(201);
    expect(await reportRows()).toEqual([{ userId: reporter.id, status: 'pending' }]);
  });

  // A visitor (401), and a reader, the author or an admin with no report of their own while
  // another's is pending (404), change nothing: the grid's 'withdraw report' cells
  // (stories-authorization.test.ts); an unknown story's, its 'withdraw report unknown' cells.
  it('answers an id that is no story’s as a story without her report', async () => {
    await expectNotPending(await withdraw(reporter, 'not-a-uuid'));
  });

  // Only her own report goes (another reader's stays pending), a dismissed report stays (404,
  // and the admin's decision stands), and a withdrawal brings back a story the reports hid once
  // they fall below the threshold: the port contract's withdrawal case
  // (port-contract-moderation.ts), run on this server.
  it('leaves a story hidden while the reports left still reach the threshold', async () => {
    await report(reporter);
    await report(other);
    expect(await isHidden()).toBe(true);
    // A third pending report: a hidden story takes no new ones, but an older one may stay so.
    await server.db.insert(reports).values({ storyId, userId: third.id, reason: 'spam' });
    expect((await withdraw(reporter)).status).toBe(204);
    expect(await isHidden()).toBe(true);
    expect((await withdraw(other)).status).toBe(204);
    expect(await isHidden()).toBe(false);
  });

  it('refuses a NUL byte or a malformed id with 400, and changes nothing', async () => {
    await report(reporter);
    for (const id of ['%00', `${storyId}%00`, 'a.b', 'x'.repeat(129)]) {
      const response = await withdraw(reporter, id);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalidRequest' });
    }
    // A body that is no object (no JSON at all: security/cross-site-writes.test.ts).
    expect((await withdraw(reporter, storyId, ['x'])).status).toBe(400);
    expect(await reportRows()).toHaveLength(1);
  });

  it('takes a DELETE without a body as one with nothing in it', async () => {
    await report(reporter);
    const response = await server.request(`/api/stories/${storyId}/reports/mine`, {
      method: 'DELETE',
      cookie: reporter.cookie,
    });
    expect(response.status).toBe(204);
    expect(await reportRows()).toEqual([]);
  });

  it('takes the id from the path, never from the body', async () => {
    await report(reporter);
    const elsewhere = (await createStoryAs(server, author, { title: 'Elsewhere' })).id;
    await report(reporter, elsewhere);
    expect((await withdraw(reporter, storyId, { storyId: elsewhere })).status).toBe(204);
    const [left] = await server.db.select({ storyId: reports.storyId }).from(reports);
    expect(left?.storyId).toBe(elsewhere);
  });

  // A body over the JSON limit, declared or streamed, is refused before this route reads it:
  // security/bounded-bodies.test.ts (one guard in front of every route).
});
