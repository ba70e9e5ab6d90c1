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
import { media, publicStoryTags, reactions, reports, stories } from '../db/schema';
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

/** A value of the list's own, or the placeholder standing for it in the prepared statement. */
type Value<T> = T | Placeholder;

/** What a list page is asked with: the values its prepared statement takes. */
export interface StoryListValues {
  /** Any of these (one array parameter); none for the whole list. */
  tags: Value<readonly string[]>;
  createdAt: Value<string>;
  id: Value<string>;
  reactions: Value<number>;
  viewerId: Value<string | null>;
}

/** Rows strictly after the cursor in the sort order (a row comparison the index serves). */
function afterCursor(
  sort: StorySort,
  values: Pick<StoryListValues, 'createdAt' | 'id' | 'reactions'>,
  keys: { createdAt: SQL; id: SQL; reactions: SQL },
): SQL {
  const at = sql`${values.createdAt}::timestamptz`;
  const id = sql`${values.id}::uuid`;
  switch (sort) {
    case 'newest':
      return sql`(${keys.createdAt}, ${keys.id}) < (${at}, ${id})`;
    case 'oldest':
      return sql`(${keys.createdAt}, ${keys.id}) > (${at}, ${id})`;
    case 'likes':
      return sql`(${keys.reactions}, ${keys.createdAt}, ${keys.id}) < (${values.reactions}::integer, ${at}, ${id})`;
  }
}

const STORY_KEYS = {
  createdAt: sql`${stories.createdAt}`,
  id: sql`${stories.id}`,
  reactions: sql`${stories.reactionsCount}`,
};

/** The statement's shape: one prepared statement for each. */
export interface StoryListShape {
  sort: StorySort;
  /** Rows asked: a page and one more, to know whether another page follows. */
  rows: number;
  tagged: boolean;
  withCursor: boolean;
  withViewer: boolean;
}

export function storyListShape(params: StoryListParams, viewerId: string | null): StoryListShape {
  return {
    sort: params.sort,
    rows: params.limit + 1,
    tagged: params.tags.length > 0,
    withCursor: params.cursor !== null,
    withViewer: viewerId !== null && viewerId !== '',
  };
}

export function storyListValues(params: StoryListParams, viewerId: string | null): StoryListValues {
  const cursor = params.cursor;
  return {
    tags: params.tags,
    createdAt: cursor?.createdAt ?? '',
    id: cursor?.id ?? '',
    reactions: cursor?.reactions ?? 0,
    viewerId,
  };
}

/**
 * The ids of a tagged page, in order: for each asked tag, its first rows after the cursor from
 * public_story_tags' index (tag, sort key), a range of at most a page whatever the tag's share;
 * then the first rows of all of them, a story with two of the tags once. A generic plan
 * (PostgreSQL's, for a statement run often) knows no tag, and this plan needs none.
 */
function taggedPageIds(shape: StoryListShape, values: StoryListValues): SQL {
  const keys = {
    createdAt: sql`t.created_at`,
    id: sql`t.story_id`,
    reactions: sql`t.reactions_count`,
  };
  // Only the sort's own keys, all in its index: an index-only scan, no table row read.
  const { columns, order } = {
    newest: { columns: sql`story_id, created_at`, order: sql`created_at desc, story_id desc` },
    oldest: { columns: sql`story_id, created_at`, order: sql`created_at asc, story_id asc` },
    likes: {
      columns: sql`story_id, created_at, reactions_count`,
      order: sql`reactions_count desc, created_at desc, story_id desc`,
    },
  }[shape.sort];
  const after = shape.withCursor ? sql`and ${afterCursor(shape.sort, values, keys)}` : sql``;
  const rows = sql.raw(String(shape.rows));
  // A concrete list is one parameter, not one per tag as drizzle spreads arrays.
  const tags = Array.isArray(values.tags) ? sql.param(values.tags) : values.tags;
  return sql`select story_id from (
      select distinct ${columns} from unnest(${tags}::text[]) as wanted(tag)
      cross join lateral (
        select ${columns} from ${publicStoryTags} t
        where t.tag = wanted.tag ${after}
        order by ${order} limit ${rows}) page
    ) pages
    order by ${order} limit ${rows}`;
}

/**
 * A list page's query, of the given shape, with the page's values or placeholders for them.
 * Without tags it walks a partial index over the public stories in the sort's order
 * (stories_public_created_idx, stories_public_reactions_idx) from the cursor on. With tags it
 * takes the page's ids from public_story_tags (taggedPageIds), then those stories by primary key:
 * an array, not a join, so its ids are probed one by one, never hashed against all stories;
 * and no limit of its own, which would let a plan walk the list's index for the page's ids.
 * isPublic holds in both: public_story_tags has only public stories, and the check costs a page's
 * rows. `withViewer` adds the signed-in reader's flags to each row.
 */
export function storyListStatement(db: Database, shape: StoryListShape, values: StoryListValues) {
  const columns = {
    ...storyColumnsFor(shape.withViewer ? values.viewerId : null),
    cursorCreatedAt,
  };
  const order = ORDER[shape.sort];
  if (shape.tagged) {
    return db
      .select(columns)
      .from(stories)
      .where(and(isPublic, sql`${stories.id} = any(array(${taggedPageIds(shape, values)}))`))
      .orderBy(...order);
  }
  return db
    .select(columns)
    .from(stories)
    .where(
      and(isPublic, shape.withCursor ? afterCursor(shape.sort, values, STORY_KEYS) : undefined),
    )
    .orderBy(...order)
    .limit(shape.rows);
}

const PLACEHOLDERS: StoryListValues = {
  tags: sql.placeholder('tags'),
  createdAt: sql.placeholder('createdAt'),
  id: sql.placeholder('id'),
  reactions: sql.placeholder('reactions'),
  viewerId: sql.placeholder('viewerId'),
};

/**
 * Every list page runs as a statement prepared once per database and shape: its values ride as
 * parameters. Building the query's text each time was most of a page's own cost, and PostgreSQL
 * keeps each connection's plan of a named statement.
 */
function preparedList(db: Database, shape: StoryListShape) {
  const name = `stories_list_${shape.sort}_${shape.rows}${shape.tagged ? '_tagged' : ''}${shape.withCursor ? '_after' : ''}${shape.withViewer ? '_viewer' : ''}`;
  return oncePerDatabase(db, name, () => storyListStatement(db, shape, PLACEHOLDERS).prepare(name));
}

/**
 * What a database keeps for its life, by name: its prepared statements (built on first use, then
 * only executed) and its kept public answers (public-story-answers.ts).
 */
const keptByDatabase = new WeakMap<Database, Map<string, unknown>>();

export function oncePerDatabase<T>(db: Database, name: string, make: () => T): T {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  if (!kept.has(name)) kept.set(name, make());
  return kept.get(name) as T;
}

function listRows(db: Database, params: StoryListParams, viewerId: string | null) {
  // The tags as a plain array: a readonly one is not among drizzle's parameter types.
  const values = { ...storyListValues(params, viewerId), tags: [...params.tags] };
  return preparedList(db, storyListShape(params, viewerId)).execute(values);
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
  return oncePerDatabase(db, 'stories_top', () =>
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
