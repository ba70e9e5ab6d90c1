import type { PlainMessageKey } from '@/domain/messages';
import { message } from '@/i18n/message';
import type { ReturnPath } from '@/lib/return-path';

// Why she was asked to sign in, said calmly above the form: she was sent here, nothing failed.
// Keys, worded when shown: the text is in the language she reads the page in at that moment.
const REASONS: Partial<Record<ReturnPath, PlainMessageKey>> = {
  '/share-story': 'shareSignInRequired',
};

/** The line that tells her why signing in is asked of her, if the page she came from has one. */
export function signInReason(returnTo: ReturnPath): string | null {
  const key = REASONS[returnTo];
  return key ? message(key) : null;
}
