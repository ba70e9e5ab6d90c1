// Listing: any-of tag filter, the three sort orders, keyset pages, limits and cursor checks;
// stories hidden by reports never appear, and pages around them stay complete.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import { STORY_SORTS, STORY_TAGS, type StorySort } from '@/domain/vocabularies';
import { ANY_STRING } from '@/testing/expected';
import { setupTestServer } from '../testing/setup-test-server';
import { encodeCursor } from './story-cursor';
import { LIMITS } from '@/domain/limits';
import { STORY_PAGE_DEFAULT, STORY_PAGE_MAX } from './story-limits';

interface Seed {
  id: string;
  /** Microseconds after BASE: ties and sub-millisecond differences are both generated. */
  micros: number;
  reactions: number;
  tags: string[];
  /** Hidden from readers by reports. */
  hidden?: boolean;
}

const BASE_MS = Date.UTC(2025, 0, 1);
const AUTHOR = 'listing-author';

function isoMicros(micros: number): string {
  const whole = new Date(BASE_MS + Math.floor(micros / 1000)).toISOString().slice(0, 19);
  const fraction = String((BASE_MS % 1000) * 1000 + (micros % 1_000_000)).padStart(6, '0');
  return `${whole}.${fraction}Z`;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The order the API promises, computed independently in JS. */
function expectedOrder(seeds: Seed[], sort: StorySort, tags: string[]): string[] {
  const matching = seeds.filter(
    (seed) => !seed.hidden && (tags.length === 0 || seed.tags.some((tag) => tags.includes(tag))),
  );
  const newest = (a: Seed, b: Seed) => b.micros - a.micros || compareText(b.id, a.id);
  const order = {
    newest,
    oldest: (a: Seed, b: Seed) => -newest(a, b),
    likes: (a: Seed, b: Seed) => b.reactions - a.reactions || newest(a, b),
  }[sort];
  return [...matching].sort(order).map((seed) => seed.id);
}

describe('story listing', () => {
  const server = setupTestServer();
  beforeEach(async () => {
    await server.db.execute(
      sql`insert into "user" (id, name, email) values (${AUTHOR}, 'A', 'listing@example.org')`,
    );
  });

  async function seed(seeds: Seed[]) {
    await server.db.execute(sql`truncate table stories cascade`);
    if (seeds.length === 0) return;
    const rows = seeds.map(
      (s) =>
        sql`(${s.id}::uuid, 'Title', 'Content', ${`{${s.tags.map((t) => `"${t}"`).join(',')}}`}::text[],
             ${AUTHOR}, ${isoMicros(s.micros)}::timestamptz, ${s.reactions},
             ${s.hidden ? sql`now()` : null}::timestamptz)`,
    );
    await server.db.execute(sql`
      insert into stories (id, title, content, tags, author_id, created_at, reactions_count,
                           hidden_at)
      values ${sql.join(rows, sql`, `)}`);
  }

  async function page(params: { tags?: string[]; sort?: string; cursor?: string; limit?: number }) {
    const search = new URLSearchParams();
    for (const tag of params.tags ?? []) search.append('tags', tag);
    for (const key of ['sort', 'cursor', 'limit'] as const) {
      if (params[key] !== undefined) search.set(key, String(params[key]));
    }
    const response = await server.request(`/api/stories?${search}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { stories: Story[]; nextCursor: string | null };
  }

  /** Follows nextCursor to the end; checks every page but the last is full. */
  async function allPages(
    params: { tags: string[]; sort: StorySort; limit: number },
    total: number,
  ) {
    const ids: string[] = [];
    let cursor: string | undefined;
    // A correct API needs at most this many pages; a looping cursor fails fast.
    for (let pages = 0; pages <= Math.ceil(total / params.limit); pages += 1) {
      const result = await page({ ...params, cursor });
      ids.push(...result.stories.map((story) => story.id));
      if (!result.nextCursor) return ids;
      expect(result.stories).toHaveLength(params.limit);
      cursor = result.nextCursor;
    }
    throw new Error('paging did not end');
  }

  const seedArb = fc.record({
    id: fc.uuid({ version: 4 }),
    micros: fc.oneof(
      fc.integer({ min: 0, max: 5 }).map((s) => s * 1_000_000), // whole seconds: many ties
      fc.integer({ min: 0, max: 5_000_000 }), // microsecond differences a Date would lose
    ),
    reactions: fc.integer({ min: 0, max: 4 }),
    tags: fc.subarray(STORY_TAGS.slice(0, 4) as string[], { maxLength: 2 }),
    hidden: fc.boolean(),
  });

  // Every sort and any-of tag filter, against an order computed here: one example of each would
  // say again what this says for any stories.
  it('returns every matching story exactly once, in order, across pages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(seedArb, { maxLength: 24, selector: (s) => s.id }),
        fc.constantFrom(...STORY_SORTS),
        fc.integer({ min: 1, max: 7 }),
        fc.subarray(STORY_TAGS.slice(0, 4) as string[], { maxLength: 2 }),
        async (seeds, sort, limit, tags) => {
          await seed(seeds);
          const ids = await allPages({ tags, sort, limit }, seeds.length);
          // expectedOrder leaves hidden stories out: none may appear on any page.
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids).toEqual(expectedOrder(seeds, sort, tags));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('serves 10 by default and caps at 50', async () => {
    await seed(
      Array.from({ length: 60 }, (_, i) => ({
        id: randomUUID(),
        micros: i,
        reactions: 0,
        tags: [],
      })),
    );
    expect((await page({})).stories).toHaveLength(STORY_PAGE_DEFAULT);
    const capped = await page({ limit: 1000 });
    expect(capped.stories).toHaveLength(STORY_PAGE_MAX);
    expect(capped.nextCursor).not.toBeNull();
  });

  it('returns up to 9 top stories by reactions, then newest, none of them hidden', async () => {
    const seeds = Array.from({ length: 14 }, (_, i) => ({
      id: randomUUID(),
      micros: i,
      reactions: i % 4,
      tags: [],
      hidden: i % 5 === 3,
    }));
    await seed(seeds);
    const response = await server.request('/api/stories/top');
    const { stories } = (await response.json()) as { stories: Story[] };
    expect(stories.map((story) => story.id)).toEqual(
      expectedOrder(seeds, 'likes', []).slice(0, LIMITS.homeTopStories),
    );
  });

  it('refuses bad limits, unknown tags, sorts and malformed or foreign cursors with 400', async () => {
    await seed([{ id: randomUUID(), micros: 1, reactions: 0, tags: [] }]);
    const bad = [
      ...['0', '-1', '2.5', 'ten'].map((limit) => `/api/stories?limit=${limit}`),
      '/api/stories?tags=Unknown',
      '/api/stories?tags=Recovery&tags=unknown',
      '/api/stories?tags=',
      '/api/stories?sort=popular',
      '/api/stories?cursor=not-a-cursor',
      `/api/stories?sort=oldest&cursor=${encodeCursor({ sort: 'newest', createdAt: isoMicros(0), id: randomUUID() })}`,
      `/api/stories?cursor=${Buffer.from(JSON.stringify({ s: 'newest', c: '2025-02-31T00:00:00.000000Z', i: randomUUID() })).toString('base64url')}`,
      `/api/stories?sort=likes&cursor=${Buffer.from(JSON.stringify({ s: 'likes', c: isoMicros(0), i: randomUUID() })).toString('base64url')}`,
    ];
    for (const path of bad) {
      const response = await server.request(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: ANY_STRING, code: 'invalidRequest' });
    }
  });
});
