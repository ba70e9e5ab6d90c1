// Send Support reaches the author (issue 36): POST /api/stories/:id/support, and her
// GET /api/stories/mine/support and POST /api/stories/mine/support/seen. Every role, the daily
// limit, the refusals that change nothing, and what erasure and her export do with it; and the
// admins' totals (GET /api/admin/support/totals), which name no story or sender.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '@/domain/support-messages';
import type { SupportReceived } from '@/domain/support-received';
import type { SupportTotals } from '@/domain/support-totals';
import { stories, storySupport, supportSeen } from '../db/schema';
import { setupTestServer } from '../testing/setup-test-server';
import { createStoryAs, type TestUser, testUser } from '../stories/story-test-helpers';

const PASSWORD = 'Str0ng!pass';

describe('support sent to a story’s author', () => {
  const server = setupTestServer({ adminEmails: ['admin@example.org'] }, ({ db }) =>
    db.execute(sql`truncate table story_support, support_seen, stories cascade`),
  );
  let author: TestUser;
  let reader: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let storyId: string;
  beforeAll(async () => {
    admin = await testUser(server, 'admin@example.org');
  });
  beforeEach(async () => {
    // Fresh accounts each time: a test may erase one.
    const suffix = Math.random().toString(36).slice(2, 8);
    author = await testUser(server, `author-${suffix}@example.org`);
    reader = await testUser(server, `reader-${suffix}@example.org`);
    other = await testUser(server, `other-${suffix}@example.org`);
    storyId = (await createStoryAs(server, author)).id;
  });

  const send = (user: TestUser | null, body: unknown, id = storyId) =>
    server.request(`/api/stories/${id}/support`, {
      body,
      ...(user ? { cookie: user.cookie } : {}),
    });
  const received = (user: TestUser | null) =>
    server.request('/api/stories/mine/support', user ? { cookie: user.cookie } : {});
  const markSeen = (user: TestUser) =>
    server.request('/api/stories/mine/support/seen', { body: {}, cookie: user.cookie });
  async function supportOf(user: TestUser): Promise<SupportReceived> {
    const response = await received(user);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    return (await response.json()) as SupportReceived;
  }
  const rowCount = () => server.db.$count(storySupport);

  // Delivery to the author alone (newest first, counted, naming no sender), nobody else
  // reading them, the daily refusal, her own story, a visitor and an unknown story refused: the
  // port contract's support case (src/testing/port-contract-stories.ts) on this server.
  it('counts as new only what arrived since she marked it seen', async () => {
    await send(reader, { messageId: 'you-matter' });
    expect((await supportOf(author)).unseen).toBe(1);
    expect((await markSeen(author)).status).toBe(204);
    expect((await supportOf(author)).unseen).toBe(0);
    await send(other, { messageId: 'you-matter' });
    const after = await supportOf(author);
    expect(after.unseen).toBe(1);
    expect(after.stories[0]?.total).toBe(2);
    // Her marking changes nothing of anyone else's.
    expect((await markSeen(reader)).status).toBe(204);
    expect((await supportOf(author)).unseen).toBe(1);
    expect((await server.request('/api/stories/mine/support/seen', { body: {} })).status).toBe(401);
  });

  it('takes one message per reader per story per day', async () => {
    expect((await send(reader, { messageId: 'not-alone' })).status).toBe(204);
    // Refused as supportAlreadySent: the port contract's support case.
    expect((await send(reader, { messageId: 'stay-strong' })).status).toBe(409);
    expect(await rowCount()).toBe(1);
    // Another story of hers still takes one; and so does this one the next day.
    const second = (await createStoryAs(server, author, { title: 'Second' })).id;
    expect((await send(reader, { messageId: 'stay-strong' }, second)).status).toBe(204);
    await server.db
      .update(storySupport)
      .set({ sentOn: sql`${storySupport.sentOn} - 1` })
      .where(eq(storySupport.storyId, storyId));
    expect((await send(reader, { messageId: 'stay-strong' })).status).toBe(204);
    expect(await rowCount()).toBe(3);
  });

  it('refuses a story she may not read, or no story at all, changing nothing', async () => {
    await server.db
      .update(stories)
      .set({ hiddenAt: sql`now()` })
      .where(eq(stories.id, storyId));
    const hidden = await send(reader, { messageId: 'not-alone' });
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toMatchObject({ code: 'storyNotFound' });

    expect((await send(reader, { messageId: 'not-alone' }, 'not-a-uuid')).status).toBe(404);
    expect(await rowCount()).toBe(0);
  });

  it('takes only the catalogue’s messages: no words of her own, no NUL, no odd ids', async () => {
    const refusals: unknown[] = [
      { messageId: 'you-are-worthless' },
      { messageId: 'not-alone\u0000' },
      { messageId: 'Not-Alone' },
      { messageId: '' },
      {},
      { messageId: 7 },
      ['not-alone'],
    ];
    for (const body of refusals) {
      const response = await send(reader, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalidRequest' });
    }
    for (const id of ['%00', `${storyId}%00`, 'a.b', 'x'.repeat(129)]) {
      expect((await send(reader, { messageId: 'not-alone' }, id)).status).toBe(400);
    }
    expect(await rowCount()).toBe(0);
    // Every one of the 15 is accepted (each from another reader, so the daily limit holds).
    for (const { id } of SUPPORT_MESSAGES) {
      const sender = await testUser(server, `sender-${id}-${Math.random()}@example.org`);
      expect((await send(sender, { messageId: id })).status).toBe(204);
    }
    expect((await supportOf(author)).stories[0]?.total).toBe(SUPPORT_MESSAGES.length);
  });

  it('takes the story from the path, never from the body', async () => {
    const elsewhere = (await createStoryAs(server, other, { title: 'Elsewhere' })).id;
    await send(reader, { messageId: 'not-alone', storyId: elsewhere });
    expect((await supportOf(author)).stories[0]?.story_id).toBe(storyId);
    expect(await supportOf(other)).toEqual({ stories: [], unseen: 0 });
  });

  // A body over the JSON limit, declared or streamed, is refused before this route reads it:
  // security/bounded-bodies.test.ts (one guard in front of every route).
  it('goes with the story, whether she deletes it or an admin does', async () => {
    const second = (await createStoryAs(server, author, { title: 'Second' })).id;
    await send(reader, { messageId: 'not-alone' });
    await send(reader, { messageId: 'not-alone' }, second);
    const deletion = { method: 'DELETE', cookie: author.cookie };
    expect((await server.request(`/api/stories/${storyId}`, deletion)).status).toBe(204);
    expect((await supportOf(author)).stories.map((story) => story.story_id)).toEqual([second]);
    const removed = await server.request(`/api/admin/stories/${second}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await supportOf(author)).toEqual({ stories: [], unseen: 0 });
    expect(await rowCount()).toBe(0);
  });

  it('leaves the counts with a reader’s erased account, and all of it with the author’s', async () => {
    await send(reader, { messageId: 'not-alone' });
    await send(other, { messageId: 'not-alone' });
    const erase = (user: TestUser) =>
      server.request('/api/account/delete', { body: { password: PASSWORD }, cookie: user.cookie });
    expect((await erase(reader)).status).toBe(204);
    expect((await supportOf(author)).stories[0]?.messages).toMatchObject([
      { message_id: 'not-alone', count: 1 },
    ]);
    await markSeen(author);
    expect((await erase(author)).status).toBe(204);
    expect(await rowCount()).toBe(0);
    expect(await server.db.$count(supportSeen)).toBe(0);
  });

  it('puts the support she received in her data file: messages and dates, never who', async () => {
    await send(reader, { messageId: 'we-believe-you' });
    await send(other, { messageId: 'we-believe-you' });
    const exported = await server.request('/api/account/data', { body: {}, cookie: author.cookie });
    expect(exported.status).toBe(200);
    const file = (await exported.json()) as { support_received?: unknown };
    expect(file.support_received).toEqual((await supportOf(author)).stories);
    expect(file.support_received).toMatchObject([
      { story_id: storyId, total: 2, messages: [{ message_id: 'we-believe-you', count: 2 }] },
    ]);
    const text = JSON.stringify(file);
    for (const sender of [reader, other]) expect(text).not.toContain(sender.id);
    // The reader's own file holds nothing of what she sent.
    const hers = (await (
      await server.request('/api/account/data', { body: {}, cookie: reader.cookie })
    ).json()) as { support_received?: unknown };
    expect(hers.support_received).toEqual([]);
  });

  describe('support totals for admins', () => {
    const totals = (user: TestUser | null) =>
      server.request('/api/admin/support/totals', user ? { cookie: user.cookie } : {});

    it('counts the messages and the stories that received any, names nobody, and only to admins', async () => {
      const two = (await createStoryAs(server, author)).id;
      await createStoryAs(server, author); // a third story, which receives none
      expect(await (await totals(admin)).json()).toEqual({ messages: 0, stories: 0 });
      expect((await send(reader, { messageId: 'not-alone' })).status).toBe(204);
      expect((await send(other, { messageId: 'stay-strong' })).status).toBe(204);
      expect((await send(other, { messageId: 'you-matter' }, two)).status).toBe(204);

      const response = await totals(admin);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/no-store/);
      const body = (await response.json()) as SupportTotals;
      expect(body).toEqual({ messages: 3, stories: 2 });
      const text = JSON.stringify(body);
      for (const id of [storyId, two, reader.id, other.id, author.id]) {
        expect(text).not.toContain(id);
      }
      // A visitor and a reader refused, learning nothing of them.
      expect((await totals(null)).status).toBe(401);
      const refused = await totals(reader);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(await refused.json())).not.toMatch(/messages|stories/);
    });
  });
});
