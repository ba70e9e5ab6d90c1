// A sign-out her page could not deliver (the network gone as she left, the tab closed first) is
// carried out by the next request of her browser: the sign-out cookie her page set first, holding
// the key GET /api/session gave her session. No other key ends anything.
import { describe, expect, it } from 'vitest';
import { SIGN_OUT_KEY_PATTERN, signOutCookieName } from '@/lib/sign-out-cookie';
import {
  cookieFrom,
  createTestServer,
  openOneDatabaseTwice,
  type TestServer,
} from '../testing/test-server';
import { setupTestServer } from '../testing/setup-test-server';

const NAME = signOutCookieName(false);

async function signOutKeyOf(server: TestServer, cookie: string): Promise<string> {
  const answer = (await (await server.request('/api/session', { cookie })).json()) as {
    signOutKey?: string;
  };
  if (!answer.signOutKey) throw new Error('no sign-out key');
  return answer.signOutKey;
}

/** A fresh session of hers, and the Cookie header of a request of hers after a lost sign-out. */
async function herSessionSignedOut(server: TestServer) {
  const cookie = await server.userSession('asha@example.org');
  return { cookie, withSignOut: `${cookie}; ${NAME}=${await signOutKeyOf(server, cookie)}` };
}

/** The Set-Cookie lines that expire `name` (Max-Age=0), by path. */
function expiredPaths(response: Response, name: string): string[] {
  return response.headers
    .getSetCookie()
    .filter((line) => line.startsWith(`${name}=;`) && /Max-Age=0/.test(line))
    .map((line) => /Path=([^;]*)/.exec(line)?.[1] ?? '');
}

describe('a sign-out that never reached the server', () => {
  const server = setupTestServer();

  it('gives a signed-in session a key of its own, and a visitor none', async () => {
    const first = await server.userSession('asha@example.org');
    const second = await server.signIn('asha@example.org');
    const [a, b] = [await signOutKeyOf(server, first), await signOutKeyOf(server, second)];
    expect(a).toMatch(SIGN_OUT_KEY_PATTERN);
    expect(b).toMatch(SIGN_OUT_KEY_PATTERN);
    expect(a).not.toBe(b);
    expect(await (await server.request('/api/session')).json()).toEqual({ user: null });
  });

  it('is carried out by the next request: it reads as a visitor, and the session is over', async () => {
    const { cookie, withSignOut } = await herSessionSignedOut(server);
    const next = await server.request('/api/stories/mine', { cookie: withSignOut });
    expect(next.status).toBe(401);
    expect(await server.sessionUser(cookie)).toBeNull();
    // The browser forgets the session and the sign-out cookie, and empties its HTTP cache.
    expect(expiredPaths(next, 'better-auth.session_token')).toContain('/');
    expect(expiredPaths(next, NAME)).toEqual(['/', '/api', '/api/stories', '/api/stories/mine']);
    expect(next.headers.get('clear-site-data')).toContain('"cache"');
    expect(next.headers.get('cache-control')).toBe('no-store');
  });

  it('holds for a public page read too, which then has nothing of hers', async () => {
    const { cookie, withSignOut } = await herSessionSignedOut(server);
    const list = await server.request('/api/stories', { cookie: withSignOut });
    expect(list.status).toBe(200);
    expect(await server.sessionUser(cookie)).toBeNull();
  });

  it('and for her own sign-out arriving late: 204, and it ends what is left', async () => {
    const { cookie, withSignOut: sent } = await herSessionSignedOut(server);
    const ended = await server.request('/api/stories', { cookie: sent });
    expect(ended.status).toBe(200);
    const late = await server.request('/api/session', { method: 'DELETE', cookie: sent });
    expect(late.status).toBe(204);
    expect(expiredPaths(late, NAME)).toContain('/');
    expect(await server.sessionUser(cookie)).toBeNull();
  });

  const wrongKeys: Record<string, (server: TestServer) => Promise<string>> = {
    // A page on another port of her host can set cookies for it, but knows no key.
    'a made-up key': () => Promise.resolve('A'.repeat(32)),
    'someone else’s key': async (s) => signOutKeyOf(s, await s.userSession('other@example.org')),
    'a NUL byte': () => Promise.resolve('%00'),
    'a 4 KB value': () => Promise.resolve('x'.repeat(4096)),
    'an empty value': () => Promise.resolve(''),
  };
  for (const [name, wrongKey] of Object.entries(wrongKeys)) {
    it(`${name}: ends nothing, and the cookie is expired`, async () => {
      const cookie = await server.userSession('asha@example.org');
      const sent = `${cookie}; ${NAME}=${await wrongKey(server)}`;
      const response = await server.request('/api/stories/mine', { cookie: sent });
      expect(response.status).toBe(200);
      expect(expiredPaths(response, NAME)).toContain('/api');
      expect(expiredPaths(response, 'better-auth.session_token')).toEqual([]);
      expect(await server.sessionUser(cookie)).not.toBeNull();
    });
  }

  it('a key left from her earlier session ends nothing of the next', async () => {
    const earlier = await server.userSession('asha@example.org');
    const key = await signOutKeyOf(server, earlier);
    const now = await server.signIn('asha@example.org');
    const response = await server.request('/api/stories/mine', {
      cookie: `${now}; ${NAME}=${key}`,
    });
    expect(response.status).toBe(200);
    expect(await server.sessionUser(now)).not.toBeNull();
  });

  it('a sign-in carrying it ends the old session and keeps the new one', async () => {
    const earlier = await server.userSession('asha@example.org');
    const key = await signOutKeyOf(server, earlier);
    const signIn = await server.request('/api/auth/sign-in/email', {
      body: { email: 'asha@example.org', password: 'Str0ng!pass' },
      cookie: `${earlier}; ${NAME}=${key}`,
    });
    expect(signIn.status).toBe(200);
    expect(expiredPaths(signIn, 'better-auth.session_token')).toEqual([]);
    expect(await server.sessionUser(earlier)).toBeNull();
    expect(await server.sessionUser(cookieFrom(signIn))).not.toBeNull();
  });
});

describe('over https', () => {
  const server = setupTestServer({ publicUrl: 'https://sahas.test' });

  it('is a __Host- cookie, and only that name ends the session', async () => {
    const cookie = await server.userSession('asha@example.org');
    const key = await signOutKeyOf(server, cookie);
    // The plain name is one a page on another port could set: it ends nothing over https.
    const plain = await server.request('/api/stories/mine', {
      cookie: `${cookie}; ${NAME}=${key}`,
    });
    expect(plain.status).toBe(200);
    const host = signOutCookieName(true);
    expect(host).toMatch(/^__Host-/);
    const next = await server.request('/api/stories/mine', { cookie: `${cookie}; ${host}=${key}` });
    expect(next.status).toBe(401);
    expect(expiredPaths(next, host)).toEqual(['/']);
    expect(next.headers.getSetCookie().find((line) => line.startsWith(`${host}=;`))).toMatch(
      /; Secure/,
    );
    expect(await server.sessionUser(cookie)).toBeNull();
  });
});

it('a second server on the same database carries it out as well', async () => {
  const [first, second] = await openOneDatabaseTwice();
  const one = await createTestServer({ database: first });
  const two = await createTestServer({ database: second });
  try {
    const cookie = await one.userSession('asha@example.org');
    const key = await signOutKeyOf(one, cookie);
    const next = await two.request('/api/stories/mine', { cookie: `${cookie}; ${NAME}=${key}` });
    expect(next.status).toBe(401);
    expect(await one.sessionUser(cookie)).toBeNull();
  } finally {
    await Promise.all([one.close(), two.close()]);
    await Promise.all([...new Set([first, second])].map((database) => database.close()));
  }
});
