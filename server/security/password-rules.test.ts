// One password rule for every way a password is set (sign-up, reset, change), and names without
// control characters.
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../testing/setup-test-server';

const WEAK = ['12345678', 'password', 'Password1', 'Sh0rt!a'];

describe('password rules on every path', () => {
  const server = setupTestServer();

  it.each(WEAK)('refuses %j as a new password through change-password', async (newPassword) => {
    const cookie = await server.userSession('reader@example.org');
    const response = await server.request('/api/auth/change-password', {
      cookie,
      body: { currentPassword: 'Str0ng!pass', newPassword },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    // The old password still works; the weak one does not.
    await server.signIn('reader@example.org');
    const weak = await server.request('/api/auth/sign-in/email', {
      body: { email: 'reader@example.org', password: newPassword },
    });
    expect(weak.status).toBe(401);
  });

  it.each(WEAK)('refuses %j through the mailed reset link', async (newPassword) => {
    await server.signUp('reader@example.org');
    await server.request('/api/auth/request-password-reset', {
      body: { email: 'reader@example.org', redirectTo: '/auth' },
    });
    const token = new URL(server.lastLinkTo('reader@example.org')).pathname.split('/').at(-1);
    const response = await server.request('/api/auth/reset-password', {
      body: { token, newPassword },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
  });

  // A strong one accepted through change-password, and signing in with it: admin-pre-
  // registration.test.ts's 'does not grant admin to a password changed while signed in…'.
});

describe('account names', () => {
  const server = setupTestServer();

  it.each(['Anon\u0000', 'A\u0007b', 'two\nlines'])(
    'refuses the name %j at sign-up, creating nothing',
    async (name) => {
      const response = await server.request('/api/auth/sign-up/email', {
        body: { email: 'named@example.org', password: 'Str0ng!pass', name },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_NAME' });
      const signIn = await server.request('/api/auth/sign-in/email', {
        body: { email: 'named@example.org', password: 'Str0ng!pass' },
      });
      expect(signIn.status).toBe(401);
    },
  );
});
