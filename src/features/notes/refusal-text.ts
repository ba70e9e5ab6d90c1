import { isBackendError } from '@/backend/backend-error';
import { errorText } from '@/i18n/message';

/** The catalogue's words for a coded failure (her space is full), else `fallback`. */
export function refusalText(error: unknown, fallback: string): string {
  return isBackendError(error) ? errorText(error.code, error.params, fallback) : fallback;
}
