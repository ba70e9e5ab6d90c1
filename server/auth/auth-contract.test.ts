import { describe, expect, it } from 'vitest';
import { AuthError } from '@/backend/auth-error';
import { backendFor } from '../testing/backend-client';
import { setupTestServer } from '../testing/setup-test-server';

describe('auth port contract (HTTP adapter against the real server)', () => {
  const server = setupTestServer({ adminEmails: ['admin@example.org'], realPasswordHash: true });

  it('signs up, signs in, reports the user to watchers, and signs out', async () => {
    const backend = backendFor(server);
    await backend.auth.signUp('reader@example.org', 'Str0ng!pass');
    const user = await backend.auth.signIn('reader@example.org', 'Str0ng!pass');
    expect(user).toMatchObject({
      email: 'reader@example.org',
      emailVerified: false,
      isAdmin: false,
    });

    const seen: unknown[] = [];
    const stop = backend.auth.watch((next) => seen.push(next));
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toMatchObject({ id: user.id });
    await backend.auth.signOut();
    expect(seen.at(-1)).toBeNull();
    stop();
  });

  // The screen's message for it is also the one for an unknown code: only this checks the code.
  it('rejects a wrong password with auth/invalid-credential', async () => {
    const backend = backendFor(server);
    await backend.auth.signUp('reader@example.org', 'Str0ng!pass');
    const failure = await backend.auth
      .signIn('reader@example.org', 'Wr0ng!pass')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AuthError);
    expect((failure as AuthError).code).toBe('auth/invalid-credential');
  });

  it('grants admin only to a verified admin e-mail whose owner set the password by mail', async () => {
    const backend = backendFor(server);
    await backend.auth.signUp('admin@example.org', 'Str0ng!pass');
    expect((await backend.auth.signIn('admin@example.org', 'Str0ng!pass')).isAdmin).toBe(false);
    await server.verify('admin@example.org');
    expect((await backend.auth.signIn('admin@example.org', 'Str0ng!pass')).isAdmin).toBe(false);
    await server.setPasswordByMail('admin@example.org', 'N3w!passw0rd');
    expect((await backend.auth.signIn('admin@example.org', 'N3w!passw0rd')).isAdmin).toBe(true);
  });
  // Whether Google sign-in is offered (not here): src/features/auth/google-sign-in.test.tsx's
  // 'offers no Google tab when the deployment has none', through this adapter on this server.
});
