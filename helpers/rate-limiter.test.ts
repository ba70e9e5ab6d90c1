import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  it('allows `limit` calls per client per window, whatever the order of calls', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 40 }),
        async (limit, clients) => {
          const limiter = createRateLimiter({ limit, now: () => 0 });
          const allowed = new Map<string, number>();
          for (const client of clients) {
            if ((await limiter.take(client)).allowed) {
              allowed.set(client, (allowed.get(client) ?? 0) + 1);
            }
          }
          for (const client of new Set(clients)) {
            const calls = clients.filter((c) => c === client).length;
            expect(allowed.get(client) ?? 0).toBe(Math.min(calls, limit));
          }
        },
      ),
    );
  });

  it('opens again when the window has passed and says when', async () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => now });
    expect((await limiter.take('a')).allowed).toBe(true);
    now = 15_000;
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    now = 60_000;
    expect((await limiter.take('a')).allowed).toBe(true);
  });

  it('stays bounded under a flood of addresses', async () => {
    const limiter = createRateLimiter({ limit: 1, maxClients: 100, now: () => 0 });
    for (let i = 0; i < 10_000; i += 1) await limiter.take(`client-${i}`);
    // The most recent clients are still counted.
    expect((await limiter.take('client-9999')).allowed).toBe(false);
  });
});
