// The Firebase adapter raises the same codes as the self-hosted server for the same failures,
// so screens branch the same way on either backend.
import type { User } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { AuthError } from '@/backend/auth-error';
import { BackendError, catalogueError } from '@/backend/backend-error';
import { accountCall, toAccountError } from '@/backend/firebase/account-errors';
import { requireUid } from '@/backend/firebase/firebase-caller';
import { toAuthError, toBackendError } from '@/backend/firebase/firebase-errors';
import { ensureProfile } from '@/backend/firebase/firebase-profile';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';
import { signInErrorKey, signUpErrorKey } from '@/domain/auth-error-codes';
import { MESSAGES } from '@/domain/messages';

const sdkError = (code: string) => Object.assign(new Error(`Firebase: (${code})`), { code });

function refusal(error: BackendError) {
  return { kind: error.kind, status: error.status, code: error.code };
}

describe('Firebase auth errors', () => {
  it('keep Firebase codes, so each reaches its spec message', () => {
    const cases: [string, string][] = [
      ['auth/user-not-found', MESSAGES.userNotFound],
      ['auth/wrong-password', MESSAGES.wrongPassword],
      ['auth/too-many-requests', MESSAGES.tooManyRequests],
      ['auth/user-disabled', MESSAGES.userDisabled],
      // With e-mail enumeration protection on, a wrong password and an unknown address both
      // arrive as invalid-credential and get the generic message.
      ['auth/invalid-credential', MESSAGES.signInFailed],
      ['auth/invalid-login-credentials', MESSAGES.signInFailed],
      ['auth/network-request-failed', MESSAGES.signInFailed],
    ];
    for (const [code, message] of cases) {
      const error = toAuthError(sdkError(code));
      expect(error).toBeInstanceOf(AuthError);
      expect(MESSAGES[signInErrorKey(error.code)]).toBe(message);
    }
    expect(MESSAGES[signUpErrorKey(toAuthError(sdkError('auth/email-already-in-use')).code)]).toBe(
      MESSAGES.emailAlreadyInUse,
    );
    expect(MESSAGES[signUpErrorKey(toAuthError(sdkError('auth/weak-password')).code)]).toBe(
      MESSAGES.signUpFailed,
    );
  });

  it('turn anything else into an internal error', () => {
    expect(toAuthError(new Error('boom')).code).toBe('auth/internal-error');
    expect(toAuthError('text').code).toBe('auth/internal-error');
  });
});

describe('Firestore and Storage errors', () => {
  it('become BackendError kinds screens act on, with the server’s generic codes', () => {
    const cases: [string, string][] = [
      ['permission-denied', 'forbidden'],
      ['unauthenticated', 'unauthenticated'],
      ['not-found', 'not-found'],
      ['already-exists', 'conflict'],
      ['unavailable', 'network'],
      ['resource-exhausted', 'rate-limited'],
      ['storage/unauthorized', 'forbidden'],
      ['storage/object-not-found', 'not-found'],
      ['storage/retry-limit-exceeded', 'network'],
      ['something-new', 'unavailable'],
    ];
    for (const [code, kind] of cases) expect(toBackendError(sdkError(code)).kind).toBe(kind);
    expect(toBackendError(sdkError('permission-denied'))).toMatchObject({
      code: 'forbidden',
      status: 403,
    });
    expect(toBackendError(sdkError('storage/object-not-found')).code).toBe('notFound');
    expect(toBackendError(sdkError('unavailable')).code).toBeUndefined();
    const own = new BackendError('conflict', 'x');
    expect(toBackendError(own)).toBe(own);
  });
});

describe('Firebase account errors', () => {
  it('give the self-hosted refusals for the same failures', () => {
    const wrong = { kind: 'invalid', status: 400, code: 'wrongPassword' } as const;
    const signInAgain = {
      kind: 'forbidden',
      status: 403,
      code: 'accountRecentSignInRequired',
    } as const;
    const cases: [string, ReturnType<typeof refusal>][] = [
      ['auth/too-many-requests', { kind: 'rate-limited', status: 429, code: 'tooManyRequests' }],
      ['auth/wrong-password', wrong],
      // With e-mail enumeration protection on, a wrong password arrives as invalid-credential.
      ['auth/invalid-credential', wrong],
      ['auth/missing-password', wrong],
      ['auth/weak-password', { kind: 'invalid', status: 400, code: 'weakPassword' }],
      ['auth/popup-closed-by-user', signInAgain],
      ['auth/popup-blocked', signInAgain],
      ['auth/user-mismatch', signInAgain],
      ['auth/user-token-expired', { kind: 'unauthenticated', status: 401, code: 'signInRequired' }],
    ];
    for (const [code, expected] of cases) {
      expect(refusal(toAccountError(sdkError(code))), code).toEqual(expected);
    }
  });

  it('say a lost connection is one, and pass Firestore refusals and its own errors through', () => {
    expect(toAccountError(sdkError('auth/network-request-failed')).kind).toBe('network');
    expect(toAccountError(sdkError('auth/internal-error')).kind).toBe('unavailable');
    expect(refusal(toAccountError(sdkError('permission-denied')))).toEqual({
      kind: 'forbidden',
      status: 403,
      code: 'forbidden',
    });
    const own = catalogueError('invalid', 400, 'accountPasswordRequired');
    expect(toAccountError(own)).toBe(own);
  });

  it('reject an account call with the mapped error', async () => {
    const call = accountCall(() => Promise.reject(sdkError('auth/too-many-requests')));
    await expect(call).rejects.toMatchObject({ kind: 'rate-limited', code: 'tooManyRequests' });
  });
});

describe('Firebase adapter error codes', () => {
  it('says profileCreateFailed when her profile cannot be written', async () => {
    const unreachable = {
      firestore: () => Promise.reject(new Error('offline')),
    } as unknown as FirebaseServices;
    const user = { uid: 'u1', email: 'a@example.org', providerData: [] } as unknown as User;
    const error: unknown = await ensureProfile(unreachable, user).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({
      kind: 'unavailable',
      code: 'profileCreateFailed',
      message: MESSAGES.profileCreateFailed,
    });
  });

  it('tells a signed-out caller to sign in with the server’s code', async () => {
    const signedOut = { currentUser: () => Promise.resolve(null) } as unknown as FirebaseServices;
    const error: unknown = await requireUid(signedOut).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
      code: 'signInRequired',
    });
  });
});
