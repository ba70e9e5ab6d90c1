// Seeds many stories and reactions with set-based SQL (seconds, not minutes), for the list
// benchmark and the end-to-end scale test. Every story has the same length of text, so pages
// of a small and a large database transfer comparable bytes.
import { sql } from 'drizzle-orm';
import type { StoryTag } from '@/domain/vocabularies';
import type { Database } from '../server/db/database';

export interface SeedSize {
  stories: number;
  users: number;
  /** The newest `reactedStories` stories get one reaction from every seeded user. */
  reactedStories: number;
}

export async function seedStories(db: Database, size: SeedSize): Promise<void> {
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select 'seed-user-' || g, 'Anonymous', 'seed' || g || '@example.org', true
    from generate_series(1, ${size.users}) g`);
  await db.execute(sql`
    insert into stories (title, content, tags, author_id, created_at)
    select 'Story ' || lpad(g::text, 6, '0'), repeat('Words of courage. ', 40),
      array[(array['Recovery','Support','Healing','Legal','Domestic Violence'])[1 + g % 5]],
      'seed-user-' || (1 + g % ${size.users}), now() - (g || ' seconds')::interval
    from generate_series(1, ${size.stories}) g`);
  await db.execute(sql`
    insert into reactions (story_id, user_id)
    select s.id, u.id
    from (select id from stories order by created_at desc limit ${size.reactedStories}) s
    cross join (select id from "user" where id like 'seed-user-%') u`);
  await db.execute(sql`
    update stories set reactions_count = r.n
    from (select story_id, count(*)::int n from reactions group by story_id) r
    where r.story_id = stories.id`);
  await db.execute(sql`analyze`);
}

export interface ListSeedSize {
  stories: number;
  users: number;
  /** About this many reactions in all, spread over every story (most get few, some many). */
  reactions: number;
  /** The share of stories hidden by reports (left out of every public list). */
  hiddenShare: number;
}

/**
 * The tags of the list benchmark's stories and the share of stories carrying each: from common
 * to rare, so a filter can match a fifth of the stories or a few hundred of them.
 */
export const SEEDED_TAG_SHARES: ReadonlyArray<readonly [StoryTag, number]> = [
  ['Workplace Harassment', 0.25],
  ['Domestic Violence', 0.2],
  ['Street Harassment', 0.15],
  ['Cyberbullying', 0.12],
  ['Sexual Harassment', 0.1],
  ['Discrimination', 0.08],
  ['Recovery', 0.06],
  ['Support', 0.04],
  ['Healing', 0.02],
  ['Mental Health', 0.01],
  ['Legal', 0.002],
];

/**
 * Stories for the list benchmark: each with one to several tags of SEEDED_TAG_SHARES, an
 * exponentially spread number of reactions (many stories tie on a count, a few lead), a share
 * hidden by reports, and created_at values one second apart. Each story's reactions_count is
 * written with the story, and the reactions are inserted with foreign keys unchecked (every
 * row points at a story and a user inserted here), so a million reactions take seconds.
 */
export async function seedListStories(db: Database, size: ListSeedSize): Promise<void> {
  const meanReactions = size.reactions / size.stories;
  // A story that drew no tag gets the first (most common) one: every story has one at least.
  const firstTag = sql`${SEEDED_TAG_SHARES[0]?.[0]}::text`;
  const tagColumns = sql.join(
    SEEDED_TAG_SHARES.map(
      ([tag, share]) => sql`case when random() < ${share} then ${tag}::text end`,
    ),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.38)`);
    await tx.execute(sql`
      insert into "user" (id, name, email, email_verified)
      select 'seed-user-' || g, 'Anonymous', 'seed' || g || '@example.org', true
      from generate_series(1, ${size.users}) g`);
    await tx.execute(sql`
      insert into stories
        (title, content, tags, author_id, created_at, reactions_count, hidden_at)
      select 'Story ' || lpad(g::text, 6, '0'), repeat('Words of courage. ', 40),
        coalesce(nullif(array_remove(array[${tagColumns}], null), '{}'), array[${firstTag}]),
        'seed-user-' || (1 + g % ${size.users}),
        now() - (g || ' seconds')::interval,
        least(${size.users}, floor(-ln(1 - random()) * ${meanReactions}))::int,
        case when random() < ${size.hiddenShare} then now() end
      from generate_series(1, ${size.stories}) g`);
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into reactions (story_id, user_id)
      select s.id, 'seed-user-' || u
      from stories s cross join lateral generate_series(1, s.reactions_count) u`);
  });
  await db.execute(sql`vacuum analyze stories`);
  // The tag lists' index rows, written by the stories' trigger as they were inserted.
  await db.execute(sql`vacuum analyze public_story_tags`);
  await db.execute(sql`vacuum analyze reactions`);
}
