// GET /api/admin/support/totals (issue 36 item 1): admins see support's totals only, how many
// messages and how many stories; a visitor is 401, any other user 403, and nothing names a story
// or a sender.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupportTotals } from '@/domain/support-totals';
import { createTestServer, type TestServer } from '../testing/test-server';
import { createStoryAs, type TestUser, testUser } from '../stories/story-test-helpers';

describe('support totals for admins', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await createTestServer({ adminEmails: ['admin@example.org'] });
    admin = await testUser(server, 'admin@example.org');
  });
  beforeEach(async () => {
    await server.db.execute(sql`truncate table story_support, support_seen, stories cascade`);
  });
  afterAll(() => server.close());

  const totals = (user: TestUser | null) =>
    server.request('/api/admin/support/totals', user ? { cookie: user.cookie } : {});
  const send = (user: TestUser, storyId: string, messageId: string) =>
    server.request(`/api/stories/${storyId}/support`, { body: { messageId }, cookie: user.cookie });

  it('counts the messages and the stories that received any, and names nobody', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const author = await testUser(server, `author-${suffix}@example.org`);
    const first = await testUser(server, `first-${suffix}@example.org`);
    const second = await testUser(server, `second-${suffix}@example.org`);
    const one = (await createStoryAs(server, author)).id;
    const two = (await createStoryAs(server, author)).id;
    await createStoryAs(server, author); // a third story, which receives none

    const empty = await totals(admin);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ messages: 0, stories: 0 });

    expect((await send(first, one, 'not-alone')).status).toBe(204);
    expect((await send(second, one, 'stay-strong')).status).toBe(204);
    expect((await send(second, two, 'you-matter')).status).toBe(204);

    const response = await totals(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    const body = (await response.json()) as SupportTotals;
    expect(body).toEqual({ messages: 3, stories: 2 });
    const text = JSON.stringify(body);
    for (const id of [one, two, first.id, second.id, author.id]) expect(text).not.toContain(id);
  });

  it('refuses a visitor (401) and any user who is not an admin (403)', async () => {
    const reader = await testUser(
      server,
      `reader-${Math.random().toString(36).slice(2, 8)}@example.org`,
    );
    expect((await totals(null)).status).toBe(401);
    const refused = await totals(reader);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).not.toMatch(/messages|stories/);
  });
});
