// Behind a proxy every client has the proxy's address, and carriers put thousands of women
// behind one address: one person guessing passwords must not lock everyone else out, and
// guessing one account's password must stop wherever the guesses come from.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../auth/account-limits';
import { AUTH_ADDRESS_LIMITS } from '../auth/auth';
import { resolveClientAddress } from '../http/client-address';
import { createTestServer, type TestServer } from '../testing/test-server';

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
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ rateLimit: true });
  });
  beforeEach(() => server.reset());
  afterAll(() => server.close());

  const signIn = (email: string, password: string) =>
    server.request('/api/auth/sign-in/email', { body: { email, password } });

  it("stops guessing one account's password, and the owner's right password too, for a while", async () => {
    await server.signUp('target@example.org');
    const limit = ACCOUNT_LIMITS['/sign-in/email']?.max ?? 0;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await signIn('target@example.org', `Wr0ng!pass${attempt}`)).status).toBe(401);
    }
    expect((await signIn('target@example.org', 'Wr0ng!again')).status).toBe(429);
    expect((await signIn('target@example.org', 'Str0ng!pass')).status).toBe(429);
  });

  it('answers an unknown address exactly like a known one', async () => {
    const limit = ACCOUNT_LIMITS['/sign-in/email']?.max ?? 0;
    for (let attempt = 0; attempt < limit; attempt += 1)
      await signIn('nobody@example.org', 'Wr0ng!pass');
    expect((await signIn('nobody@example.org', 'Wr0ng!pass')).status).toBe(429);
  });

  it('lets everyone else behind the same address sign in while one account is locked', async () => {
    await server.signUp('target@example.org');
    await server.signUp('neighbour@example.org');
    const limit = ACCOUNT_LIMITS['/sign-in/email']?.max ?? 0;
    for (let attempt = 0; attempt <= limit; attempt += 1)
      await signIn('target@example.org', 'Wr0ng!pass');
    expect((await signIn('neighbour@example.org', 'Str0ng!pass')).status).toBe(200);
  });

  it('keeps the per-address limit high enough for a carrier address shared by many', () => {
    expect(AUTH_ADDRESS_LIMITS['/sign-in/email'].max).toBeGreaterThanOrEqual(50);
  });

  it('caps the mails one address can be sent', async () => {
    await server.signUp('inbox@example.org');
    server.outbox.length = 0;
    const limit = ACCOUNT_LIMITS['/request-password-reset']?.max ?? 0;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      const response = await server.request('/api/auth/request-password-reset', {
        body: { email: 'inbox@example.org', redirectTo: '/auth' },
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(server.outbox).toHaveLength(limit);
  });

  it('stores no e-mail address in the limit counters', async () => {
    await signIn('private@example.org', 'Wr0ng!pass');
    const { rows } = (await server.db.execute('select key from rate_limit')) as {
      rows: { key: string }[];
    };
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.key).join(' ')).not.toContain('private@example.org');
  });
});

describe('per-address limits behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ rateLimit: true, trustProxy: 1 });
  });
  afterAll(() => server.close());

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
