// What the sign-in screen's forms send to the identity provider (better-auth or Firebase Auth,
// which have the final word): sign up, sign in, a reset link asked for, a new password chosen,
// and the newsletter's address. Messages are catalogue keys; passwords are never trimmed.
import * as z from 'zod/mini';
import { isValidEmail } from './email';
import { LIMITS } from './limits';
import type { MessageKey } from './messages';
import { isStrongPassword } from './password-rules';

/** An address as she typed it, surrounding spaces forgiven (as an e-mail input does). */
function emailAddress(missing: MessageKey) {
  return z.string(missing).check(z.trim(), z.minLength(1, missing));
}

/** An address of the right shape (local@domain.tld): a typo is caught before the call. */
const wellFormedEmail = emailAddress('invalidEmail').check(
  z.refine(isValidEmail, 'invalidEmail' satisfies MessageKey),
);

/** A password she chooses: the sign-up rules (password-rules.ts); better-auth caps the length. */
const newPassword = z
  .string('weakPassword' satisfies MessageKey)
  .check(
    z.refine(isStrongPassword, 'weakPassword' satisfies MessageKey),
    z.maxLength(LIMITS.passwordMaxLength, `must be at most ${LIMITS.passwordMaxLength} characters`),
  );

export const signUpInputSchema = z.object({ email: wellFormedEmail, password: newPassword });

/** Signing in checks nothing of its own: a wrong address or password is the server's to say. */
export const signInInputSchema = z.object({
  email: z.string().check(z.trim()),
  password: z.string(),
});

export const passwordResetRequestSchema = z.object({ email: emailAddress('resetNeedsEmail') });

export const newPasswordInputSchema = z.object({ password: newPassword });

/** The footer's newsletter box (it only thanks her: nothing is sent yet). */
export const newsletterInputSchema = z.object({ email: wellFormedEmail });

export type SignUpInput = z.output<typeof signUpInputSchema>;
