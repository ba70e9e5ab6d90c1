// Her own state on the stories she reads: liked_by_me and reported_by_me, in the answers to her
// only (never to another reader or a visitor), on every sort, filter and page of the list, on
// one story and on her own list, and right after she likes or reports.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import { STORY_SORTS } from '@/domain/vocabularies';
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

  async function sheActs() {
    expect((await react(her, 'Liked')).status).toBe(201);
    expect((await react(her, 'Both')).status).toBe(201);
    expect((await report(her, 'Reported')).status).toBe(201);
    expect((await report(her, 'Both')).status).toBe(201);
  }

  const HERS = {
    Liked: { liked_by_me: true },
    Reported: { reported_by_me: true },
    Both: { liked_by_me: true, reported_by_me: true },
    Neither: {},
  };
  const NONE = { Liked: {}, Reported: {}, Both: {}, Neither: {} };

  it('tells her on every sort and filter, and nobody else', async () => {
    await sheActs();
    // The other reader's own like is his, not hers.
    expect((await react(other, 'Neither')).status).toBe(201);
    for (const sort of STORY_SORTS) {
      for (const query of [`sort=${sort}`, `sort=${sort}&tags=Healing&tags=Legal`]) {
        expect(flagsByTitle(await listed(query, her))).toEqual(HERS);
        expect(flagsByTitle(await listed(query))).toEqual(NONE);
        expect(flagsByTitle(await listed(query, other))).toEqual({
          ...NONE,
          Neither: { liked_by_me: true },
        });
        expect(flagsByTitle(await listed(query, author))).toEqual(NONE);
      }
    }
  });

  it('tells her on every page of the list', async () => {
    await sheActs();
    const seen: Story[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `sort=newest&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await get(`/api/stories?${query}`, her);
      const page = (await response.json()) as { stories: Story[]; nextCursor: string | null };
      expect(page.stories).toHaveLength(1);
      seen.push(...page.stories);
      cursor = page.nextCursor;
    } while (cursor);
    expect(flagsByTitle(seen)).toEqual(HERS);
  });

  it('tells her on one story, and nobody else', async () => {
    await sheActs();
    for (const [title, flags] of Object.entries(HERS)) {
      expect(flagsByTitle([await one(title, her)])).toEqual({ [title]: flags });
      expect(flagsByTitle([await one(title, other)])).toEqual({ [title]: {} });
      expect(flagsByTitle([await one(title)])).toEqual({ [title]: {} });
    }
  });

  it('tells her right after she likes or reports, with no answer kept from before', async () => {
    expect((await one('Both', her)).liked_by_me).toBeUndefined();
    expect((await react(her, 'Both')).status).toBe(201);
    expect(flagsByTitle([await one('Both', her)])).toEqual({ Both: { liked_by_me: true } });
    expect(flagsByTitle(await listed('sort=likes', her)).Both).toEqual({ liked_by_me: true });
    expect((await report(her, 'Both')).status).toBe(201);
    expect(flagsByTitle(await listed('sort=newest', her)).Both).toEqual(HERS.Both);
    // A refused repeat changes nothing.
    expect((await report(her, 'Both')).status).toBe(409);
    expect((await react(her, 'Both')).status).toBe(409);
    expect(flagsByTitle([await one('Both', her)])).toEqual({ Both: HERS.Both });
  });

  it('tells the author on her own list which of her stories she liked', async () => {
    expect((await react(author, 'Liked')).status).toBe(201);
    expect((await react(her, 'Both')).status).toBe(201);
    const response = await get('/api/stories/mine', author);
    const mine = ((await response.json()) as { stories: Story[] }).stories;
    expect(flagsByTitle(mine)).toEqual({ ...NONE, Liked: { liked_by_me: true } });
    expect(mine.every((story) => story.is_mine === true)).toBe(true);
  });

  it('leaves the flags out of the top stories, which offer no heart to press', async () => {
    await sheActs();
    const response = await get('/api/stories/top', her);
    const top = ((await response.json()) as { stories: Story[] }).stories;
    expect(flagsByTitle(top)).toEqual(NONE);
  });
});
