// Google sign-in on the self-hosted server, end to end against a stand-in for Google's endpoints
// on loopback: the app asks for the sign-in, the browser goes to the authorization endpoint and
// comes back with a code and the state, the server trades the code (with its PKCE verifier and
// client secret) for an id_token, and she is signed in with a profile marked Google.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieFrom, createTestServer, type TestServer } from '../testing/test-server';
import { type StandInGoogle, startStandInGoogle } from '../testing/stand-in-google';

const HER = { sub: '1098765432101234567890', email: 'her@gmail.test', emailVerified: true };

describe('Google sign-in against a stand-in provider', () => {
  let google: StandInGoogle;
  let server: TestServer;
  beforeAll(async () => {
    google = await startStandInGoogle();
    server = await createTestServer({
      google: {
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        endpoints: google.endpoints,
      },
    });
  });
  beforeEach(async () => {
    await server.reset();
    google.signInAs({ ...HER, name: 'Her Name' });
  });
  afterAll(async () => {
    await server.close();
    await google.close();
  });

  /** What the app's Google button does, up to the provider's consent page. */
  async function startSignIn(callbackURL = '/share-story') {
    const started = await server.request('/api/auth/sign-in/social', {
      body: { provider: 'google', callbackURL, errorCallbackURL: '/auth?google=failed' },
    });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    return { url: new URL(url), stateCookie: cookieFrom(started) };
  }

  /** The browser at the provider: it consents, and is sent back to our callback. */
  async function consent(authorizeUrl: URL): Promise<URL> {
    const answer = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location') ?? '');
  }

  async function callback(back: URL, cookie?: string) {
    expect(`${back.origin}${back.pathname}`).toBe(`${server.publicUrl}/api/auth/callback/google`);
    return server.request(`${back.pathname}${back.search}`, { cookie });
  }

  it('signs her in, marks her profile Google and returns her to the page she came from', async () => {
    const { url, stateCookie } = await startSignIn();
    expect(`${url.origin}${url.pathname}`).toBe(google.endpoints.authorization);
    expect(url.searchParams.get('client_id')).toBe(google.clientId);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );

    const back = await consent(url);
    const signedIn = await callback(back, stateCookie);

    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe('/share-story');
    const sessionCookie = signedIn.headers
      .getSetCookie()
      .find((line) => /session_token=[^;]+/.test(line));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    const cookie = cookieFrom(signedIn);
    expect(await server.sessionUser(cookie)).toMatchObject({
      email: HER.email,
      emailVerified: true,
    });
    // What the Account page shows: signed in with Google.
    const account = await server.request('/api/account', { cookie });
    expect(await account.json()).toMatchObject({ provider: 'google' });
    const accounts = await server.db.query.account.findMany();
    expect(accounts).toMatchObject([{ providerId: 'google', accountId: HER.sub }]);
  });

  it('signs her into the same account the next time', async () => {
    for (let time = 0; time < 2; time++) {
      const { url, stateCookie } = await startSignIn('/');
      expect((await callback(await consent(url), stateCookie)).status).toBe(302);
    }
    expect(await server.db.query.user.findMany()).toHaveLength(1);
    expect(await server.db.query.session.findMany()).toHaveLength(2);
  });

  it('refuses a callback that does not come back to the browser that started it (no state cookie)', async () => {
    const { url } = await startSignIn();
    const back = await consent(url);

    const refused = await callback(back);

    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toMatch(/^\/auth\?google=failed&error=/);
    expect(refused.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]+/);
    expect(await server.db.query.user.findMany()).toHaveLength(0);
  });

  it('refuses a callback whose state is not the one it sent', async () => {
    const { url, stateCookie } = await startSignIn();
    const back = await consent(url);
    back.searchParams.set('state', 'made-up-state');

    const refused = await callback(back, stateCookie);

    expect(refused.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]+/);
    expect(await server.db.query.session.findMany()).toHaveLength(0);
  });

  // Declining at Google signs no one in and sends her back to Sign In, told it was cancelled
  // (error=access_denied): google-sign-in.spec.ts' 'a refusal at Google leaves her signed out'.
});
