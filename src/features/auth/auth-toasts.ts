// The auth screen's toasts, one per form (sign-in and Google share the sign-in one), and what the
// error on screen is about, so that it goes as soon as it no longer holds: she put the field
// right, she left that form, or something after it succeeded.
import { formToast, type FormToast } from '@/lib/toast';

export const signUpToast = formToast('sign-up');
export const signInToast = formToast('sign-in');
export const verifyToast = formToast('verify-email');
export const forgotToast = formToast('forgot-password');
export const resetToast = formToast('reset-password');

const ERRORS_OF = [signUpToast, signInToast, forgotToast, resetToast];

/** What she has typed in the form the error is about. */
export interface AuthFields {
  email: string;
  password: string;
}

/** The error a check refused with, and whether it still holds for what is typed now. */
let refusal: { toast: FormToast; holds: (fields: AuthFields) => boolean } | null = null;

/**
 * Shows `text` as the form's error. With `holds`, a check of what she typed refused: the error
 * goes once the check passes (recheckAuthError). Without, it stays until she leaves the form or
 * something succeeds.
 */
export function authError(
  toast: FormToast,
  text: string,
  holds?: (fields: AuthFields) => boolean,
): void {
  refusal = holds ? { toast, holds } : null;
  toast.error(text);
}

/** Shows `text` as the form's success; the errors before it are no longer the news. */
export function authSuccess(toast: FormToast, text: string): void {
  dismissAuthErrors();
  toast.success(text);
}

/** As she types: the error of a check goes once what she typed passes it. */
export function recheckAuthError(fields: AuthFields): void {
  if (!refusal || refusal.holds(fields)) return;
  refusal.toast.dismissError();
  refusal = null;
}

/** She left the form (Sign In, Sign Up, a new password) or succeeded: its errors go. */
export function dismissAuthErrors(): void {
  refusal = null;
  for (const toast of ERRORS_OF) toast.dismissError();
}
