// The helpers' per-client limits on the self-hosted server, counted in the database's rate_limit
// table like the per-account limits: several servers behind one load balancer, sharing one
// PostgreSQL, see one count per client, so a client gets the limit once, not once per server.
import { createHash } from 'node:crypto';
import { and, like, lte } from 'drizzle-orm';
import {
  retryAfter,
  type HelperName,
  type RateLimiter,
  type RateLimiterFactory,
} from '../../helpers/rate-limiter';
import { countInWindow } from '../auth/account-limits';
import type { Database } from '../db/database';
import { rateLimit } from '../db/schema';

/** The counters' keys start with this; the rest is the helper and the client address's hash. */
const KEY_PREFIX = 'helper:';

/** The address is hashed, as the per-account keys hash the e-mail: the table holds neither. */
export function helperLimitKey(helper: HelperName, clientKey: string): string {
  const digest = createHash('sha256').update(clientKey).digest('hex');
  return `${KEY_PREFIX}${helper}:${digest}`;
}

export function createDatabaseRateLimiter({
  db,
  helper,
  limit,
  windowMs = 60_000,
  now = () => Date.now(),
}: {
  db: Database;
  helper: HelperName;
  limit: number;
  windowMs?: number;
  now?: () => number;
}): RateLimiter {
  let prunedAt = Number.NEGATIVE_INFINITY;

  /**
   * One row per client address that called within a window: rows of windows long over are
   * deleted, at most once a window per process, so a flood of addresses leaves no lasting rows.
   */
  async function pruneOldWindows(at: number) {
    if (at - prunedAt < windowMs) return;
    prunedAt = at;
    await db
      .delete(rateLimit)
      .where(
        and(
          like(rateLimit.key, `${KEY_PREFIX}${helper}:%`),
          lte(rateLimit.lastRequest, at - windowMs),
        ),
      );
  }

  return {
    async take(clientKey) {
      const at = now();
      await pruneOldWindows(at);
      // Every call counts, refused ones too: that cannot move the window, and one statement
      // counts and decides, so calls racing on several servers cannot all slip under the limit.
      const { count, windowStartedAt } = await countInWindow(
        db,
        helperLimitKey(helper, clientKey),
        windowMs,
        at,
      );
      if (count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: retryAfter(windowStartedAt, windowMs, at) };
    },
  };
}

/** The helpers' limiters for a server on this database (createHelpers' third argument). */
export function databaseRateLimiters(db: Database): RateLimiterFactory {
  return (helper, limit) => createDatabaseRateLimiter({ db, helper, limit });
}
