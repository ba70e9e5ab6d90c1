// The limiter's counters in this process's memory: right where one process answers a client (a
// Netlify function instance has no shared store; the provider's own quota backs it up when
// Netlify runs several instances). Bounded, so a flood of addresses cannot grow memory without end.
import { randomBytes } from 'node:crypto';
import { createLimiter, type CounterStore, type Limiter } from './limiter';

interface Entry {
  count: number;
  windowStartedAt: number;
  windowMs: number;
}

export function memoryCounters({ maxKeys = 10_000 }: { maxKeys?: number } = {}): CounterStore {
  const entries = new Map<string, Entry>();
  const isOver = (entry: Entry, now: number) => now - entry.windowStartedAt >= entry.windowMs;

  function makeRoom(now: number) {
    for (const [key, entry] of entries) if (isOver(entry, now)) entries.delete(key);
    // Still full of live windows: forget the oldest. Those clients get a fresh count, which
    // only happens under a flood of distinct addresses, where the provider's own quota holds.
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  }

  return {
    count(key, windowMs, now) {
      let entry = entries.get(key);
      if (!entry || now - entry.windowStartedAt >= windowMs) {
        if (!entry && entries.size >= maxKeys) makeRoom(now);
        // Deleted and set again: the map's order stays the order windows began in.
        entries.delete(key);
        entry = { count: 0, windowStartedAt: now, windowMs };
        entries.set(key, entry);
      }
      entry.count += 1;
      return Promise.resolve({ count: entry.count, windowStartedAt: entry.windowStartedAt });
    },
    countSoFar(key, windowMs, now) {
      const entry = entries.get(key);
      return Promise.resolve(entry && entry.windowStartedAt > now - windowMs ? entry.count : 0);
    },
    uncount(key, window) {
      const entry = entries.get(key);
      if (entry?.windowStartedAt === window.windowStartedAt) {
        entry.count = Math.max(entry.count - 1, 0);
      }
      return Promise.resolve();
    },
    remove(key) {
      entries.delete(key);
      return Promise.resolve();
    },
    // Each entry knows its own window: those over go, whatever their rule.
    prune(_, now) {
      for (const [key, entry] of entries) if (isOver(entry, now)) entries.delete(key);
      return Promise.resolve();
    },
  };
}

/**
 * A limiter counting in this process only (the Netlify functions). Its keys are HMACs under a
 * secret of this instance's own: no client address is held in clear, even in memory.
 */
export function inProcessLimiter(helperCallsPerMinute: number): Limiter {
  return createLimiter({
    counters: memoryCounters(),
    secret: randomBytes(32).toString('hex'),
    helperCallsPerMinute,
  });
}
