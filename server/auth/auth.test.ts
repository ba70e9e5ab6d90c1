import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { cookieFrom, type TestServer } from '../testing/test-server';
import { setupTestServer } from '../testing/setup-test-server';

const PASSWORD = 'Str0ng!pass';

async function json(response: Response) {
  return (await response.json()) as Record<string, unknown>;
}

/** The auth routes as the app calls them, on the server of the block they are used in. */
function authCalls(server: TestServer) {
  return {
    signUp: (email: string, password = PASSWORD) =>
      server.request('/api/auth/sign-up/email', { body: { email, password, name: 'x' } }),
    signIn: (email: string, password = 'Wr0ng!pass') =>
      server.request('/api/auth/sign-in/email', { body: { email, password } }),
    askReset: (email: string) =>
      server.request('/api/auth/request-password-reset', { body: { email, redirectTo: '/auth' } }),
  };
}

// The fast test hash: the real one is proved once, by auth-contract.test.ts's sign-up and sign-in.
describe('auth with enumeration protection (the default)', () => {
  const server = setupTestServer();
  const { signUp, signIn, askReset } = authCalls(server);

  // Signing up and signing in unverified: auth-contract.test.ts's first case; the mailed link,
  // opened, marking the address verified: verify-keeps-session.test.ts.
  it('refuses a weak password and an invalid e-mail on the server, creating nothing', async () => {
    const weak = await signUp('weak@example.org', 'password');
    expect(weak.status).toBe(400);
    expect(await json(weak)).toMatchObject({ code: 'WEAK_PASSWORD' });

    const invalid = await signUp('not-an-email');
    expect(invalid.status).toBe(400);
    expect(await json(invalid)).toMatchObject({ code: 'INVALID_EMAIL' });

    expect(server.outbox).toHaveLength(0);
    expect((await signIn('weak@example.org', 'password')).status).toBe(401);
  });

  it('answers a sign-up with a registered address like a new one, and mails the owner', async () => {
    await server.signUp('taken@example.org');
    const again = await signUp('taken@example.org', 'An0ther!pass');
    expect(again.status).toBe(200);
    const mails = server.outbox.filter((mail) => mail.to === 'taken@example.org');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address',
      'Someone tried to create an account with your e-mail',
    ]);
    // The original password still works; the second one does not.
    await expect(server.signIn('taken@example.org', 'An0ther!pass')).rejects.toThrow();
    await expect(server.signIn('taken@example.org')).resolves.toContain('session_token');
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    await server.signUp('known@example.org');
    const wrong = await signIn('known@example.org');
    const unknown = await signIn('unknown@example.org');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(await json(unknown));
  });

  it('answers a reset request the same way whether or not the address has an account', async () => {
    await server.signUp('reset@example.org');
    const known = await askReset('reset@example.org');
    const unknown = await askReset('nobody@example.org');
    expect(known.status).toBe(200);
    expect(await json(known)).toEqual(await json(unknown));
    expect(server.outbox.filter((mail) => mail.to === 'nobody@example.org')).toHaveLength(0);
  });

  it('resets the password with the mailed token and signs out every other session', async () => {
    const oldSession = await server.userSession('forgot@example.org');
    await askReset('forgot@example.org');
    const resetLink = new URL(server.lastLinkTo('forgot@example.org'));
    const redirect = await server.request(`${resetLink.pathname}${resetLink.search}`);
    expect(redirect.status).toBe(302);
    const token = new URL(redirect.headers.get('location') ?? '', 'http://x').searchParams.get(
      'token',
    );
    expect(token).toBeTruthy();
    // A weak new password through this link: password-rules.test.ts.
    const reset = await server.request('/api/auth/reset-password', {
      body: { token, newPassword: 'N3w!password' },
    });
    expect(reset.status).toBe(200);
    expect(await server.sessionUser(oldSession)).toBeNull();
    await expect(server.signIn('forgot@example.org')).rejects.toThrow();
    await expect(server.signIn('forgot@example.org', 'N3w!password')).resolves.toBeTruthy();
  });

  it('signs out: the session cookie stops working and the browser empties its cache', async () => {
    const cookie = await server.userSession('leaving@example.org');
    const signOut = await server.request('/api/session', { method: 'DELETE', cookie });
    expect(signOut.status).toBe(204);
    expect(signOut.headers.get('clear-site-data')).toBe('"cache"');
    expect(await server.sessionUser(cookie)).toBeNull();
  });

  it('keeps the session in an httpOnly cookie and no address or device with it', async () => {
    await server.signUp('cookie@example.org');
    const response = await signIn('cookie@example.org', PASSWORD);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/session_token=.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const rows = await server.db.query.session.findMany();
    expect(rows).toMatchObject([{ ipAddress: null, userAgent: null }]);
    expect(cookieFrom(response)).toContain('session_token');
  });

  it('creates a profile readable by no one else', async () => {
    await server.signUp('profile@example.org');
    const profiles = await server.db.query.profiles.findMany();
    expect(profiles).toEqual([
      expect.objectContaining({
        email: 'profile@example.org',
        displayName: 'profile',
        provider: 'email',
      }),
    ]);
    const other = await server.userSession('other@example.org');
    expect(JSON.stringify(await server.sessionUser(other))).not.toContain('profile@example.org');
  });

  it('refuses a disabled account with user-disabled, only after the right password', async () => {
    await server.signUp('disabled@example.org');
    await server.db
      .update(user)
      .set({ disabled: true })
      .where(eq(user.email, 'disabled@example.org'));

    const right = await signIn('disabled@example.org', PASSWORD);
    expect(right.status).toBe(403);
    expect(await json(right)).toMatchObject({ code: 'USER_DISABLED' });
    const wrong = await signIn('disabled@example.org');
    expect(await json(wrong)).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });
});

describe('auth with enumeration protection off', () => {
  const server = setupTestServer({ enumerationProtection: false });
  const { signUp, signIn, askReset } = authCalls(server);

  it('says whether the e-mail is unknown or the password wrong', async () => {
    await server.signUp('known@example.org');
    expect(await json(await signIn('known@example.org'))).toMatchObject({ code: 'WRONG_PASSWORD' });
    const unknown = await signIn('unknown@example.org');
    expect(await json(unknown)).toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('refuses a registered address at sign-up', async () => {
    await server.signUp('taken@example.org');
    const again = await signUp('taken@example.org');
    expect(again.status).toBe(422);
    expect(await json(again)).toMatchObject({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' });
  });

  it('says when a reset is asked for an unknown address', async () => {
    const response = await askReset('nobody@example.org');
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});
