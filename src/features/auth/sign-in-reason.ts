import { message } from '@/i18n/message';
import type { ReturnPath } from '@/lib/return-path';

// Why she was asked to sign in, said calmly above the form: she was sent here, nothing failed.
const REASONS: Partial<Record<ReturnPath, string>> = {
  '/share-story': message('shareSignInRequired'),
};

/** The line that tells her why signing in is asked of her, if the page she came from has one. */
export function signInReason(returnTo: ReturnPath): string | null {
  return REASONS[returnTo] ?? null;
}
