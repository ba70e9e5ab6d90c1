// The list queries the API issues are served by indexes: no sequential scan of stories, nor of
// reactions or reports for a signed-in reader's own flags. And, run (EXPLAIN ANALYZE), a page
// reads only its own story rows and at most a page of index entries per asked tag, whatever the
// sort, tags (a rare one too) and depth: no story skipped by a tag filter or hidden by reports is
// read, and nothing sorts more than that. So too the generic plan PostgreSQL may keep for a
// prepared list run often, planned without knowing the tags or the cursor.
import { fillPlaceholders, sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StorySort, StoryTag } from '@/domain/vocabularies';
import { deepListCursor } from './deep-list-cursor';
import { decodeCursor, type StoryCursor } from './story-cursor';
import {
  listStories,
  myStoriesQuery,
  type StoryListParams,
  storyListShape,
  storyListStatement,
  storyListValues,
  topStoriesQuery,
} from './story-queries';
import { defined, rowsOf, setupListedStoriesServer } from './story-test-helpers';

const LIMIT = 10;
/** The page and the one row more that says whether another page follows. */
const PAGE_ROWS = LIMIT + 1;
const STORIES = 2000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Heap Fetches'?: number;
  /** Outer for a node's input; InitPlan and SubPlan for subqueries it evaluates. */
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

describe('story query plans', () => {
  // A rare tag (about 1 in 60); stories hidden by reports where the lists begin: the newest, the
  // oldest and the most liked; and many reactions and reports, hers among them: her flags must
  // probe, not scan, them.
  const server = setupListedStoriesServer('plan', {
    users: 50,
    stories: STORIES,
    tags: sql`array[(array['Recovery','Legal','Healing','Support','Discrimination',
                           'Cyberbullying','Mental Health'])[g % 7 + 1]]
              || case when g % 60 = 7 then array['Sexual Harassment'] else '{}' end`,
    createdAt: sql`timestamptz '2025-01-01' + g * interval '1 minute'
                   + (g % 997) * interval '1 microsecond'`,
    reactions: sql`(g * 37) % 200`,
    hidden: sql`created_at > timestamptz '2025-01-02 08:00'
                or created_at < timestamptz '2025-01-01 00:40' or reactions_count >= 195`,
    liked: sql`(hashtext(s.id::text) + u) % 3 = 0`,
    reported: sql`(hashtext(s.id::text) + u) % 17 = 0`,
    // Photos, so the planner sees media as the table of thousands it becomes: left empty, its
    // statistics (once autovacuum or an ANALYZE has been by) make a scan of it the cheapest plan.
    withPhoto: sql`reactions_count % 3 <> 0`,
  });
  // As autovacuum leaves a table: statistics, and the visibility map an index-only scan uses.
  beforeAll(async () => {
    for (const table of ['stories', 'public_story_tags', 'reactions', 'reports', 'media'])
      await server.db.execute(sql.raw(`vacuum analyze ${table}`));
  });

  async function plan(query: SQLWrapper, run = false): Promise<PlanNode[]> {
    const options = run ? sql.raw('analyze, format json') : sql.raw('format json');
    return planNodes(await server.db.execute(sql`explain (${options}) ${query}`));
  }

  function planNodes(result: unknown): PlanNode[] {
    const [row] = rowsOf<Record<string, unknown>>(result);
    const raw = row?.['QUERY PLAN'];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return nodesOf(defined(parsed[0], 'plan').Plan);
  }

  /** A list page's query with its values, as listStories runs it. */
  function listQuery(params: StoryListParams, viewer: string | null) {
    return storyListStatement(
      server.db,
      storyListShape(params, viewer),
      storyListValues(params, viewer),
    );
  }

  /** A value as an SQL literal, for EXECUTE: the test's own values, quoted. */
  function literal(value: unknown): string {
    if (typeof value === 'number') return String(value);
    const text = Array.isArray(value)
      ? `{${value.map((item) => `"${String(item)}"`).join(',')}}`
      : String(value);
    return `'${text.replaceAll("'", "''")}'`;
  }

  /**
   * The page's statement prepared with placeholders, as listStories prepares it, and run (EXPLAIN
   * ANALYZE) on the plan made without its values: the one PostgreSQL may keep for a statement run
   * often.
   */
  async function genericPlan(params: StoryListParams, viewer: string | null) {
    const placeholders = {
      tags: sql.placeholder('tags'),
      createdAt: sql.placeholder('createdAt'),
      id: sql.placeholder('id'),
      reactions: sql.placeholder('reactions'),
      viewerId: sql.placeholder('viewerId'),
    };
    const query = storyListStatement(server.db, storyListShape(params, viewer), placeholders);
    const { sql: text, params: bound } = query.toSQL();
    const values = { ...storyListValues(params, viewer), tags: [...params.tags] };
    const name = `plan_check_${(statementCount += 1)}`;
    return server.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare ${name} as ${text}`));
      try {
        await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
        const args = fillPlaceholders(bound, values).map(literal).join(', ');
        return planNodes(
          await tx.execute(
            sql.raw(`explain (analyze, format json) execute ${name}${args ? `(${args})` : ''}`),
          ),
        );
      } finally {
        await tx.execute(sql.raw(`deallocate ${name}`));
      }
    });
  }
  let statementCount = 0;

  /** No table scanned whole, and each of `indexes` used. */
  function expectIndexed(nodes: PlanNode[], indexes: string[], what = '') {
    const types = nodes.map((node) => node['Node Type']);
    expect(types, what).not.toContain('Seq Scan');
    const used = nodes.map((node) => node['Index Name']);
    expect(used, what).toEqual(expect.arrayContaining(indexes));
  }

  /** Her flags: reactions and reports read through their indexes. */
  const FLAG_INDEXES = ['reactions_user_id_story_id_pk', 'reports_one_per_user'];

  /** The index a list is read in: the tags' own table's when it filters by tags. */
  function listIndex(sort: StorySort, tags: readonly StoryTag[]): string {
    const table = tags.length > 0 ? 'public_story_tags' : 'stories_public';
    return `${table}_${sort === 'likes' ? 'reactions' : 'created'}_idx`;
  }

  it('serves the top stories by index, from their own rows alone', async () => {
    expectIndexed(await plan(topStoriesQuery(server.db)), ['stories_public_reactions_idx']);
    expectPageSizedWork(await plan(topStoriesQuery(server.db), true), 'top stories', []);
  });

  it("serves an author's own stories, with her flags, by index", async () => {
    const nodes = await plan(myStoriesQuery(server.db, 'plan-user-7'));
    expectIndexed(nodes, ['stories_author_created_idx', ...FLAG_INDEXES]);
  });

  /** Where a reader is after paging 90% of the way through the list. */
  async function deepCursor(sort: StorySort, tags: readonly StoryTag[]): Promise<StoryCursor> {
    const cursor = await deepListCursor(server.db, sort, tags, 0.9);
    return defined(decodeCursor(cursor, sort), 'deep cursor');
  }

  /**
   * Rows read from the stories table itself (an index scan's or a bitmap's heap reads, kept or
   * filtered out), index entries walked, and the rows fed to each sort: at most a page of each
   * asked tag, however many stories the tags skip or reports hide, however rare the tag.
   */
  function expectPageSizedWork(nodes: PlanNode[], what: string, tags: readonly StoryTag[]) {
    const bound = PAGE_ROWS * Math.max(1, tags.length);
    for (const node of nodes) {
      const loops = node['Actual Loops'] ?? 1;
      expect(node['Node Type'], `${what}: a scan of all ${node['Relation Name']}`).not.toBe(
        'Seq Scan',
      );
      if (['stories', 'public_story_tags'].includes(node['Relation Name'] ?? '')) {
        const read =
          ((node['Actual Rows'] ?? 0) +
            (node['Rows Removed by Filter'] ?? 0) +
            (node['Rows Removed by Index Recheck'] ?? 0)) *
          loops;
        expect(read, `${what}: rows read by ${node['Node Type']}`).toBeLessThanOrEqual(bound);
      }
      if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') {
        const input = (node.Plans ?? [])
          .filter((child) => child['Parent Relationship'] === 'Outer')
          .reduce(
            (sum, child) => sum + (child['Actual Rows'] ?? 0) * (child['Actual Loops'] ?? 1),
            0,
          );
        expect(input, `${what}: rows sorted`).toBeLessThanOrEqual(bound);
      }
    }
  }

  const FILTERS: readonly (readonly StoryTag[])[] = [
    [],
    ['Legal'],
    ['Sexual Harassment'],
    ['Sexual Harassment', 'Workplace Harassment'],
    ['Recovery', 'Healing'],
  ];

  it.each(['newest', 'oldest', 'likes'] as const)(
    'reads a page of %s by index, on every filter and at any depth, from its own story rows alone',
    async (sort) => {
      for (const tags of FILTERS) {
        for (const cursor of [null, await deepCursor(sort, tags)]) {
          const params: StoryListParams = { tags, sort, cursor, limit: LIMIT };
          const what = `${tags.join(' or ') || 'all'}, ${cursor ? 'deep' : 'first'} page`;
          const listed = await listStories(server.db, params);
          expect(listed.stories.length, what).toBeGreaterThan(0);
          for (const viewer of [null, 'plan-user-7']) {
            const who = `${what}, ${viewer ?? 'visitor'}`;
            const indexes = [listIndex(sort, tags), ...(viewer ? FLAG_INDEXES : [])];
            for (const [nodes, how] of [
              [await plan(listQuery(params, viewer), true), who],
              [await genericPlan(params, viewer), `${who}, generic plan`],
            ] as const) {
              expectPageSizedWork(nodes, how, tags);
              expectIndexed(nodes, indexes, how);
            }
          }
        }
      }
    },
  );
});
