// Opening the verification link where she is signed in keeps her signed in: every session opened
// before it still ends (whoever registered the address may hold one), but the browser that opened
// the link, and held one of her sessions, gets a fresh one and goes where the link was going.
import { describe, expect, it } from 'vitest';
import { cookieFrom } from '../testing/test-server';
import { setupTestServer } from '../testing/setup-test-server';

const HER = 'her@example.org';
const PASSWORD = 'Str0ng!pass';

describe('opening the verification link', () => {
  const server = setupTestServer();

  /** Signs in as the app does: a session that ends with the browser. */
  async function browserSession(email: string): Promise<string> {
    const response = await server.request('/api/auth/sign-in/email', {
      body: { email, password: PASSWORD, rememberMe: false },
    });
    expect(response.status).toBe(200);
    return cookieFrom(response);
  }

  /** Her mailed link, sending her to `callbackURL` once verified. */
  async function signUpWithCallback(callbackURL: string): Promise<string> {
    const response = await server.request('/api/auth/sign-up/email', {
      body: { email: HER, password: PASSWORD, name: 'Anonymous', callbackURL },
    });
    expect(response.status).toBe(200);
    const link = new URL(server.lastLinkTo(HER));
    return `${link.pathname}${link.search}`;
  }

  it('ends every earlier session but gives the browser that opened it a fresh one, ending with the browser', async () => {
    const link = await signUpWithCallback('/share-story');
    const laptop = await browserSession(HER);
    const phone = await browserSession(HER);

    const opened = await server.request(link, { cookie: phone });

    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/share-story');
    const sessionCookie = opened.headers
      .getSetCookie()
      .filter((line) => /session_token=[^;]+/.test(line))
      .at(-1);
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);
    const fresh = cookieFrom(opened);
    expect(await server.sessionUser(fresh)).toMatchObject({ email: HER, emailVerified: true });
    expect(await server.sessionUser(phone)).toBeNull();
    expect(await server.sessionUser(laptop)).toBeNull();
    expect(await server.db.query.session.findMany()).toHaveLength(1);
  });

  it('signs no one in where the browser held none of her sessions (the address registered by someone else)', async () => {
    const link = await signUpWithCallback('/auth?verified=1');
    const registrant = await browserSession(HER);

    const opened = await server.request(link);

    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/auth?verified=1');
    expect(opened.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]+/);
    expect(await server.sessionUser(registrant)).toBeNull();
    expect(await server.db.query.session.findMany()).toHaveLength(0);
  });

  it("does not sign her in on someone else's session, nor end his", async () => {
    await server.signUp('other@example.org');
    const other = await browserSession('other@example.org');
    const link = await signUpWithCallback('/');

    const opened = await server.request(link, { cookie: other });

    expect(opened.status).toBe(302);
    expect(await server.sessionUser(cookieFrom(opened) || other)).toMatchObject({
      email: 'other@example.org',
    });
    expect(await server.sessionUser(other)).toMatchObject({ email: 'other@example.org' });
  });

  it('keeps the session of a link opened a second time, once already verified', async () => {
    const link = await signUpWithCallback('/');
    const phone = await browserSession(HER);
    const fresh = cookieFrom(await server.request(link, { cookie: phone }));

    const again = await server.request(link, { cookie: fresh });

    expect(again.status).toBe(302);
    expect(await server.sessionUser(fresh)).toMatchObject({ email: HER, emailVerified: true });
  });
});
