// Seeds many stories and reactions with set-based SQL (seconds, not minutes), for the list
// benchmark and the end-to-end scale test. Every story has the same length of text, so pages
// of a small and a large database transfer comparable bytes.
import { sql } from 'drizzle-orm';
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
