// A per-client limit on helper calls: a fixed one-minute window per client key, kept in a
// bounded map so a flood of addresses cannot grow memory without end.

export interface RateLimiter {
  /** Counts one call; says whether it may go on and, if not, how many seconds until it may. */
  take(clientKey: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

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

  return {
    take(clientKey) {
      const at = now();
      let window = windows.get(clientKey);
      if (!window || at - window.start >= windowMs) {
        if (!window && windows.size >= maxClients) makeRoom(at);
        windows.delete(clientKey);
        window = { start: at, count: 0 };
        windows.set(clientKey, window);
      }
      if (window.count >= limit) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)),
        };
      }
      window.count += 1;
      return { allowed: true };
    },
  };
}
