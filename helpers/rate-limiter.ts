// A per-client limit on helper calls: a fixed one-minute window per client key. Async, so the
// self-hosted server can keep its counts in the shared database (server/helpers); this one keeps
// them in a bounded map, so a flood of addresses cannot grow memory without end.

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one call; says whether it may go on and, if not, how many seconds until it may. */
  take(clientKey: string): Promise<RateVerdict>;
}

export type HelperName = 'translate' | 'grammar';

/** Makes each helper's limiter from its per-minute limit. */
export type RateLimiterFactory = (helper: HelperName, limitPerMinute: number) => RateLimiter;

/**
 * Counts in this process only: right where one process answers a client (a Netlify function
 * instance has no shared store; the provider's own quota backs it up when Netlify runs several
 * instances). Several servers on one PostgreSQL use the database's limiter instead.
 */
export const inProcessRateLimiters: RateLimiterFactory = (_, limit) => createRateLimiter({ limit });

export function createRateLimiter({
  limit,
  windowMs = 60_000,
  maxClients = 10_000,
  now = () => Date.now(),
}: {
  limit: number;
  windowMs?: number;
  maxClients?: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function makeRoom(at: number) {
    for (const [key, window] of windows) {
      if (at - window.start >= windowMs) windows.delete(key);
    }
    // Still full of live windows: forget the oldest. Those clients get a fresh count, which
    // only happens under a flood of distinct addresses, where the provider's own quota holds.
    for (const key of windows.keys()) {
      if (windows.size < maxClients) break;
      windows.delete(key);
    }
  }

  function take(clientKey: string): RateVerdict {
    const at = now();
    let window = windows.get(clientKey);
    if (!window || at - window.start >= windowMs) {
      if (!window && windows.size >= maxClients) makeRoom(at);
      windows.delete(clientKey);
      window = { start: at, count: 0 };
      windows.set(clientKey, window);
    }
    if (window.count >= limit) {
      return { allowed: false, retryAfterSeconds: retryAfter(window.start, windowMs, at) };
    }
    window.count += 1;
    return { allowed: true };
  }

  return { take: (clientKey) => Promise.resolve(take(clientKey)) };
}

/** Whole seconds until the window that started at `start` is over; at least one. */
export function retryAfter(start: number, windowMs: number, at: number): number {
  return Math.max(1, Math.ceil((start + windowMs - at) / 1000));
}
