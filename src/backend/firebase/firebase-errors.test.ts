import { describe, expect, it } from 'vitest';
import { AuthError } from '@/backend/auth-error';
import { BackendError } from '@/backend/backend-error';
import { signInErrorKey, signUpErrorKey } from '@/domain/auth-error-codes';
import { MESSAGES } from '@/domain/messages';
import { toAuthError, toBackendError } from '@/backend/firebase/firebase-errors';

const sdkError = (code: string) => Object.assign(new Error(`Firebase: (${code})`), { code });

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
