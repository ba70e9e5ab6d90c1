// The helpers' per-client limits on the self-hosted server, counted in the database's
// limit_counters table like the per-account limits: several servers behind one load balancer,
// sharing one PostgreSQL, see one count per client, so a client gets the limit once, not once
// per server.
import {
  retryAfter,
  type HelperName,
  type RateLimiter,
  type RateLimiterFactory,
} from '../../helpers/rate-limiter';
import type { Database } from '../db/database';
import { countInWindow, pruneCounters } from '../limits/limit-counters';
import { createLimitKeys } from '../limits/limit-keys';

/** The counters' keys start with this; the rest is the helper and the client's keyed hash. */
const KEY_PREFIX = 'helper:';

/**
 * The counter's key for a client: its address hashed with the server's secret (HMAC), as the
 * per-account keys hash the e-mail, so the table holds neither, nor anything one can reverse.
 */
export function helperLimitKey(secret: string, helper: HelperName, clientKey: string): string {
  return `${KEY_PREFIX}${helper}:${createLimitKeys(secret).client(clientKey)}`;
}

export function createDatabaseRateLimiter({
  db,
  secret,
  helper,
  limit,
  windowMs = 60_000,
  now = () => Date.now(),
}: {
  db: Database;
  /** The server's secret: the keys are HMACs under it. */
  secret: string;
  helper: HelperName;
  limit: number;
  windowMs?: number;
  now?: () => number;
}): RateLimiter {
  const keys = createLimitKeys(secret);
  let prunedAt = Number.NEGATIVE_INFINITY;

  /**
   * One row per client address that called within a window: rows of windows long over are
   * deleted, at most once a window per process, so a flood of addresses leaves no lasting rows.
   */
  async function pruneOldWindows(at: number) {
    if (at - prunedAt < windowMs) return;
    prunedAt = at;
    await pruneCounters(db, `${KEY_PREFIX}${helper}:`, windowMs, at);
  }

  return {
    async take(clientKey) {
      const at = now();
      await pruneOldWindows(at);
      // Every call counts, refused ones too: that cannot move the window, and one statement
      // counts and decides, so calls racing on several servers cannot all slip under the limit.
      const { count, windowStartedAt } = await countInWindow(
        db,
        `${KEY_PREFIX}${helper}:${keys.client(clientKey)}`,
        windowMs,
        at,
      );
      if (count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: retryAfter(windowStartedAt, windowMs, at) };
    },
  };
}

/** The helpers' limiters for a server on this database (createHelpers' third argument). */
export function databaseRateLimiters(db: Database, secret: string): RateLimiterFactory {
  return (helper, limit) => createDatabaseRateLimiter({ db, secret, helper, limit });
}
