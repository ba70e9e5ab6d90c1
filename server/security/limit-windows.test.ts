// Every limit keeps its whole window, whatever better-auth's own limiter does: that limiter
// deletes every row of its rate_limit table older than its one-minute window whenever a window
// rolls over, so counters kept there made a 15-minute limit a one-minute one (10 guesses of her
// password a minute). Time is moved by writing the counters' windows back, not by waiting.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimit } from '../db/auth-schema';
import type { OpenDatabase } from '../db/database';
import { limitCounters } from '../db/schema';
import { createLimitKeys } from '../limits/limit-keys';
import { ACCOUNT_RULES, MAIL_RULES } from '../limits/limit-rules';
import { rowsOf } from '../stories/story-test-helpers';
import { setupTestServer } from '../testing/setup-test-server';
import { createTestServer, openOneDatabaseTwice, type TestServer } from '../testing/test-server';

const MINUTE = 60_000;
const PASSWORD = 'Str0ng!pass';
const HER_EMAIL = 'asha@example.org';
const HER_ADDRESS = '203.0.113.10';

describe('limit windows', () => {
  // One trusted proxy: X-Forwarded-For names the client.
  const server = setupTestServer({ rateLimit: true, trustProxy: 1 });

  const post = (path: string, body: unknown, from = HER_ADDRESS, cookie?: string) =>
    server.request(path, { body, cookie, headers: { 'x-forwarded-for': from } });
  const signIn = (password: string, from = HER_ADDRESS, email = HER_EMAIL) =>
    post('/api/auth/sign-in/email', { email, password }, from);

  /** As if everything counted so far had happened `ms` earlier, in both tables. */
  async function earlierBy(ms: number) {
    await server.db.execute(sql`update rate_limit set last_request = last_request - ${ms}`);
    await server.db.execute(
      sql`update limit_counters set window_started_at = window_started_at - ${ms}`,
    );
  }

  /**
   * A request whose better-auth window has rolled over (someone else's, from another address),
   * which makes its limiter delete every rate_limit row older than a minute; checks that it did.
   */
  async function betterAuthCleansUp() {
    const cleaner = () => signIn('Wr0ng!pass', '198.51.100.200', 'someone-else@example.org');
    await cleaner();
    await server.db.execute(sql`update rate_limit set last_request = last_request - ${2 * MINUTE}`);
    await cleaner();
    const stale = sql`last_request < ${Date.now() - MINUTE}`;
    expect(await server.db.$count(rateLimit, stale)).toBe(0);
  }

  it('keeps a sign-in lock for its whole window, then lifts it', async () => {
    await server.signUp(HER_EMAIL);
    const max = ACCOUNT_RULES['sign-in-failures'].max;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await signIn(`Wr0ng!pass${attempt}`)).status).toBe(401);
    }
    expect((await signIn(PASSWORD)).status).toBe(429);

    await earlierBy(2 * MINUTE);
    await betterAuthCleansUp();
    expect((await signIn(PASSWORD)).status).toBe(429);
    expect(await server.db.$count(limitCounters)).toBeGreaterThan(0);

    // 16 minutes on, the 15-minute window is over.
    await earlierBy(14 * MINUTE);
    expect((await signIn(PASSWORD)).status).toBe(200);
  });

  it.each([
    ['/request-password-reset', { email: HER_EMAIL, redirectTo: '/auth' }],
    ['/send-verification-email', { email: HER_EMAIL, callbackURL: '/auth' }],
    ['/sign-up/email', { email: HER_EMAIL, password: PASSWORD, name: 'Anonymous' }],
  ] as const)('keeps the cap on %s mails for its whole window', async (path, body) => {
    await server.signUp(HER_EMAIL);
    const max = ACCOUNT_RULES[MAIL_RULES[path]].max;
    // Signing up above was the first sign-up mail.
    const already = path === '/sign-up/email' ? 1 : 0;
    for (let sent = already; sent < max; sent += 1) {
      expect((await post(`/api/auth${path}`, body)).status).toBe(200);
    }
    await earlierBy(2 * MINUTE);
    await betterAuthCleansUp();
    expect((await post(`/api/auth${path}`, body)).status).toBe(429);
    await earlierBy(14 * MINUTE);
    expect((await post(`/api/auth${path}`, body)).status).toBe(200);
  });

  it("keeps the Account page's password check limit for its whole window", async () => {
    const cookie = await server.userSession(HER_EMAIL);
    const check = (password: string) =>
      post('/api/account/delete', { password }, HER_ADDRESS, cookie);
    const max = ACCOUNT_RULES['password-check'].max;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await check('Wr0ng!pass')).status).toBe(400);
    }
    await earlierBy(2 * MINUTE);
    await betterAuthCleansUp();
    expect((await check(PASSWORD)).status).toBe(429);
  });

  it("cannot spend her Account page's password check through a made-up auth path", async () => {
    const cookie = await server.userSession(HER_EMAIL);
    const max = ACCOUNT_RULES['password-check'].max;
    for (let attempt = 0; attempt <= max; attempt += 1) {
      await post('/api/auth/account/password-check', { email: HER_EMAIL, password: 'Wr0ng!pass' });
    }
    const check = await post('/api/account/delete', { password: PASSWORD }, HER_ADDRESS, cookie);
    expect(check.status).toBe(204);
  });

  it('forgets every counter about her account and her inbox when she erases it', async () => {
    const cookie = await server.userSession(HER_EMAIL);
    await server.signUp('other@example.org');
    await signIn('Wr0ng!pass');
    await signIn('Wr0ng!pass', '198.51.100.7');
    await signIn('Wr0ng!pass', HER_ADDRESS, 'other@example.org');
    await post('/api/auth/request-password-reset', { email: HER_EMAIL, redirectTo: '/auth' });
    await post('/api/account/delete', { password: 'Wr0ng!pass' }, HER_ADDRESS, cookie);
    const keys = createLimitKeys(server.auth.options.secret);
    const hers = [keys.account(HER_EMAIL), keys.inbox(HER_EMAIL)];
    const countersOf = async (digests: string[]) => {
      const result = await server.db.execute(sql`select key from limit_counters`);
      return rowsOf<{ key: string }>(result).filter((row) =>
        digests.some((digest) => row.key.includes(digest)),
      ).length;
    };
    expect(await countersOf(hers)).toBeGreaterThanOrEqual(4);

    const erased = await post('/api/account/delete', { password: PASSWORD }, HER_ADDRESS, cookie);
    expect(erased.status).toBe(204);
    expect(await countersOf(hers)).toBe(0);
    // His failed sign-in: from that address, and towards the account's ceiling.
    expect(await countersOf([keys.account('other@example.org')])).toBe(2);
  });
});

describe('limits on two servers sharing one database', () => {
  let databases: [OpenDatabase, OpenDatabase];
  let servers: [TestServer, TestServer];
  beforeAll(async () => {
    databases = await openOneDatabaseTwice();
    servers = [
      await createTestServer({ database: databases[0], rateLimit: true, trustProxy: 1 }),
      await createTestServer({ database: databases[1], rateLimit: true, trustProxy: 1 }),
    ];
  });
  afterAll(async () => {
    for (const server of servers ?? []) await server?.close();
    for (const database of new Set(databases ?? [])) await database.close();
  });

  it('counts her failures once, whichever server answers each', async () => {
    await servers[0].signUp(HER_EMAIL);
    const signInAt = (server: TestServer, password: string, from: string) =>
      server.request('/api/auth/sign-in/email', {
        body: { email: HER_EMAIL, password },
        headers: { 'x-forwarded-for': from },
      });
    const max = ACCOUNT_RULES['sign-in-failures'].max;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const server = servers[attempt % 2] ?? servers[0];
      expect((await signInAt(server, 'Wr0ng!pass', '203.0.113.50')).status).toBe(401);
    }
    expect((await signInAt(servers[0], PASSWORD, '203.0.113.50')).status).toBe(429);
    expect((await signInAt(servers[1], PASSWORD, '203.0.113.50')).status).toBe(429);
    expect((await signInAt(servers[1], PASSWORD, '198.51.100.50')).status).toBe(200);
  });
});
