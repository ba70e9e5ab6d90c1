import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthError, authErrorCode } from '@/backend/auth-error';
import { validateSignUpEmail } from '@/domain/email';
import { signInErrorKey, signUpErrorKey } from '@/domain/auth-error-codes';
import { message } from '@/i18n/message';
import { validatePassword } from '@/domain/password-rules';
import { isFilled } from '@/domain/validation-result';
import { useAuthPort } from '@/lib/auth-port-context';
import { returnPathIn } from '@/lib/return-path';
import { formToast } from '@/lib/toast';

// One id per form (sign-in and Google share the sign-in screen's): a retry that works replaces
// the error before it.
const signUpToast = formToast('sign-up');
const signInToast = formToast('sign-in');
const verifyToast = formToast('verify-email');
const forgotToast = formToast('forgot-password');
const resetToast = formToast('reset-password');

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The auth screen's actions: each validates, calls the port, and says how it went in a toast
 * from the catalogue. Each resolves to whether it succeeded, so forms know what to keep.
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
        const emailCheck = validateSignUpEmail(email);
        if (!emailCheck.ok) {
          signUpToast.error(message(emailCheck.code));
          return false;
        }
        const passwordCheck = validatePassword(password);
        if (!passwordCheck.ok) {
          signUpToast.error(message(passwordCheck.code));
          return false;
        }
        try {
          await port.signUp(email.trim(), password);
          signUpToast.success(message('signUpSucceeded'));
          return true;
        } catch (error) {
          signUpToast.error(message(signUpErrorKey(authErrorCode(error))));
          return false;
        }
      },

      signIn: async (email: string, password: string): Promise<boolean> => {
        try {
          const user = await port.signIn(email.trim(), password);
          signInToast.success(message('signInSucceeded'));
          if (!user.emailVerified) verifyToast.info(message('verifyEmailWarning'), '⚠️');
          void navigate(returnTo, { replace: true });
          return true;
        } catch (error) {
          signInToast.error(message(signInErrorKey(authErrorCode(error))));
          return false;
        }
      },

      signInWithGoogle: async (): Promise<boolean> => {
        try {
          // The self-hosted server brings her back from Google to the page that asked.
          await port.signInWithGoogle(returnTo);
          signInToast.success(message('googleSignedIn'));
          void navigate(returnTo, { replace: true });
          return true;
        } catch (error) {
          signInToast.error(message('googleFailed', { message: errorText(error) }));
          return false;
        }
      },

      sendPasswordReset: async (email: string): Promise<boolean> => {
        if (!isFilled(email)) {
          forgotToast.error(message('resetNeedsEmail'));
          return false;
        }
        try {
          await port.sendPasswordReset(email.trim());
          forgotToast.success(message('resetEmailSent'));
          return true;
        } catch (error) {
          forgotToast.error(message('resetEmailFailed', { message: errorText(error) }));
          return false;
        }
      },

      resetPassword: async (token: string, password: string): Promise<boolean> => {
        const passwordCheck = validatePassword(password);
        if (!passwordCheck.ok) {
          resetToast.error(message(passwordCheck.code));
          return false;
        }
        try {
          await port.resetPassword(token, password);
          resetToast.success(message('resetPasswordChanged'));
          return true;
        } catch (error) {
          // The server refuses a stale or used token; anything else is worth simply retrying.
          resetToast.error(
            message(error instanceof AuthError ? 'resetLinkInvalid' : 'resetPasswordFailed'),
          );
          return false;
        }
      },
    }),
    [port, navigate, returnTo],
  );
}
