import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authErrorCode } from '@/backend/auth-error';
import { failureReason } from '@/backend/backend-error';
import { signInErrorKey, signUpErrorKey } from '@/domain/auth-error-codes';
import { message } from '@/i18n/message';
import { useAuthPort } from '@/lib/auth-port-context';
import { returnPathIn } from '@/lib/return-path';
import {
  authError,
  authSuccess,
  forgotToast,
  resetToast,
  signInToast,
  signUpToast,
  verifyToast,
} from '@/features/auth/auth-toasts';

/** The codes of a reset link the server refuses: stale, used or unknown (Firebase has both). */
const REFUSED_RESET_CODES = new Set(['auth/invalid-action-code', 'auth/expired-action-code']);

/**
 * The auth screen's actions: each calls the port with what the form's schema accepted
 * (auth-input.ts, checked by the form through useSchemaForm), and says how it went in a toast
 * from the catalogue (auth-toasts.ts: an error goes once it no longer holds, and any success
 * takes the errors before it away). Each resolves to whether it succeeded, so forms know what to
 * keep.
 */
export function useAuthActions() {
  const port = useAuthPort();
  // Under <BrowserRouter> navigate returns nothing to wait for; only a data router's does.
  const navigate = useNavigate();
  // Signing in leads back to the page that asked for it (`?next=`), otherwise home.
  const [searchParams] = useSearchParams();
  const returnTo = returnPathIn(searchParams);

  return useMemo(
    () => ({
      signUp: async (email: string, password: string): Promise<boolean> => {
        try {
          await port.signUp(email, password, returnTo);
          authSuccess(signUpToast, message('signUpSucceeded'));
          return true;
        } catch (error) {
          authError(signUpToast, message(signUpErrorKey(authErrorCode(error))));
          return false;
        }
      },

      signIn: async (email: string, password: string): Promise<boolean> => {
        try {
          const user = await port.signIn(email, password);
          authSuccess(signInToast, message('signInSucceeded'));
          if (!user.emailVerified) verifyToast.info(message('verifyEmailWarning'), '⚠️');
          void navigate(returnTo, { replace: true });
          return true;
        } catch (error) {
          authError(signInToast, message(signInErrorKey(authErrorCode(error))));
          return false;
        }
      },

      signInWithGoogle: async (): Promise<boolean> => {
        try {
          // The self-hosted server brings her back from Google to the page that asked.
          await port.signInWithGoogle(returnTo);
          authSuccess(signInToast, message('googleSignedIn'));
          void navigate(returnTo, { replace: true });
          return true;
        } catch (error) {
          authError(signInToast, message('googleFailed', { message: failureReason(error) }));
          return false;
        }
      },

      sendPasswordReset: async (email: string): Promise<boolean> => {
        try {
          await port.sendPasswordReset(email);
          authSuccess(forgotToast, message('resetEmailSent'));
          return true;
        } catch (error) {
          authError(forgotToast, message('resetEmailFailed', { message: failureReason(error) }));
          return false;
        }
      },

      resetPassword: async (token: string, password: string): Promise<boolean> => {
        try {
          await port.resetPassword(token, password);
          authSuccess(resetToast, message('resetPasswordChanged'));
          return true;
        } catch (error) {
          // The server refuses a stale or used token; anything else (a dropped connection, which
          // both adapters also raise as an AuthError) is worth simply retrying.
          authError(
            resetToast,
            message(
              REFUSED_RESET_CODES.has(authErrorCode(error) ?? '')
                ? 'resetLinkInvalid'
                : 'resetPasswordFailed',
            ),
          );
          return false;
        }
      },
    }),
    [port, navigate, returnTo],
  );
}
