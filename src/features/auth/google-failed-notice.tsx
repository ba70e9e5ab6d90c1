import { useLingui } from '@lingui/react/macro';
import { message } from '@/i18n/message';
import type { GoogleFailure } from '@/features/auth/google-failure';

/**
 * Says, and has a screen reader say, that she is not signed in with Google, in words of ours:
 * never the address's own `error` text, which anyone can write.
 */
export function GoogleFailedNotice({ failure }: { failure: GoogleFailure }) {
  const { t } = useLingui();
  const reason =
    failure === 'declined'
      ? t`Google sign-in was cancelled, so you are not signed in.`
      : t`Google could not sign you in just now. Please try again, or use your email address.`;
  return (
    <p role="alert" className="mt-4 rounded-xl bg-danger-100 p-3 text-danger-700">
      {message('googleFailed', { message: reason })}
    </p>
  );
}
