import { isBackendError } from '@/backend/backend-error';
import type { PlainMessageKey } from '@/domain/messages';
import { errorText, message } from '@/i18n/message';

/** The catalogue's words for a coded failure (her space is full), else `fallback`'s. */
export function refusalText(error: unknown, fallback: PlainMessageKey): string {
  const said = message(fallback);
  return isBackendError(error) ? errorText(error.code, error.params, said) : said;
}
