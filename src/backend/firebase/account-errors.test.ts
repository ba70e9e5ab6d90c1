import { describe, expect, it } from 'vitest';
import { BackendError, catalogueError } from '@/backend/backend-error';
import { accountCall, toAccountError } from '@/backend/firebase/account-errors';

const sdkError = (code: string) => Object.assign(new Error(`Firebase: (${code})`), { code });

function refusal(error: BackendError) {
  return { kind: error.kind, status: error.status, code: error.code };
}

describe('Firebase account errors', () => {
  it('give the self-hosted refusals for the same failures', () => {
    const cases: [string, ReturnType<typeof refusal>][] = [
      ['auth/too-many-requests', { kind: 'rate-limited', status: 429, code: 'tooManyRequests' }],
      ['auth/wrong-password', { kind: 'invalid', status: 400, code: 'wrongPassword' }],
      // With e-mail enumeration protection on, a wrong password arrives as invalid-credential.
      ['auth/invalid-credential', { kind: 'invalid', status: 400, code: 'wrongPassword' }],
      ['auth/missing-password', { kind: 'invalid', status: 400, code: 'wrongPassword' }],
      ['auth/weak-password', { kind: 'invalid', status: 400, code: 'weakPassword' }],
      [
        'auth/popup-closed-by-user',
        { kind: 'forbidden', status: 403, code: 'accountRecentSignInRequired' },
      ],
      [
        'auth/popup-blocked',
        { kind: 'forbidden', status: 403, code: 'accountRecentSignInRequired' },
      ],
      [
        'auth/user-mismatch',
        { kind: 'forbidden', status: 403, code: 'accountRecentSignInRequired' },
      ],
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
