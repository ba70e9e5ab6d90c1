// The Privacy Policy names every cookie the self-hosted server sets (src/features/legal/
// policy-storage.ts). Here those names are held against what the server really sets, over http
// and over https, so a change of prefix or of sign-in options shows up as a failing test.
import { describe, expect, it } from 'vitest';
import {
  AUTH_COOKIE_PREFIX,
  BROWSER_SESSION_COOKIE,
  GOOGLE_STATE_COOKIE,
  SECURE_AUTH_COOKIE_PREFIX,
  SELF_HOSTED_AUTH_COOKIES,
  SESSION_COOKIE,
} from '@/features/legal/policy-storage';
import { setupTestServer } from '../testing/setup-test-server';

/** The names of the cookies an answer sets. */
function cookieNames(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split('=')[0] ?? '');
}

// Over https the policy's names carry the __Host- prefix it names.
describe.each([
  ['http', 'http://sahas.test', (name: string) => name],
  [
    'https',
    'https://sahas.example',
    (name: string) => name.replace(AUTH_COOKIE_PREFIX, SECURE_AUTH_COOKIE_PREFIX),
  ],
])('the cookies the Privacy Policy names, over %s', (_, publicUrl, named) => {
  const server = setupTestServer({
    publicUrl,
    google: { clientId: 'policy-test', clientSecret: 'secret' },
  });
  const policyNames = SELF_HOSTED_AUTH_COOKIES.map(named);

  it('are the ones a sign-in sets, as the app signs in (a browser-session sign-in)', async () => {
    await server.signUp('policy-reader@example.org');
    const response = await server.request('/api/auth/sign-in/email', {
      body: { email: 'policy-reader@example.org', password: 'Str0ng!pass', rememberMe: false },
    });
    expect(response.status).toBe(200);
    const names = cookieNames(response);
    expect(names).toEqual(
      expect.arrayContaining([SESSION_COOKIE, BROWSER_SESSION_COOKIE].map(named)),
    );
    for (const name of names) expect(policyNames).toContain(name);
  });

  it('include the one Google sign-in sets while it is under way', async () => {
    const response = await server.request('/api/auth/sign-in/social', {
      body: { provider: 'google', callbackURL: '/' },
    });
    expect(response.status).toBe(200);
    const names = cookieNames(response);
    expect(names).toContain(named(GOOGLE_STATE_COOKIE));
    for (const name of names) expect(policyNames).toContain(name);
  });
});
