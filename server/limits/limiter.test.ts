// The one limiter, counting in memory (the Netlify functions) and in the database (the server):
// the same windows, Retry-After, settling and pruning over both stores, and memory bounded. The
// routes' limits, a count shared by servers on one database and kept whatever better-auth's
// limiter clears, are proved on the real server (security/limit-windows,
// security/proxies-and-sign-in-limits, helpers/shared-helper-limits, account/account).
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { limitCounters } from '../db/schema';
import { openOneDatabaseTwice } from '../testing/test-server';
import { databaseCounters } from './limit-counters';
import { ACCOUNT_RULES } from './limit-rules';
import { createLimitKeys } from './limit-keys';
import { type CounterStore, createLimiter, type Limiter } from './limiter';
import { memoryCounters } from './memory-counters';

const SECRET = 'a-secret-long-enough-for-the-limit-counters';
const MINUTE = 60_000;

let databases: [OpenDatabase, OpenDatabase];
beforeAll(async () => {
  databases = await openOneDatabaseTwice();
});
afterAll(async () => {
  for (const database of new Set(databases ?? [])) await database.close();
});
const emptyTable = () => databases[0].db.delete(limitCounters);

const STORES: [string, () => CounterStore][] = [
  ['memory', () => memoryCounters()],
  ['the database', () => databaseCounters(databases[0].db)],
];

describe.each(STORES)('the limiter counting in %s', (_, store) => {
  beforeEach(emptyTable);

  const limiterAt = (clock: { now: number }, helperCallsPerMinute = 2, counters = store()) =>
    createLimiter({ counters, secret: SECRET, helperCallsPerMinute, now: () => clock.now });

  it('allows `max` calls per client per window, whatever the order of calls', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.constantFrom('203.0.113.1', '203.0.113.2', '2001:db8::1'), { maxLength: 30 }),
        async (max, clients) => {
          await emptyTable();
          const limiter = limiterAt({ now: 0 }, max);
          const allowed = new Map<string, number>();
          for (const client of clients) {
            if ((await limiter.take('helper-translate', { client })).allowed) {
              allowed.set(client, (allowed.get(client) ?? 0) + 1);
            }
          }
          for (const client of new Set(clients)) {
            const calls = clients.filter((c) => c === client).length;
            expect(allowed.get(client) ?? 0).toBe(Math.min(calls, max));
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('opens again when the window has passed, and says when; each rule counts apart', async () => {
    const clock = { now: 1_000_000 };
    const limiter = limiterAt(clock);
    const a = { client: '203.0.113.9' };
    expect((await limiter.take('helper-translate', a)).allowed).toBe(true);
    clock.now += 10_000;
    expect((await limiter.take('helper-translate', a)).allowed).toBe(true);
    clock.now += 5_000;
    // The window began at the first call: 45 s of it are left.
    expect(await limiter.take('helper-translate', a)).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
    });
    expect((await limiter.take('helper-grammar', a)).allowed).toBe(true);
    expect((await limiter.take('helper-translate', { client: '203.0.113.10' })).allowed).toBe(true);
    clock.now += 45_000;
    expect((await limiter.take('helper-translate', a)).allowed).toBe(true);
  });

  // Every address of one IPv6 /64 is one client: clientGroup's table (limit-keys.test.ts), and
  // on the sign-in route, proxies-and-sign-in-limits.test.ts.
  it('counts only failures where a rule says so: a success clears them, a void attempt is taken back', async () => {
    const limiter = limiterAt({ now: 0 });
    const her = { email: 'asha@example.org' };
    const max = ACCOUNT_RULES['password-check'].max;
    const attempt = async (outcome: 'failed' | 'succeeded' | 'void') => {
      const verdict = await limiter.take('password-check', her);
      if (verdict.allowed) await verdict.settle(outcome);
      return verdict.allowed;
    };
    for (let n = 0; n < max - 1; n += 1) expect(await attempt('failed')).toBe(true);
    expect(await attempt('succeeded')).toBe(true);
    for (let n = 0; n < max; n += 1) expect(await attempt('failed')).toBe(true);
    expect(await attempt('succeeded')).toBe(false);

    // Void attempts leave no mark: a mail that was never sent does not spend the inbox's cap.
    const mails = ACCOUNT_RULES['password-reset-mail'].max;
    for (let n = 0; n < 3 * mails; n += 1) expect(await mailed(limiter, 'void')).toBe(true);
    for (let n = 0; n < mails; n += 1) expect(await mailed(limiter, 'succeeded')).toBe(true);
    expect(await mailed(limiter, 'succeeded')).toBe(false);
  });

  it('forgets counters once their own window is over, and keeps live ones', async () => {
    const clock = { now: 5_000_000 };
    const counters = store();
    const limiter = limiterAt(clock, 1, counters);
    const keys = createLimitKeys(SECRET);
    const helperCall = `helper-translate:${keys.client('203.0.113.1')}`;
    const oldCheck = `password-check:${keys.account('old@example.org')}`;
    const liveCheck = `password-check:${keys.account('live@example.org')}`;
    await limiter.take('helper-translate', { client: '203.0.113.1' });
    await limiter.take('password-check', { email: 'old@example.org' });
    clock.now += 5 * MINUTE;
    await limiter.take('password-check', { email: 'live@example.org' });
    // A minute's window is over, a quarter of an hour's is not.
    expect(await isStored(counters, helperCall)).toBe(false);
    expect(await isStored(counters, oldCheck)).toBe(true);
    clock.now += 11 * MINUTE;
    await limiter.take('helper-grammar', { client: '198.51.100.7' });
    expect(await isStored(counters, oldCheck)).toBe(false);
    expect(await isStored(counters, liveCheck)).toBe(true);
  });
});

/** Whether the store still holds `key`, live or not (a window reaching back to the epoch). */
async function isStored(counters: CounterStore, key: string): Promise<boolean> {
  return (await counters.countSoFar(key, Number.MAX_SAFE_INTEGER, 0)) > 0;
}

/** A password reset mail to her inbox, settled as `outcome`; whether it was allowed. */
async function mailed(limiter: Limiter, outcome: 'succeeded' | 'void') {
  const verdict = await limiter.take('password-reset-mail', { email: 'asha+x@example.org' });
  if (verdict.allowed) await verdict.settle(outcome);
  return verdict.allowed;
}

describe('the limiter counting in the database', () => {
  it("forgets counters of no rule, such as an earlier version's keys of an e-mail", async () => {
    const { db } = databases[0];
    const now = Date.now();
    const legacy = 'account:0123abcd:/sign-in/email:from:4567ef';
    await db.insert(limitCounters).values({ key: legacy, count: 1, windowStartedAt: now });
    const counters = databaseCounters(db);
    const limiter = createLimiter({ counters, secret: SECRET, helperCallsPerMinute: 1 });
    await limiter.take('helper-translate', { client: '203.0.113.1' });
    expect(await isStored(counters, legacy)).toBe(false);
  });
});

describe('the limiter counting in memory', () => {
  it('stays bounded under a flood of addresses, and still counts the most recent', async () => {
    const limiter = createLimiter({
      counters: memoryCounters({ maxKeys: 100 }),
      secret: SECRET,
      helperCallsPerMinute: 1,
      now: () => 0,
    });
    for (let i = 0; i < 10_000; i += 1) {
      await limiter.take('helper-translate', { client: `client-${i}` });
    }
    expect((await limiter.take('helper-translate', { client: 'client-9999' })).allowed).toBe(false);
    expect((await limiter.take('helper-translate', { client: 'client-0' })).allowed).toBe(true);
  });
});
