// Firebase SDK failures → the port's errors. Firebase auth codes already are the codes screens
// map, so they pass through; Firestore and Storage codes become BackendError kinds.
import { AuthError } from '@/backend/auth-error';
import { BackendError, type BackendErrorKind } from '@/backend/backend-error';
import type { GenericErrorCode } from '@/domain/error-codes';
import { AUTH_ERROR_CODES } from '@/domain/auth-error-codes';

function codeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Older SDKs and some projects still answer with these names for the same failure. */
const AUTH_CODE_ALIASES: Record<string, string> = {
  'auth/invalid-login-credentials': AUTH_ERROR_CODES.invalidCredential,
  'auth/invalid-password': AUTH_ERROR_CODES.wrongPassword,
};

export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = codeOf(error);
  if (code?.startsWith('auth/')) {
    return new AuthError(AUTH_CODE_ALIASES[code] ?? code, messageOf(error));
  }
  return new AuthError('auth/internal-error', messageOf(error));
}

const FIRESTORE_KINDS: Record<string, BackendErrorKind> = {
  'permission-denied': 'forbidden',
  unauthenticated: 'unauthenticated',
  'not-found': 'not-found',
  'already-exists': 'conflict',
  'invalid-argument': 'invalid',
  'failed-precondition': 'invalid',
  'out-of-range': 'invalid',
  'resource-exhausted': 'rate-limited',
  unavailable: 'network',
  'deadline-exceeded': 'network',
};

const STORAGE_KINDS: Record<string, BackendErrorKind> = {
  'storage/unauthorized': 'forbidden',
  'storage/unauthenticated': 'unauthenticated',
  'storage/object-not-found': 'not-found',
  'storage/quota-exceeded': 'rate-limited',
  'storage/retry-limit-exceeded': 'network',
  'storage/invalid-argument': 'invalid',
};

/**
 * The generic code and status the self-hosted server answers with for a refusal of each kind,
 * so a screen branching on `code` sees the same one on either backend.
 */
const GENERIC_BY_KIND: Partial<Record<BackendErrorKind, [GenericErrorCode, number]>> = {
  unauthenticated: ['signInRequired', 401],
  forbidden: ['forbidden', 403],
  'not-found': ['notFound', 404],
  conflict: ['conflict', 409],
  invalid: ['invalidRequest', 400],
  'too-large': ['tooLarge', 413],
  'unsupported-type': ['unsupportedType', 415],
  'rate-limited': ['rateLimited', 429],
};

export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = codeOf(error) ?? '';
  const kind = FIRESTORE_KINDS[code] ?? STORAGE_KINDS[code] ?? 'unavailable';
  const generic = GENERIC_BY_KIND[kind];
  return generic
    ? new BackendError(kind, messageOf(error), generic[1], { code: generic[0] })
    : new BackendError(kind, messageOf(error));
}

/** Runs a data call so that any failure reaches screens as a BackendError. */
export async function dataCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toBackendError(error);
  }
}

export function isPermissionDenied(error: unknown): boolean {
  return codeOf(error) === 'permission-denied';
}
