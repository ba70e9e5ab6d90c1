// How the Account page reads a refusal: by its code or kind, never by its wording.
import { isBackendError } from '@/backend/backend-error';
import type { ErrorCode } from '@/domain/error-codes';

/** The refusal's code, when the backend gave one. */
export function refusalCode(error: unknown): ErrorCode | undefined {
  return isBackendError(error) ? error.code : undefined;
}

/** Too many tries of late: a password asked too often, or mail sent too often (HTTP 429). */
export function isTooManyRequests(error: unknown): boolean {
  // Both backends give every 429 this kind, whatever its code.
  return isBackendError(error, 'rate-limited');
}
