// For the list's plan test and benchmark: the cursor a reader holds after paging most of the way
// through a list, so a deep page can be asked for without paging there.
import { sql } from 'drizzle-orm';
import type { StorySort, StoryTag } from '@/domain/vocabularies';
import type { Database } from '../db/database';
import { encodeCursor } from './story-cursor';

const ORDER_SQL = {
  newest: sql`created_at desc, id desc`,
  oldest: sql`created_at asc, id asc`,
  likes: sql`reactions_count desc, created_at desc, id desc`,
} satisfies Record<StorySort, unknown>;

/** The encoded cursor after `share` (0 to 1) of the public stories the tags match, in `sort`. */
export async function deepListCursor(
  db: Database,
  sort: StorySort,
  tags: readonly StoryTag[],
  share: number,
): Promise<string> {
  const tagFilter =
    tags.length > 0
      ? sql`and tags && array[${sql.join(
          tags.map((tag) => sql`${tag}`),
          sql`, `,
        )}]::text[]`
      : sql``;
  const result = await db.execute(sql`
    with listed as (select * from stories where hidden_at is null and review_state is null ${tagFilter})
    select id, reactions_count,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
    from listed order by ${ORDER_SQL[sort]}
    offset (select floor(count(*) * ${share}::float8)::int from listed) limit 1`);
  const rows = (result as { rows: { id: string; reactions_count: number; created_at: string }[] })
    .rows;
  const [row] = rows;
  if (!row) throw new Error(`no story to page to for ${sort} ${tags.join('+')}`);
  const { id, reactions_count: reactions, created_at: createdAt } = row;
  return encodeCursor({ sort, createdAt, id, ...(sort === 'likes' ? { reactions } : {}) });
}
