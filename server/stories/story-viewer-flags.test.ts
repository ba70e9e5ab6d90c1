// Her own state on the stories she reads, right after she likes or reports: no answer is kept
// from before. Where the flags show (to her only, on every sort, filter and page, on one story,
// on her own list, never on the top stories) is the port contract's case (src/testing/
// port-contract-stories.ts), run on this server.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import { createTestServer, type TestServer } from '../testing/test-server';
import { createStoryAs, type TestUser, testUser } from './story-test-helpers';

type Flags = Pick<Story, 'liked_by_me' | 'reported_by_me'>;

/** Each story's flags by title, as one answer carries them ({} where it has none). */
function flagsByTitle(stories: Story[]): Record<string, Flags> {
  return Object.fromEntries(
    stories.map((story) => {
      const flags: Flags = {};
      if ('liked_by_me' in story) flags.liked_by_me = story.liked_by_me;
      if ('reported_by_me' in story) flags.reported_by_me = story.reported_by_me;
      return [story.title, flags];
    }),
  );
}

describe("a reader's own likes and reports in the story answers", () => {
  let server: TestServer;
  let author: TestUser;
  let her: TestUser;
  let other: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await createTestServer();
    author = await testUser(server, 'flags-author@example.org');
    her = await testUser(server, 'flags-her@example.org');
    other = await testUser(server, 'flags-other@example.org');
  });
  beforeEach(async () => {
    await server.db.execute(sql`truncate table media, reactions, reports, stories cascade`);
    for (const title of ['Liked', 'Reported', 'Both', 'Neither']) {
      ids[title] = (await createStoryAs(server, author, { title, tags: ['Healing'] })).id;
    }
  });
  afterAll(() => server.close());

  const get = (path: string, user?: TestUser) => server.request(path, { cookie: user?.cookie });
  const react = (user: TestUser, title: string) =>
    server.request(`/api/stories/${ids[title]}/reactions`, { body: {}, cookie: user.cookie });
  const report = (user: TestUser, title: string) =>
    server.request(`/api/stories/${ids[title]}/reports`, {
      body: { reason: 'spam' },
      cookie: user.cookie,
    });

  async function listed(query: string, user?: TestUser): Promise<Story[]> {
    const response = await get(`/api/stories?${query}`, user);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/no-store/);
    return ((await response.json()) as { stories: Story[] }).stories;
  }

  async function one(title: string, user?: TestUser): Promise<Story> {
    const response = await get(`/api/stories/${ids[title]}`, user);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/no-store/);
    return (await response.json()) as Story;
  }

  const HERS = {
    Liked: { liked_by_me: true },
    Reported: { reported_by_me: true },
    Both: { liked_by_me: true, reported_by_me: true },
    Neither: {},
  };

  it('tells her right after she likes or reports, with no answer kept from before', async () => {
    expect((await one('Both', her)).liked_by_me).toBeUndefined();
    expect((await react(her, 'Both')).status).toBe(201);
    expect(flagsByTitle([await one('Both', her)])).toEqual({ Both: { liked_by_me: true } });
    expect(flagsByTitle(await listed('sort=likes', her)).Both).toEqual({ liked_by_me: true });
    expect((await report(her, 'Both')).status).toBe(201);
    expect(flagsByTitle(await listed('sort=newest', her)).Both).toEqual(HERS.Both);
    // Another reader's like is his, not hers.
    expect((await react(other, 'Neither')).status).toBe(201);
    expect(flagsByTitle(await listed('sort=newest', her)).Neither).toEqual({});
    // A refused repeat changes nothing.
    expect((await report(her, 'Both')).status).toBe(409);
    expect((await react(her, 'Both')).status).toBe(409);
    expect(flagsByTitle([await one('Both', her)])).toEqual({ Both: HERS.Both });
  });
});
