// Sahas's own counters of attempts (sign-ins, mails, password checks, helper calls), in a table of
// their own: better-auth's limiter empties its rate_limit table of every row older than its own
// one-minute window, which would end a 15-minute window after a minute. Each change is one
// statement, so servers sharing one PostgreSQL count every attempt exactly once.
import { and, eq, like, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { limitCounters } from '../db/schema';

/** A counter's current window: attempts counted in it, and when it began (epoch ms). */
export interface CounterWindow {
  count: number;
  windowStartedAt: number;
}

/**
 * Adds one to the counter of a fixed window of `windowMs`, starting a new window once the old
 * one is over; returns the new count and when its window started.
 */
export async function countInWindow(
  db: Database,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<CounterWindow> {
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
}

/** Takes back one attempt counted in `window`; nothing if that window has since been replaced. */
export async function uncount(db: Database, key: string, window: CounterWindow): Promise<void> {
  await db
    .update(limitCounters)
    .set({ count: sql`greatest(${limitCounters.count} - 1, 0)` })
    .where(
      and(eq(limitCounters.key, key), eq(limitCounters.windowStartedAt, window.windowStartedAt)),
    );
}

/** The attempts counted in the counter's current window (0 once its window is over). */
export async function countSoFar(
  db: Database,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<number> {
  const [row] = await db
    .select({ count: limitCounters.count, windowStartedAt: limitCounters.windowStartedAt })
    .from(limitCounters)
    .where(eq(limitCounters.key, key))
    .limit(1);
  return row && row.windowStartedAt > now - windowMs ? row.count : 0;
}

export async function deleteCounter(db: Database, key: string): Promise<void> {
  await db.delete(limitCounters).where(eq(limitCounters.key, key));
}

/** Deletes every counter whose key starts with `prefix` (in a transaction when given one). */
export async function deleteCountersStartingWith(
  db: Pick<Database, 'delete'>,
  prefix: string,
): Promise<void> {
  await db.delete(limitCounters).where(like(limitCounters.key, `${escapeLike(prefix)}%`));
}

/**
 * Deletes the counters under `prefix` whose window began `windowMs` or more ago: they count for
 * nothing any more, and a flood of addresses would otherwise leave a row behind for each.
 */
export async function pruneCounters(
  db: Database,
  prefix: string,
  windowMs: number,
  now = Date.now(),
): Promise<void> {
  await db
    .delete(limitCounters)
    .where(
      and(
        like(limitCounters.key, `${escapeLike(prefix)}%`),
        lte(limitCounters.windowStartedAt, now - windowMs),
      ),
    );
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
