// A page on another port of her host (or a subdomain) can set a cookie of the same name as the
// session's, with a longer Path such as /api/stories, holding the abuser's own session. Her
// browser then sends both, his first, and her next story would be filed under his account (and
// shown in her list, so she never notices). A request that carries more than one session
// cookie is refused and the browser told to sign in again; over https the session cookies are
// __Host- cookies, which no other origin can set.
import { beforeEach, describe, expect, it } from 'vitest';
import { stories } from '../db/schema';
import { storyBody } from '../stories/story-test-helpers';
import { setupTestServer } from '../testing/setup-test-server';

const NAME = 'better-auth.session_token';

/** `name=value` of the session cookie in a Cookie header made by cookieFrom. */
function sessionValue(cookie: string): string {
  const pair = cookie.split('; ').find((part) => part.startsWith(`${NAME}=`));
  if (!pair) throw new Error('no session cookie');
  return pair.slice(NAME.length + 1);
}

describe('more than one session cookie', () => {
  const server = setupTestServer();
  let hers: string;
  let his: string;
  beforeEach(async () => {
    hers = sessionValue(await server.userSession('asha@example.org'));
    his = sessionValue(await server.userSession('abuser@example.org'));
  });

  const storyCount = () => server.db.$count(stories);

  function post(path: string, cookie: string) {
    return server.request(path, { body: storyBody(), cookie });
  }

  const cookieHeaders = {
    // As Chromium orders them: the longer Path (his, set for /api/stories) first.
    'the same name twice (his with a longer Path first)': () => `${NAME}=${his}; ${NAME}=${hers}`,
    'the same name twice (hers first)': () => `${NAME}=${hers}; ${NAME}=${his}`,
    'the __Host- name beside the plain one': () => `__Host-${NAME}=${his}; ${NAME}=${hers}`,
    'the __Secure- name beside the plain one': () => `${NAME}=${hers}; __Secure-${NAME}=${his}`,
    'her own cookie twice': () => `${NAME}=${hers}; ${NAME}=${hers}`,
  };

  for (const [name, header] of Object.entries(cookieHeaders)) {
    it(`${name}: 401, nothing written, and the browser told to sign in again`, async () => {
      const response = await post('/api/stories', header());
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'signInRequired' });
      expect(await storyCount()).toBe(0);
      const expired = response.headers.getSetCookie();
      // Every session cookie the request carried is expired, at / and at the request's own
      // paths (where a cookie of another port can sit).
      for (const path of ['/', '/api', '/api/stories']) {
        expect(expired, path).toContainEqual(
          expect.stringMatching(new RegExp(`^${NAME}=; .*Max-Age=0.*; Path=${path}(;|$)`)),
        );
      }
    });
  }

  it('refuses every other route of hers the same way, reads included', async () => {
    const twice = cookieHeaders['the same name twice (his with a longer Path first)']();
    for (const path of ['/api/session', '/api/stories/mine', '/api/account', '/media/x.jpg']) {
      const response = await server.request(path, { cookie: twice });
      expect(response.status, path).toBe(401);
    }
    const signIn = await server.request('/api/auth/sign-in/email', {
      body: { email: 'asha@example.org', password: 'Str0ng!pass' },
      cookie: twice,
    });
    expect(signIn.status).toBe(401);
  });

  it('a single session cookie works as before, and other cookies do not count', async () => {
    const response = await post('/api/stories', `nf_lang=hi; ${NAME}=${hers}; other=1; other=2`);
    expect(response.status).toBe(201);
    expect(await storyCount()).toBe(1);
  });
});

describe('session cookies over https', () => {
  const server = setupTestServer({ publicUrl: 'https://sahas.example.org' });

  it('are __Host- cookies: Secure, Path=/, no Domain, and the server reads them', async () => {
    const email = 'asha@example.org';
    await server.signUp(email);
    const signIn = await server.request('/api/auth/sign-in/email', {
      body: { email, password: 'Str0ng!pass', rememberMe: false },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-better-auth\./);
      expect(cookie).toMatch(/; Secure(;|$)/i);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).not.toMatch(/; Domain=/i);
      expect(cookie).toMatch(/; HttpOnly(;|$)/i);
    }
    const cookie = cookies.map((line) => line.split(';')[0]).join('; ');
    expect((await server.sessionUser(cookie))?.email).toBe(email);
    // A plain-named cookie beside it (set over http, or by another port) is refused.
    const value = cookie.match(/__Host-better-auth\.session_token=([^;]+)/)?.[1] ?? '';
    const both = await server.request('/api/session', { cookie: `${cookie}; ${NAME}=${value}` });
    expect(both.status).toBe(401);
  });
});
