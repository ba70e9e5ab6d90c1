// The Firebase adapter's auth flows against the Auth emulator (pure JavaScript, so it runs in
// CI): `npm run test:firebase-auth`. Codes become the spec's messages through the same domain
// functions the Auth screen uses.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { AuthError } from '@/backend/auth-error';
import type { FirebaseBackendOptions } from '@/backend/firebase/firebase-backend';
import type { SessionUser } from '@/domain/entities';
import { signInErrorKey, signUpErrorKey } from '@/domain/auth-error-codes';
import { MESSAGES } from '@/domain/messages';
import { grantAdmin } from '../../scripts/admin-grant';
import {
  clearAccounts,
  emulatorBackend,
  PROJECT_ID,
  sentCodes,
  setEnumerationProtection,
} from './emulator';

const PASSWORD = 'Str0ng!pass';

/** What the call failed with, which must be an AuthError (a call that succeeds fails the test). */
async function authFailure(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

/** A new adapter (its own session) on which `email` has just signed up, not signed in. */
async function signedUp(email: string, options?: FirebaseBackendOptions) {
  const backend = emulatorBackend(options);
  await backend.auth.signUp(email, PASSWORD);
  return backend;
}

describe('Firebase adapter auth on the Auth emulator', () => {
  let admin: App;

  // No Firestore runs beside the Auth emulator: the profile write fails (quietly: emulator.ts).
  beforeAll(() => {
    admin = initializeApp({ projectId: PROJECT_ID }, 'auth-tests-admin');
  });
  afterAll(() => deleteApp(admin));
  beforeEach(async () => {
    await clearAccounts();
    await setEnumerationProtection(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => setEnumerationProtection(false));

  it('signs up and sends the verification e-mail without ever signing the page in', async () => {
    const backend = emulatorBackend();
    const seen: (SessionUser | null)[] = [];
    const stop = backend.auth.watch((user) => seen.push(user));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    await backend.auth.signUp('new@example.org', PASSWORD);
    const codes = await sentCodes('new@example.org', 'VERIFY_EMAIL');
    expect(codes).toHaveLength(1);
    expect(await backend.services.currentUser()).toBeNull();
    // A signed-in user on /auth is sent to Home: the new account must not flash in.
    expect(seen).toEqual([null]);
    stop();
  });

  it('signs in unverified, then verified after the e-mail’s link is followed', async () => {
    const backend = await signedUp('maya@example.org');
    const before = await backend.auth.signIn('maya@example.org', PASSWORD);
    expect(before).toMatchObject({
      email: 'maya@example.org',
      emailVerified: false,
      isAdmin: false,
    });

    const [code] = await sentCodes('maya@example.org', 'VERIFY_EMAIL');
    const { sdk, auth } = await backend.services.auth();
    await sdk.applyActionCode(auth, code?.oobCode ?? '');
    await backend.auth.signOut();
    const after = await backend.auth.signIn('maya@example.org', PASSWORD);
    expect(after).toMatchObject({ id: before.id, emailVerified: true });
  });

  it('reports the auth state to watchers: the user on sign-in, null on sign-out', async () => {
    const backend = await signedUp('watch@example.org');
    const seen: (SessionUser | null)[] = [];
    const stop = backend.auth.watch((user) => seen.push(user));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    const user = await backend.auth.signIn('watch@example.org', PASSWORD);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(user));
    await backend.auth.signOut();
    await vi.waitFor(() => expect(seen.at(-1)).toBeNull());
    stop();
  });

  it('maps a second sign-up with the same address to the spec’s message', async () => {
    const backend = await signedUp('twice@example.org');
    const error = await authFailure(backend.auth.signUp('twice@example.org', PASSWORD));
    expect(error.code).toBe('auth/email-already-in-use');
    expect(MESSAGES[signUpErrorKey(error.code)]).toBe(MESSAGES.emailAlreadyInUse);
  });

  it('maps sign-in failures to the spec’s messages without enumeration protection', async () => {
    const backend = await signedUp('known@example.org');
    const wrong = await authFailure(backend.auth.signIn('known@example.org', 'Wr0ng!pass'));
    expect(MESSAGES[signInErrorKey(wrong.code)]).toBe(MESSAGES.wrongPassword);
    const unknown = await authFailure(backend.auth.signIn('nobody@example.org', PASSWORD));
    expect(MESSAGES[signInErrorKey(unknown.code)]).toBe(MESSAGES.userNotFound);
  });

  it('with enumeration protection (the deploy guide’s setting) never tells whether an account exists', async () => {
    const backend = await signedUp('known@example.org');
    await setEnumerationProtection(true);
    const wrong = await authFailure(backend.auth.signIn('known@example.org', 'Wr0ng!pass'));
    const unknown = await authFailure(backend.auth.signIn('nobody@example.org', PASSWORD));
    expect(wrong.code).toBe('auth/invalid-credential');
    expect(unknown.code).toBe(wrong.code);
    expect(MESSAGES[signInErrorKey(unknown.code)]).toBe(MESSAGES.signInFailed);
    // A reset request for an unknown address succeeds too, so it reveals nothing either.
    await expect(backend.auth.sendPasswordReset('nobody@example.org')).resolves.toBeUndefined();
  });

  it('maps a disabled account to the spec’s message', async () => {
    const backend = await signedUp('off@example.org');
    const user = await getAuth(admin).getUserByEmail('off@example.org');
    await getAuth(admin).updateUser(user.uid, { disabled: true });
    const error = await authFailure(backend.auth.signIn('off@example.org', PASSWORD));
    expect(MESSAGES[signInErrorKey(error.code)]).toBe(MESSAGES.userDisabled);
  });

  it('resets a password with the code from the reset e-mail', async () => {
    const backend = await signedUp('reset@example.org');
    await backend.auth.sendPasswordReset('reset@example.org');
    const [code] = await sentCodes('reset@example.org', 'PASSWORD_RESET');
    expect(code).toBeDefined();
    await backend.auth.resetPassword(code?.oobCode ?? '', 'N3w!password');
    await authFailure(backend.auth.signIn('reset@example.org', PASSWORD));
    await expect(backend.auth.signIn('reset@example.org', 'N3w!password')).resolves.toMatchObject({
      email: 'reset@example.org',
    });
    const reused = await authFailure(backend.auth.resetPassword(code?.oobCode ?? '', 'An0ther!pw'));
    expect(reused.code).toMatch(/^auth\//);
  });

  it('makes an admin only through the custom claim that admin:grant sets', async () => {
    const backend = await signedUp('boss@example.org');
    expect((await backend.auth.signIn('boss@example.org', PASSWORD)).isAdmin).toBe(false);
    const granted = await grantAdmin(getAuth(admin), 'boss@example.org');
    expect(granted).toMatchObject({ admin: true, changed: true });
    // The claim arrives with the next ID token: after signing in again.
    await backend.auth.signOut();
    expect((await backend.auth.signIn('boss@example.org', PASSWORD)).isAdmin).toBe(true);
    await grantAdmin(getAuth(admin), 'boss@example.org', false);
    await backend.auth.signOut();
    expect((await backend.auth.signIn('boss@example.org', PASSWORD)).isAdmin).toBe(false);
  });

  it('proves the caller to correct-grammar with the ID token as a bearer token', async () => {
    let authorization: string | null = null;
    const helpersFetch: typeof fetch = (_input, init) => {
      authorization = new Headers(init?.headers).get('authorization');
      return Promise.resolve(Response.json({ correctedContent: 'Fixed.' }));
    };
    const backend = await signedUp('helper@example.org', {
      helpersBaseUrl: 'http://helpers.test',
      helpersFetch,
    });
    const user = await backend.auth.signIn('helper@example.org', PASSWORD);
    expect(await backend.helpers.correctGrammar('fix me')).toBe('Fixed.');
    const token = String(authorization).replace(/^Bearer /, '');
    expect((await getAuth(admin).verifyIdToken(token)).uid).toBe(user.id);
  });
});
