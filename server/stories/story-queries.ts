// Story reads. Every list is ordered by an indexed key and limited; pages use keyset cursors.
// Stories hidden by reports, waiting for review or sent back are left out of every public read;
// their authors (and admins) still get them.
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  isNull,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import type { StorySort, StoryTag } from '@/domain/vocabularies';
import type { Database } from '../db/database';
import { media, reactions, reports, stories } from '../db/schema';
import { MEDIA_URL_PREFIX } from '../media/media-files';
import { encodeCursor, type StoryCursor } from './story-cursor';
import { storyJson, type ViewerFlags } from './story-json';
import { MY_STORIES_MAX } from './story-limits';

export interface StoryListParams {
  tags: readonly StoryTag[];
  sort: StorySort;
  cursor: StoryCursor | null;
  limit: number;
}

/** "stories"."column": drizzle leaves columns unqualified in one-table selects, where a
 * subquery over media would read media's own column of the same name. */
function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * The byte sizes of the story's media, aligned with media_urls (null where no media row matches).
 * A correlated subquery: evaluated only for the rows a page returns, each an index lookup
 * (media_story_idx), so a page costs one query whatever its length.
 */
export const mediaSizesColumn = sql<(number | null)[] | null>`(
  select json_agg(m.size_bytes order by u.ord)
  from unnest(${qualified(stories.mediaUrls)}) with ordinality as u(url, ord)
  left join ${media} m
    on m.story_id = ${qualified(stories.id)} and ${MEDIA_URL_PREFIX} || m.file_name = u.url)`;

/** Every column of a story and its media sizes; storyJson(row, row.mediaSizes) renders it. */
export const storyColumns = { ...getTableColumns(stories), mediaSizes: mediaSizesColumn };

/**
 * Whether the signed-in viewer has liked and has reported the row's story: one probe each of
 * reactions' primary key (user_id, story_id) and of reports_one_per_user (story_id, user_id),
 * evaluated, like mediaSizesColumn, for the rows a page returns. So a page costs the same however
 * many stories, reactions and reports there are. Scalar subqueries, not EXISTS: the planner may
 * turn an EXISTS into a hash of all her rows (a whole scan of reports, which has no index by
 * user). A visitor's read probes nothing: both are false.
 */
export function viewerFlagColumns(viewerId: string | Placeholder | null) {
  if (viewerId === null || viewerId === '') {
    return { likedByMe: sql<boolean>`false`, reportedByMe: sql<boolean>`false` };
  }
  const storyId = qualified(stories.id);
  return {
    likedByMe: sql<boolean>`coalesce((
      select true from ${reactions} r
      where r.user_id = ${viewerId} and r.story_id = ${storyId} limit 1), false)`,
    reportedByMe: sql<boolean>`coalesce((
      select true from ${reports} p
      where p.story_id = ${storyId} and p.user_id = ${viewerId} limit 1), false)`,
  };
}

/** storyColumns and the viewer's flags: what the reads she may be signed in for select. */
function storyColumnsFor(viewerId: string | Placeholder | null) {
  return { ...storyColumns, ...viewerFlagColumns(viewerId) };
}

/**
 * Not hidden by reports, and published (not waiting for review nor sent back): the condition of
 * every public read. The public lists' partial indexes hold exactly these rows.
 */
export const isPublic = and(isNull(stories.hiddenAt), isNull(stories.reviewState)) as SQL;

/** The same of a row already read: whether readers may see it. */
export function isPublicRow(row: { hiddenAt: Date | null; reviewState: string | null }): boolean {
  return row.hiddenAt === null && row.reviewState === null;
}

/** created_at with its microseconds, for cursors: a JS Date would round them away. */
const cursorCreatedAt = sql<string>`to_char(${stories.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const ORDER = {
  newest: [desc(stories.createdAt), desc(stories.id)],
  oldest: [asc(stories.createdAt), asc(stories.id)],
  likes: [desc(stories.reactionsCount), desc(stories.createdAt), desc(stories.id)],
} satisfies Record<StorySort, SQL[]>;

/** A cursor's values, or placeholders for them in a prepared statement. */
interface CursorValues {
  createdAt: string | Placeholder;
  id: string | Placeholder;
  reactions: number | Placeholder;
}

/** Rows strictly after the cursor in the sort order (a row comparison the index serves). */
function afterCursor(sort: StorySort, cursor: CursorValues): SQL {
  const at = sql`${cursor.createdAt}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  switch (sort) {
    case 'newest':
      return sql`(${stories.createdAt}, ${stories.id}) < (${at}, ${id})`;
    case 'oldest':
      return sql`(${stories.createdAt}, ${stories.id}) > (${at}, ${id})`;
    case 'likes':
      return sql`(${stories.reactionsCount}, ${stories.createdAt}, ${stories.id}) < (${cursor.reactions}::integer, ${at}, ${id})`;
  }
}

function cursorValues(cursor: StoryCursor): CursorValues {
  return { createdAt: cursor.createdAt, id: cursor.id, reactions: cursor.reactions ?? 0 };
}

/** Any of the tags (`&&`, served by the GIN index). */
function hasAnyTag(tags: readonly string[]): SQL {
  const values = sql.join(
    tags.map((tag) => sql`${tag}`),
    sql`, `,
  );
  return sql`${stories.tags} && ARRAY[${values}]::text[]`;
}

/**
 * The page query: one row more than asked, to know whether another page follows. `viewerId`,
 * the signed-in reader (null for a visitor), gets her flags on each row.
 *
 * Both orders have a partial index over the public stories (stories_public_created_idx,
 * stories_public_reactions_idx), walked from the cursor on. Filtered by tags, the page is found
 * in two steps: its ids from that index alone (tags are in it, so skipping the stories the filter
 * leaves out reads no story: a rare tag costs index entries, not a story row each), then the
 * page's own rows by primary key.
 */
export function storyListQuery(db: Database, params: StoryListParams, viewerId: string | null) {
  const filters = and(
    isPublic,
    params.tags.length > 0 ? hasAnyTag(params.tags) : undefined,
    params.cursor ? afterCursor(params.cursor.sort, cursorValues(params.cursor)) : undefined,
  );
  const columns = { ...storyColumnsFor(viewerId), cursorCreatedAt };
  const order = ORDER[params.sort];
  if (params.tags.length === 0) {
    return db
      .select(columns)
      .from(stories)
      .where(filters)
      .orderBy(...order)
      .limit(params.limit + 1);
  }
  // An array, not a join: its ids are probed one by one in the primary key, where a join could
  // be planned as a hash over all stories.
  const pageIds = db
    .select({ id: stories.id })
    .from(stories)
    .where(filters)
    .orderBy(...order)
    .limit(params.limit + 1);
  return db
    .select(columns)
    .from(stories)
    .where(sql`${stories.id} = any(array(${pageIds}))`)
    .orderBy(...order);
}

/**
 * The same page without tags, as a statement prepared once per database, sort, page size and
 * whether a cursor and a viewer take part: its values ride as parameters. Every Stories visit
 * asks one of these, and building the query's text each time was most of a page's own cost
 * (PostgreSQL also keeps each connection's plan of a named statement).
 */
function preparedUntaggedList(
  db: Database,
  sort: StorySort,
  limit: number,
  withCursor: boolean,
  withViewer: boolean,
) {
  const name = `stories_list_${sort}_${limit}${withCursor ? '_after' : ''}${withViewer ? '_viewer' : ''}`;
  return preparedOnce(db, name, () =>
    db
      .select({
        ...storyColumnsFor(withViewer ? sql.placeholder('viewerId') : null),
        cursorCreatedAt,
      })
      .from(stories)
      .where(
        and(
          isPublic,
          withCursor
            ? afterCursor(sort, {
                createdAt: sql.placeholder('createdAt'),
                id: sql.placeholder('id'),
                reactions: sql.placeholder('reactions'),
              })
            : undefined,
        ),
      )
      .orderBy(...ORDER[sort])
      .limit(limit)
      .prepare(name),
  );
}

/** Prepared statements by database and name: built on first use, then only executed. */
const preparedByDatabase = new WeakMap<Database, Map<string, unknown>>();

function preparedOnce<T>(db: Database, name: string, prepare: () => T): T {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(db, prepared);
  }
  if (!prepared.has(name)) prepared.set(name, prepare());
  return prepared.get(name) as T;
}

function listRows(db: Database, params: StoryListParams, viewerId: string | null) {
  if (params.tags.length > 0) return storyListQuery(db, params, viewerId);
  const cursor = params.cursor;
  return preparedUntaggedList(
    db,
    params.sort,
    params.limit + 1,
    cursor !== null,
    viewerId !== null && viewerId !== '',
  ).execute({ viewerId, ...(cursor ? cursorValues(cursor) : {}) });
}

export async function listStories(
  db: Database,
  params: StoryListParams,
  viewerId: string | null = null,
): Promise<{ stories: Story[]; nextCursor: string | null }> {
  const rows = await listRows(db, params, viewerId);
  const page = rows.slice(0, params.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > params.limit && last
      ? encodeCursor({
          sort: params.sort,
          createdAt: last.cursorCreatedAt,
          id: last.id,
          reactions: last.reactionsCount,
        })
      : null;
  return { stories: page.map((row) => storyJson(row, row.mediaSizes)), nextCursor };
}

/**
 * Home's top stories: most reactions first, then newest. No viewer flags: Home shows their counts
 * but offers no heart to press.
 */
export function topStoriesQuery(db: Database) {
  return db
    .select(storyColumns)
    .from(stories)
    .where(isPublic)
    .orderBy(...ORDER.likes)
    .limit(LIMITS.homeTopStories);
}

/** topStoriesQuery's rows, from a statement prepared once per database. */
export function topStories(db: Database) {
  return preparedOnce(db, 'stories_top', () =>
    topStoriesQuery(db).prepare('stories_top'),
  ).execute();
}

/**
 * The author's own stories, hidden ones too, newest first (stories_author_created_idx), with her
 * flags (she may like her own story).
 */
export function myStoriesQuery(db: Database, authorId: string) {
  return db
    .select(storyColumnsFor(authorId))
    .from(stories)
    .where(eq(stories.authorId, authorId))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(MY_STORIES_MAX);
}

/**
 * Any story, hidden or not: the caller decides who may see a hidden one. `viewerId`, the signed-in
 * reader, gets her flags.
 */
export async function findStory(db: Database, id: string, viewerId: string | null = null) {
  const [row] = await db
    .select(storyColumnsFor(viewerId))
    .from(stories)
    .where(eq(stories.id, id))
    .limit(1);
  return row ?? null;
}

/** Rows of the queries above as the API returns them; `viewerId` as in storyJson. */
export function storiesJson(rows: readonly StoryRowWithSizes[], viewerId?: string): Story[] {
  return rows.map((row) => storyJson(row, row.mediaSizes, viewerId));
}

type StoryRowWithSizes = typeof stories.$inferSelect &
  ViewerFlags & { mediaSizes: (number | null)[] | null };
