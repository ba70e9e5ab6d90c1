// Firebase Auth failures of the account calls → the refusals the self-hosted server gives for
// the same thing (kind, status and catalogue code), so the Account page reads both alike.
import { BackendError, catalogueError, signInRequired } from '@/backend/backend-error';
import { toBackendError } from '@/backend/firebase/firebase-errors';

const WRONG_PASSWORD = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/invalid-password',
  'auth/missing-password',
]);

/** A Google sign-in she closed, that the browser blocked, or made as someone else. */
const NO_FRESH_SIGN_IN = new Set([
  'auth/popup-closed-by-user',
  'auth/popup-blocked',
  'auth/cancelled-popup-request',
  'auth/user-mismatch',
  'auth/requires-recent-login',
]);

/** Her session is gone: the account was deleted or disabled elsewhere, or the token expired. */
const SIGNED_OUT = new Set([
  'auth/user-token-expired',
  'auth/user-not-found',
  'auth/user-disabled',
  'auth/no-current-user',
]);

function authCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = error.code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

export function toAccountError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = authCode(error);
  if (!code) return toBackendError(error);
  if (code === 'auth/too-many-requests')
    return catalogueError('rate-limited', 429, 'tooManyRequests');
  if (WRONG_PASSWORD.has(code)) return catalogueError('invalid', 400, 'wrongPassword');
  if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') {
    return catalogueError('invalid', 400, 'weakPassword');
  }
  if (NO_FRESH_SIGN_IN.has(code)) {
    return catalogueError('forbidden', 403, 'accountRecentSignInRequired');
  }
  if (SIGNED_OUT.has(code)) return signInRequired();
  const message = error instanceof Error ? error.message : code;
  return new BackendError(
    code === 'auth/network-request-failed' ? 'network' : 'unavailable',
    message,
  );
}

/** Runs an account call so that any failure reaches the page as a BackendError. */
export async function accountCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAccountError(error);
  }
}
