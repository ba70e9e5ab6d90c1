// The Privacy Policy names every cookie the self-hosted server sets (src/features/legal/
// policy-storage.ts). Here those names are held against what the server really sets, over http
// and over https, so a change of prefix or of sign-in options shows up as a failing test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSER_SESSION_COOKIE,
  GOOGLE_STATE_COOKIE,
  SECURE_AUTH_COOKIE_PREFIX,
  AUTH_COOKIE_PREFIX,
  SELF_HOSTED_AUTH_COOKIES,
  SESSION_COOKIE,
} from '@/features/legal/policy-storage';
import { createAuth } from './auth';
import { createTestServer, type TestServer } from '../testing/test-server';

/** The names of the cookies an answer sets. */
function cookieNames(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split('=')[0] ?? '');
}

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ google: { clientId: 'policy-test', clientSecret: 'secret' } });
});

afterAll(async () => {
  await server.close();
});

describe('the cookies the Privacy Policy names', () => {
  it('are the ones a sign-in sets, as the app signs in (a browser-session sign-in)', async () => {
    await server.signUp('policy-reader@example.org');
    const response = await server.request('/api/auth/sign-in/email', {
      body: { email: 'policy-reader@example.org', password: 'Str0ng!pass', rememberMe: false },
    });
    expect(response.status).toBe(200);
    const names = cookieNames(response);
    expect(names).toEqual(expect.arrayContaining([SESSION_COOKIE, BROWSER_SESSION_COOKIE]));
    for (const name of names) expect(SELF_HOSTED_AUTH_COOKIES).toContain(name);
  });

  it('include the one Google sign-in sets while it is under way', async () => {
    const response = await server.request('/api/auth/sign-in/social', {
      body: { provider: 'google', callbackURL: '/' },
    });
    expect(response.status).toBe(200);
    const names = cookieNames(response);
    expect(names).toContain(GOOGLE_STATE_COOKIE);
    for (const name of names) expect(SELF_HOSTED_AUTH_COOKIES).toContain(name);
  });

  it('carry the __Host- prefix the policy names when the site is served over https', async () => {
    const secure = createAuth({
      db: server.db,
      mailer: server.mailer,
      publicUrl: 'https://sahas.example',
      secret: 'test-secret-that-is-long-enough-for-better-auth',
      enumerationProtection: true,
      rateLimit: false,
      google: undefined,
      logLevel: 'error',
    });
    const context = await secure.$context;
    const unprefixed = (name: string) => name.slice(AUTH_COOKIE_PREFIX.length);
    expect(context.authCookies.sessionToken.name).toBe(
      `${SECURE_AUTH_COOKIE_PREFIX}${unprefixed(SESSION_COOKIE)}`,
    );
    expect(context.authCookies.dontRememberToken.name).toBe(
      `${SECURE_AUTH_COOKIE_PREFIX}${unprefixed(BROWSER_SESSION_COOKIE)}`,
    );
    expect(context.createAuthCookie('state').name).toBe(
      `${SECURE_AUTH_COOKIE_PREFIX}${unprefixed(GOOGLE_STATE_COOKIE)}`,
    );
  });
});
