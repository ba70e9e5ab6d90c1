// The list queries the API issues are served by indexes: no sequential scan of stories, nor of
// reactions or reports for a signed-in reader's own flags.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorySort } from '@/domain/vocabularies';
import { createTestServer, type TestServer } from '../testing/test-server';
import { decodeCursor } from './story-cursor';
import {
  listStories,
  myStoriesQuery,
  storyListQuery,
  type StoryListParams,
  topStoriesQuery,
} from './story-queries';
import { defined, rowsOf } from './story-test-helpers';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

describe('story query plans', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
    await server.db.execute(sql`
      insert into "user" (id, name, email)
      select 'plan-user-' || g, 'A', 'plan-' || g || '@example.org' from generate_series(1, 50) g`);
    await server.db.execute(sql`
      insert into stories (title, content, tags, author_id, created_at, reactions_count)
      select 'Title ' || g, 'Content',
             array[(array['Recovery','Legal','Healing','Support','Discrimination',
                           'Cyberbullying','Mental Health'])[g % 7 + 1]],
             'plan-user-' || (g % 50 + 1),
             timestamptz '2025-01-01' + g * interval '1 minute' + (g % 997) * interval '1 microsecond',
             (g * 37) % 200
      from generate_series(1, 2000) g`);
    // Many reactions and reports, hers among them: her flags must probe, not scan, them.
    await server.db.execute(sql`
      insert into reactions (story_id, user_id)
      select s.id, 'plan-user-' || u from stories s, generate_series(1, 50) u
      where (hashtext(s.id::text) + u) % 3 = 0`);
    await server.db.execute(sql`
      insert into reports (story_id, user_id, reason)
      select s.id, 'plan-user-' || u, 'spam' from stories s, generate_series(1, 50) u
      where (hashtext(s.id::text) + u) % 17 = 0`);
    await server.db.execute(sql`analyze stories`);
    await server.db.execute(sql`analyze reactions`);
    await server.db.execute(sql`analyze reports`);
  });
  afterAll(() => server.close());

  async function plan(query: SQLWrapper): Promise<PlanNode[]> {
    const result = await server.db.execute(sql`explain (format json) ${query}`);
    const [row] = rowsOf<Record<string, unknown>>(result);
    const raw = row?.['QUERY PLAN'];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return nodesOf(defined(parsed[0], 'plan').Plan);
  }

  function expectIndexed(nodes: PlanNode[], index: string) {
    const onStories = nodes.filter((node) => node['Relation Name'] === 'stories');
    expect(onStories.length).toBeGreaterThan(0);
    expect(onStories.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(nodes.map((node) => node['Index Name'])).toContain(index);
  }

  /** Her flags: reactions and reports read through their indexes, never scanned whole. */
  function expectFlagsIndexed(nodes: PlanNode[]) {
    for (const table of ['reactions', 'reports']) {
      const onTable = nodes.filter((node) => node['Relation Name'] === table);
      expect(onTable.length, table).toBeGreaterThan(0);
      expect(
        onTable.map((node) => node['Node Type']),
        table,
      ).not.toContain('Seq Scan');
    }
    const indexes = nodes.map((node) => node['Index Name']);
    expect(indexes).toContain('reactions_user_id_story_id_pk');
    expect(indexes).toContain('reports_one_per_user');
  }

  async function cursorFor(sort: StorySort) {
    const first = await listStories(server.db, { tags: [], sort, cursor: null, limit: 10 });
    return decodeCursor(defined(first.nextCursor, 'next cursor'), sort);
  }

  const INDEX_BY_SORT = {
    newest: 'stories_created_at_idx',
    oldest: 'stories_created_at_idx',
    likes: 'stories_reactions_idx',
  } as const;

  it.each(['newest', 'oldest', 'likes'] as const)(
    'lists %s by index, first page and later pages',
    async (sort) => {
      const params: StoryListParams = { tags: [], sort, cursor: null, limit: 10 };
      expectIndexed(await plan(storyListQuery(server.db, params, null)), INDEX_BY_SORT[sort]);
      const cursor = await cursorFor(sort);
      expect(cursor).not.toBeNull();
      expectIndexed(
        await plan(storyListQuery(server.db, { ...params, cursor }, null)),
        INDEX_BY_SORT[sort],
      );
    },
  );

  it.each(['newest', 'oldest', 'likes'] as const)(
    "lists %s by index with a signed-in reader's flags, first page and later pages",
    async (sort) => {
      const params: StoryListParams = { tags: [], sort, cursor: null, limit: 10 };
      const first = await plan(storyListQuery(server.db, params, 'plan-user-7'));
      expectIndexed(first, INDEX_BY_SORT[sort]);
      expectFlagsIndexed(first);
      const later = await plan(
        storyListQuery(server.db, { ...params, cursor: await cursorFor(sort) }, 'plan-user-7'),
      );
      expectIndexed(later, INDEX_BY_SORT[sort]);
      expectFlagsIndexed(later);
    },
  );

  it.each([null, 'plan-user-7'])(
    'filters by tags without a sequential scan (%s)',
    async (viewer) => {
      const nodes = await plan(
        storyListQuery(
          server.db,
          { tags: ['Legal', 'Healing'], sort: 'newest', cursor: null, limit: 10 },
          viewer,
        ),
      );
      const onStories = nodes.filter((node) => node['Relation Name'] === 'stories');
      expect(onStories.length).toBeGreaterThan(0);
      expect(onStories.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      if (viewer) expectFlagsIndexed(nodes);
    },
  );

  it('serves the top stories by index', async () => {
    expectIndexed(await plan(topStoriesQuery(server.db)), 'stories_reactions_idx');
  });

  it("serves an author's own stories, with her flags, by index", async () => {
    const nodes = await plan(myStoriesQuery(server.db, 'plan-user-7'));
    expectIndexed(nodes, 'stories_author_created_idx');
    expectFlagsIndexed(nodes);
  });
});
