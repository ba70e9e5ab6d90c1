import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { AuthError, authErrorCode } from '@/backend/auth-error';
import { AUTH_COPY } from '@/domain/copy/auth';
import { validateSignUpEmail } from '@/domain/email';
import { message, MESSAGES, signInErrorMessage, signUpErrorMessage } from '@/domain/messages';
import { validatePassword } from '@/domain/password-rules';
import { isFilled } from '@/domain/validation-result';
import { useAuthPort } from '@/lib/auth-port-context';

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

  return useMemo(
    () => ({
      signUp: async (email: string, password: string): Promise<boolean> => {
        const emailCheck = validateSignUpEmail(email);
        if (!emailCheck.ok) {
          toast.error(emailCheck.message);
          return false;
        }
        const passwordCheck = validatePassword(password);
        if (!passwordCheck.ok) {
          toast.error(passwordCheck.message);
          return false;
        }
        try {
          await port.signUp(email.trim(), password);
          toast.success(MESSAGES.signUpSucceeded);
          return true;
        } catch (error) {
          toast.error(signUpErrorMessage(authErrorCode(error)));
          return false;
        }
      },

      signIn: async (email: string, password: string): Promise<boolean> => {
        try {
          const user = await port.signIn(email.trim(), password);
          toast.success(MESSAGES.signInSucceeded);
          if (!user.emailVerified) toast(MESSAGES.verifyEmailWarning, { icon: '⚠️' });
          void navigate('/', { replace: true });
          return true;
        } catch (error) {
          toast.error(signInErrorMessage(authErrorCode(error)));
          return false;
        }
      },

      signInWithGoogle: async (): Promise<boolean> => {
        try {
          await port.signInWithGoogle();
          toast.success(MESSAGES.googleSignedIn);
          void navigate('/', { replace: true });
          return true;
        } catch (error) {
          toast.error(message('googleFailed', { message: errorText(error) }));
          return false;
        }
      },

      sendPasswordReset: async (email: string): Promise<boolean> => {
        if (!isFilled(email)) {
          toast.error(MESSAGES.resetNeedsEmail);
          return false;
        }
        try {
          await port.sendPasswordReset(email.trim());
          toast.success(MESSAGES.resetEmailSent);
          return true;
        } catch (error) {
          toast.error(message('resetEmailFailed', { message: errorText(error) }));
          return false;
        }
      },

      resetPassword: async (token: string, password: string): Promise<boolean> => {
        const passwordCheck = validatePassword(password);
        if (!passwordCheck.ok) {
          toast.error(passwordCheck.message);
          return false;
        }
        try {
          await port.resetPassword(token, password);
          toast.success(AUTH_COPY.passwordChanged);
          return true;
        } catch (error) {
          // The server refuses a stale or used token; anything else is worth simply retrying.
          toast.error(
            error instanceof AuthError ? AUTH_COPY.resetLinkInvalid : AUTH_COPY.resetPasswordFailed,
          );
          return false;
        }
      },
    }),
    [port, navigate],
  );
}
