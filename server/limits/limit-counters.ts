// The limiter's counters in the database, in a table of their own: better-auth's limiter empties
// its rate_limit table of every row older than its own one-minute window, which would end a
// 15-minute window after a minute. Each change is one statement, so servers sharing one
// PostgreSQL count every attempt exactly once.
import { and, eq, like, lte, not, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { limitCounters } from '../db/schema';
import type { CounterStore, CounterWindow } from './limiter';

export function databaseCounters(db: Database): CounterStore {
  return {
    async count(key, windowMs, now) {
      const over = now - windowMs;
      const [row] = await db
        .insert(limitCounters)
        .values({ key, count: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: limitCounters.key,
          set: {
            count: sql`case when ${limitCounters.windowStartedAt} <= ${over} then 1 else ${limitCounters.count} + 1 end`,
            windowStartedAt: sql`case when ${limitCounters.windowStartedAt} <= ${over} then ${now} else ${limitCounters.windowStartedAt} end`,
          },
        })
        .returning({ count: limitCounters.count, windowStartedAt: limitCounters.windowStartedAt });
      return row ?? { count: 1, windowStartedAt: now };
    },

    async countSoFar(key, windowMs, now) {
      const [row] = await db
        .select({ count: limitCounters.count, windowStartedAt: limitCounters.windowStartedAt })
        .from(limitCounters)
        .where(eq(limitCounters.key, key))
        .limit(1);
      return row && row.windowStartedAt > now - windowMs ? row.count : 0;
    },

    async uncount(key: string, window: CounterWindow) {
      await db
        .update(limitCounters)
        .set({ count: sql`greatest(${limitCounters.count} - 1, 0)` })
        .where(
          and(
            eq(limitCounters.key, key),
            eq(limitCounters.windowStartedAt, window.windowStartedAt),
          ),
        );
    },

    async remove(key) {
      await db.delete(limitCounters).where(eq(limitCounters.key, key));
    },

    async prune(windows, now) {
      const under = (prefix: string) => like(limitCounters.key, `${escapeLike(prefix)}%`);
      await db.delete(limitCounters).where(
        or(
          ...windows.map(({ prefix, windowMs }) =>
            and(under(prefix), lte(limitCounters.windowStartedAt, now - windowMs)),
          ),
          // Counters of no rule (a rule renamed, an earlier version's keys) would never go.
          not(or(...windows.map(({ prefix }) => under(prefix))) ?? sql`false`),
        ),
      );
    },
  };
}

/** Deletes every counter whose key starts with one of `prefixes` (in a transaction when given). */
export async function deleteCountersStartingWith(
  db: Pick<Database, 'delete'>,
  prefixes: readonly string[],
): Promise<void> {
  await db
    .delete(limitCounters)
    .where(or(...prefixes.map((prefix) => like(limitCounters.key, `${escapeLike(prefix)}%`))));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
