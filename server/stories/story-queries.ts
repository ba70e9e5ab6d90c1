// Story reads. Every list is ordered by an indexed key and limited; pages use keyset cursors.
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import type { StorySort, StoryTag } from '@/domain/vocabularies';
import type { Database } from '../db/database';
import { stories } from '../db/schema';
import { encodeCursor, type StoryCursor } from './story-cursor';
import { storyJson } from './story-json';
import { MY_STORIES_MAX } from './story-limits';

export interface StoryListParams {
  tags: readonly StoryTag[];
  sort: StorySort;
  cursor: StoryCursor | null;
  limit: number;
}

/** created_at with its microseconds, for cursors: a JS Date would round them away. */
const cursorCreatedAt = sql<string>`to_char(${stories.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const ORDER = {
  newest: [desc(stories.createdAt), desc(stories.id)],
  oldest: [asc(stories.createdAt), asc(stories.id)],
  likes: [desc(stories.reactionsCount), desc(stories.createdAt), desc(stories.id)],
} satisfies Record<StorySort, SQL[]>;

/** Rows strictly after the cursor in the sort order (a row comparison the index serves). */
function afterCursor(cursor: StoryCursor): SQL {
  const at = sql`${cursor.createdAt}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  switch (cursor.sort) {
    case 'newest':
      return sql`(${stories.createdAt}, ${stories.id}) < (${at}, ${id})`;
    case 'oldest':
      return sql`(${stories.createdAt}, ${stories.id}) > (${at}, ${id})`;
    case 'likes':
      return sql`(${stories.reactionsCount}, ${stories.createdAt}, ${stories.id}) < (${cursor.reactions ?? 0}::integer, ${at}, ${id})`;
  }
}

/** Any of the tags (`&&`, served by the GIN index). */
function hasAnyTag(tags: readonly string[]): SQL {
  const values = sql.join(
    tags.map((tag) => sql`${tag}`),
    sql`, `,
  );
  return sql`${stories.tags} && ARRAY[${values}]::text[]`;
}

/** The page query: one row more than asked, to know whether another page follows. */
export function storyListQuery(db: Database, params: StoryListParams) {
  const filters = [
    params.tags.length > 0 ? hasAnyTag(params.tags) : undefined,
    params.cursor ? afterCursor(params.cursor) : undefined,
  ];
  return db
    .select({ ...getTableColumns(stories), cursorCreatedAt })
    .from(stories)
    .where(and(...filters))
    .orderBy(...ORDER[params.sort])
    .limit(params.limit + 1);
}

export async function listStories(
  db: Database,
  params: StoryListParams,
): Promise<{ stories: Story[]; nextCursor: string | null }> {
  const rows = await storyListQuery(db, params);
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
  return { stories: page.map(storyJson), nextCursor };
}

/** Home's top stories: most reactions first, then newest. */
export function topStoriesQuery(db: Database) {
  return db
    .select()
    .from(stories)
    .orderBy(...ORDER.likes)
    .limit(LIMITS.homeTopStories);
}

/** The author's own stories, newest first (stories_author_created_idx). */
export function myStoriesQuery(db: Database, authorId: string) {
  return db
    .select()
    .from(stories)
    .where(eq(stories.authorId, authorId))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(MY_STORIES_MAX);
}

export async function findStory(db: Database, id: string) {
  const [row] = await db.select().from(stories).where(eq(stories.id, id)).limit(1);
  return row ?? null;
}
