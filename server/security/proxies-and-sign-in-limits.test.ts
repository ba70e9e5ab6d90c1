// Behind a proxy every client has the proxy's address, and carriers put thousands of women
// behind one address: one person guessing passwords must not lock everyone else out. Guessing
// one account's password stops for the address the guesses come from, without locking her out
// from hers, and slows to a crawl however many addresses the guesses come from.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ACCOUNT_RULES } from '../limits/limit-rules';
import { AUTH_ADDRESS_LIMITS } from '../auth/auth';
import { resolveClientAddress } from '../http/client-address';
import { setupTestServer } from '../testing/setup-test-server';

describe('resolveClientAddress (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientAddress('10.0.0.9', '203.0.113.7', 0)).toBe('10.0.0.9');
  });

  it('takes the entry the trusted proxies wrote, not what the client put in front of it', () => {
    expect(resolveClientAddress('10.0.0.9', '203.0.113.7', 1)).toBe('203.0.113.7');
    // The client forged its own entry; the proxy appended the real one.
    expect(resolveClientAddress('10.0.0.9', '1.2.3.4, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(resolveClientAddress('10.0.0.9', '1.2.3.4, 203.0.113.7, 10.0.0.5', 2)).toBe(
      '203.0.113.7',
    );
  });

  it('falls back to the farthest address when there are fewer entries than hops', () => {
    expect(resolveClientAddress('10.0.0.9', '203.0.113.7', 3)).toBe('203.0.113.7');
    expect(resolveClientAddress('10.0.0.9', undefined, 1)).toBe('10.0.0.9');
  });
});

describe('sign-in limits', () => {
  const server = setupTestServer({ rateLimit: true });
  const limit = ACCOUNT_RULES['sign-in-failures'].max;
  const mails = ACCOUNT_RULES['password-reset-mail'].max;

  const signIn = (email: string, password: string) =>
    server.request('/api/auth/sign-in/email', { body: { email, password } });
  /** Asks for a reset mail to each address in turn: the answers' statuses. */
  async function askResets(emails: string[]) {
    const statuses: number[] = [];
    for (const email of emails) {
      const body = { email, redirectTo: '/auth' };
      statuses.push((await server.request('/api/auth/request-password-reset', { body })).status);
    }
    return statuses;
  }

  it("stops guessing one account's password, and the owner's right password too, for a while", async () => {
    await server.signUp('target@example.org');
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await signIn('target@example.org', `Wr0ng!pass${attempt}`)).status).toBe(401);
    }
    expect((await signIn('target@example.org', 'Wr0ng!again')).status).toBe(429);
    expect((await signIn('target@example.org', 'Str0ng!pass')).status).toBe(429);
  });

  it('answers an unknown address exactly like a known one', async () => {
    for (let attempt = 0; attempt < limit; attempt += 1)
      await signIn('nobody@example.org', 'Wr0ng!pass');
    expect((await signIn('nobody@example.org', 'Wr0ng!pass')).status).toBe(429);
  });

  it('lets everyone else behind the same address sign in while one account is locked', async () => {
    await server.signUp('target@example.org');
    await server.signUp('neighbour@example.org');
    for (let attempt = 0; attempt <= limit; attempt += 1)
      await signIn('target@example.org', 'Wr0ng!pass');
    expect((await signIn('neighbour@example.org', 'Str0ng!pass')).status).toBe(200);
  });

  it('caps the mails one address can be sent', async () => {
    await server.signUp('inbox@example.org');
    server.outbox.length = 0;
    const statuses = await askResets(Array<string>(mails + 1).fill('inbox@example.org'));
    expect(statuses.at(-1)).toBe(429);
    expect(server.outbox).toHaveLength(mails);
  });

  it('caps the mails one inbox can be sent, through its +tag aliases too', async () => {
    const aliases = Array.from({ length: mails + 1 }, (_, alias) => `inbox+${alias}@example.org`);
    expect((await askResets(aliases)).at(-1)).toBe(429);
  });
});

describe('sign-in limits per client address', () => {
  // One trusted proxy: X-Forwarded-For names the client.
  const server = setupTestServer({ rateLimit: true, trustProxy: 1 });

  const HER = 'target@example.org';
  const signIn = (from: string, password: string, email = HER) =>
    server.request('/api/auth/sign-in/email', {
      body: { email, password },
      headers: { 'x-forwarded-for': from },
    });
  const max = ACCOUNT_RULES['sign-in-failures'].max;
  const slowDown = ACCOUNT_RULES['sign-in-failures'].slowDown;

  it('locks out only the address the guesses came from: hers still signs in', async () => {
    await server.signUp(HER);
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await signIn('203.0.113.66', `Wr0ng!pass${attempt}`)).status).toBe(401);
    }
    const locked = await signIn('203.0.113.66', 'Str0ng!pass');
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await signIn('198.51.100.23', 'Str0ng!pass')).status).toBe(200);
    // Another device of the same IPv6 /64 is the same client; another /64 is not.
    for (let attempt = 0; attempt < max; attempt += 1) {
      await signIn(`2001:db8:1:2::${attempt + 1}`, 'Wr0ng!pass');
    }
    expect((await signIn('2001:db8:1:2:abcd::9', 'Str0ng!pass')).status).toBe(429);
    expect((await signIn('2001:db8:1:3::1', 'Str0ng!pass')).status).toBe(200);
  });

  it('counts wrong passwords from one address exactly, however many arrive at once', async () => {
    await server.signUp(HER);
    const responses = await Promise.all(
      Array.from({ length: 2 * max }, (_, n) => signIn('203.0.113.88', `Wr0ng!pass${n}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(max);
  });

  it('slows guesses from many addresses to one per pause, and lets her in after it', async () => {
    await server.signUp(HER);
    // Spread so that no address reaches its own lock.
    const perAddress = Math.max(1, max - 1);
    for (let failed = 0; failed < slowDown.failures; failed += 1) {
      const from = `203.0.113.${Math.floor(failed / perAddress) + 1}`;
      expect((await signIn(from, 'Wr0ng!pass')).status).toBe(401);
    }
    // Past the ceiling: one attempt, then the account waits, wherever the next comes from.
    expect((await signIn('198.51.100.1', 'Wr0ng!pass')).status).toBe(401);
    const paused = await signIn('198.51.100.2', 'Str0ng!pass');
    expect(paused.status).toBe(429);
    const retryAfter = Number(paused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(slowDown.pauseMs / 1000);
    // Another account is not slowed.
    await server.signUp('neighbour@example.org');
    expect((await signIn('198.51.100.3', 'Str0ng!pass', 'neighbour@example.org')).status).toBe(200);

    // The pause over (its window written back rather than waited for), her password gets in.
    await server.db.execute(
      sql`update limit_counters set window_started_at = window_started_at - ${slowDown.pauseMs}`,
    );
    expect((await signIn('198.51.100.2', 'Str0ng!pass')).status).toBe(200);
    // And the next guess waits for the next pause.
    expect((await signIn('198.51.100.4', 'Wr0ng!pass')).status).toBe(429);
  });

  it('stores no e-mail or client address in the limit counters, nor a plain hash of one', async () => {
    await signIn('203.0.113.77', 'Wr0ng!pass', 'private@example.org');
    await server.request('/api/auth/request-password-reset', {
      body: { email: 'private@example.org', redirectTo: '/auth' },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    const { rows } = (await server.db.execute('select key from limit_counters')) as {
      rows: { key: string }[];
    };
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const keys = rows.map((row) => row.key).join(' ');
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    for (const secret of ['private@example.org', '203.0.113.77']) {
      expect(keys).not.toContain(secret);
      expect(keys).not.toContain(sha256(secret));
    }
  });
});

describe('per-address limits behind a trusted proxy', () => {
  const server = setupTestServer({ rateLimit: true, trustProxy: 1 });

  it('counts each forwarded client on its own', async () => {
    const limit = AUTH_ADDRESS_LIMITS['/sign-in/email'].max;
    // Distinct addresses, so the per-account limit is not what answers.
    const from = (client: string, n: number) =>
      server.request('/api/auth/sign-in/email', {
        body: { email: `guess${n}@example.org`, password: 'Wr0ng!pass' },
        headers: { 'x-forwarded-for': client },
      });
    for (let n = 0; n < limit; n += 1) expect((await from('203.0.113.7', n)).status).toBe(401);
    expect((await from('203.0.113.7', limit)).status).toBe(429);
    expect((await from('198.51.100.4', limit + 1)).status).toBe(401);
  });
});
