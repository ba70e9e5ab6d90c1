// The session token lives in an httpOnly cookie so that no script on the page can read it. Yet
// better-auth also puts it in the sign-in and sign-up answers, in get-session's `session.token`
// and in every entry of list-sessions: any script (an injected one, a compromised dependency)
// could read it there and use her session elsewhere. No answer under /api/auth, /api/session or
// /api/account carries a session token; list-sessions says only id, times and "this device".
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../testing/setup-test-server';
import { cookieFrom } from '../testing/test-server';

const EMAIL = 'asha@example.org';
const PASSWORD = 'Str0ng!pass';
const NAME = 'better-auth.session_token';

/** The raw session token of a Cookie header (the signed cookie is `<token>.<signature>`). */
function tokenOf(cookie: string): string {
  const value = cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${NAME}=`))
    ?.slice(NAME.length + 1);
  if (!value) throw new Error('no session cookie');
  return decodeURIComponent(value).split('.')[0] ?? '';
}

describe('session tokens never reach the page', () => {
  // Protection off: sign-up then signs in at once, and answers with a session of its own.
  const server = setupTestServer({ enumerationProtection: false });

  /** Every token the server knows of: the database is the truth, whatever the cookies say. */
  async function allTokens(): Promise<string[]> {
    const rows = await server.db.query.session.findMany({ columns: { token: true } });
    return rows.map((row) => row.token);
  }

  async function expectNoToken(response: Response, what: string) {
    const body = await response.text();
    const tokens = await allTokens();
    expect(tokens.length, 'sessions exist').toBeGreaterThan(0);
    for (const token of tokens) expect(body, what).not.toContain(token);
    return body;
  }

  it('sign-up, sign-in, get-session, list-sessions, account and password answers carry none', async () => {
    const signUp = await server.request('/api/auth/sign-up/email', {
      body: { email: EMAIL, password: PASSWORD, name: 'Anonymous' },
    });
    expect(signUp.status).toBe(200);
    await expectNoToken(signUp, 'sign-up');

    const signIn = await server.request('/api/auth/sign-in/email', {
      body: { email: EMAIL, password: PASSWORD, rememberMe: false },
    });
    expect(signIn.status).toBe(200);
    const signInBody = await expectNoToken(signIn, 'sign-in');
    // What the page needs of it is still there.
    expect(JSON.parse(signInBody)).toMatchObject({ user: { email: EMAIL } });
    const cookie = cookieFrom(signIn);
    expect(await allTokens()).toContain(tokenOf(cookie));

    const reads = [
      '/api/auth/get-session',
      '/api/auth/list-sessions',
      '/api/session',
      '/api/account',
    ];
    for (const path of reads) {
      const response = await server.request(path, { cookie });
      expect(response.status, path).toBe(200);
      await expectNoToken(response, path);
    }
    const data = await server.request('/api/account/data', { method: 'POST', cookie });
    expect(data.status).toBe(200);
    await expectNoToken(data, 'export');

    const changed = await server.request('/api/auth/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'N3w!passphrase', revokeOtherSessions: true },
      cookie,
    });
    expect(changed.status).toBe(200);
    await expectNoToken(changed, 'change-password');
  });

  it('list-sessions says which session is this device, with its id and times only', async () => {
    await server.signUp(EMAIL);
    const phone = await server.signIn(EMAIL);
    const laptop = await server.signIn(EMAIL);
    const response = await server.request('/api/auth/list-sessions', { cookie: laptop });
    expect(response.status).toBe(200);
    const sessions = (await response.json()) as Record<string, unknown>[];
    expect(sessions).toHaveLength(3); // sign-up signed in too
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'current', 'expiresAt', 'id']);
    }
    expect(sessions.filter((session) => session.current === true)).toHaveLength(1);
    // The other one is the phone's: still signed in, and not marked as this device.
    const fromPhone = (await (
      await server.request('/api/auth/list-sessions', { cookie: phone })
    ).json()) as { id: string; current: boolean }[];
    const phoneId = fromPhone.find((session) => session.current)?.id;
    expect(sessions.find((session) => session.id === phoneId)?.current).toBe(false);
  });
});
