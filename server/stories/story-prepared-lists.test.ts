// Every list page and Home's top stories run as statements prepared once per database. Their
// pages, for every sort, page size, tag filter, cursor and reader, are the public stories'
// order read straight from the stories table (the tags' own column, not public_story_tags),
// while stories are hidden, sent to review, published, retagged and liked between lists (what
// the trigger keeping public_story_tags must follow); on PGlite and on PostgreSQL. And a second
// request builds no query.
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { STORY_SORTS, STORY_TAGS, type StorySort, type StoryTag } from '@/domain/vocabularies';
import { decodeCursor, type StoryCursor } from './story-cursor';
import { storyJson } from './story-json';
import { findStory, listStories, topStories, topStoriesQuery } from './story-queries';
import { defined, rowsOf, setupListedStoriesServer } from './story-test-helpers';

const STORIES = 60;
const READER = 'prepared-user-1';

const ORDER_SQL = {
  newest: sql`created_at desc, id desc`,
  oldest: sql`created_at asc, id asc`,
  likes: sql`reactions_count desc, created_at desc, id desc`,
} satisfies Record<StorySort, unknown>;

/** What may happen to a story between two lists. */
const changeArbitrary = fc.record({
  story: fc.integer({ min: 1, max: STORIES }),
  change: fc.oneof(
    fc.constant({ kind: 'hide' as const }),
    fc.constant({ kind: 'restore' as const }),
    fc.constant({ kind: 'review' as const }),
    fc.constant({ kind: 'publish' as const }),
    fc.record({
      kind: fc.constant('retag' as const),
      tags: fc.subarray([...STORY_TAGS], { minLength: 1, maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('like' as const), count: fc.integer({ min: 0, max: 4 }) }),
  ),
});

type StoryChange = typeof changeArbitrary extends fc.Arbitrary<infer T> ? T : never;

describe('prepared story lists', () => {
  // Ties in reactions and in created_at (to the microsecond), so the cursor's every key counts;
  // one or two tags each, of all eleven.
  const tag = (index: SQL) => sql`(${sql.param(STORY_TAGS)}::text[])[${index}]`;
  const server = setupListedStoriesServer('prepared', {
    users: 3,
    stories: STORIES,
    tags: sql`case when g % 11 = 0 then array[${tag(sql`1`)}]
                   else array[${tag(sql`g % 11 + 1`)}, ${tag(sql`(g * 7) % 11 + 1`)}] end`,
    createdAt: sql`timestamptz '2025-01-01' + (g / 3) * interval '1 minute'
                   + (g % 2) * interval '1 microsecond'`,
    reactions: sql`g % 4`,
    hidden: sql`title in ('Title 7', 'Title 30')`,
    // The reader (user 1) likes the stories with odd counts and reports those with three.
    liked: sql`u = 1 and s.reactions_count % 2 = 1`,
    reported: sql`u = 1 and s.reactions_count = 3`,
  });

  async function apply({ story, change }: StoryChange) {
    const title = `Title ${story}`;
    const set = {
      hide: sql`hidden_at = now()`,
      restore: sql`hidden_at = null`,
      review: sql`review_state = 'waiting'`,
      publish: sql`review_state = null`,
      retag: sql`tags = ${sql.param(change.kind === 'retag' ? change.tags : [])}::text[]`,
      like: sql`reactions_count = ${change.kind === 'like' ? change.count : 0}`,
    }[change.kind];
    await server.db.execute(sql`update stories set ${set} where title = ${title}`);
  }

  /** The public stories the tags match (any of them; all without tags), in the sort's order. */
  async function expectedIds(sort: StorySort, tags: readonly StoryTag[]): Promise<string[]> {
    const tagged = tags.length > 0 ? sql`and tags && ${sql.param(tags)}::text[]` : sql``;
    const result = await server.db.execute(sql`
      select id from stories where hidden_at is null and review_state is null ${tagged}
      order by ${ORDER_SQL[sort]}`);
    return rowsOf<{ id: string }>(result).map((row) => row.id);
  }

  it('pages every sort, page size, filter and reader as the stories table orders them', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(changeArbitrary, { maxLength: 4 }),
        fc.constantFrom(...STORY_SORTS),
        fc.integer({ min: 1, max: 12 }),
        fc.subarray([...STORY_TAGS], { maxLength: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(null, READER, 'prepared-user-2'),
        async (changes, sort, limit, tags, pagesIn, viewerId) => {
          for (const change of changes) await apply(change);
          const expected = await expectedIds(sort, tags);
          let cursor: StoryCursor | null = null;
          const seen: string[] = [];
          for (let page = 0; page <= pagesIn; page += 1) {
            const listed = await listStories(server.db, { tags, sort, cursor, limit }, viewerId);
            // Each story as the single-story read shows her the same story.
            for (const story of listed.stories) {
              const row = defined(await findStory(server.db, story.id, viewerId), story.id);
              expect(story).toEqual(storyJson(row, row.mediaSizes));
            }
            seen.push(...listed.stories.map((story) => story.id));
            expect(seen).toEqual(expected.slice(0, seen.length));
            expect(listed.nextCursor === null).toBe(seen.length === expected.length);
            if (!listed.nextCursor) return;
            cursor = decodeCursor(listed.nextCursor, sort);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("answers Home's top stories as the query built afresh", async () => {
    expect(await topStories(server.db)).toEqual(await topStoriesQuery(server.db));
  });

  it('builds no query for a second visit to a list, tagged or not, or to Home', async () => {
    const params = { tags: [], sort: 'likes' as const, cursor: null, limit: 10 };
    const tagged = { ...params, tags: ['Legal', 'Healing'] as StoryTag[] };
    const visit = async () => {
      await listStories(server.db, params);
      await listStories(server.db, tagged, READER);
      await topStories(server.db);
    };
    await visit();
    const select = vi.spyOn(server.db, 'select');
    try {
      await visit();
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });
});
