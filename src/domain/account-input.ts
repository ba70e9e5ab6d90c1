// What the Account page sends to change her password or delete her account. Passwords are
// never trimmed or checked for control characters: they are compared, not shown. Ending her
// sessions everywhere sends nothing, so it has no schema.
import * as z from 'zod/mini';
import { LIMITS } from './limits';
import type { MessageKey } from './messages';
import { isStrongPassword } from './password-rules';

const TOO_LONG = `must be at most ${LIMITS.passwordMaxLength} characters`;

/** Her current password, asked again; longer than any password can be set is not hers. */
function givenPassword(missing: MessageKey) {
  // The schema's own message is `missing`, so the cap names its own.
  return z
    .string(missing)
    .check(z.minLength(1, missing), z.maxLength(LIMITS.passwordMaxLength, TOO_LONG));
}

export const passwordChangeInputSchema = z.strictObject({
  currentPassword: givenPassword('currentPasswordRequired'),
  /** The sign-up rules; better-auth caps the length. */
  newPassword: z
    .string()
    .check(
      z.maxLength(LIMITS.passwordMaxLength, TOO_LONG),
      z.refine(isStrongPassword, 'weakPassword' satisfies MessageKey),
    ),
});

/** A password for an account that has one; a Google-only account sends none. */
export const accountDeletionInputSchema = z.strictObject({
  password: z.optional(givenPassword('accountPasswordRequired')),
});

export type PasswordChangeInput = z.input<typeof passwordChangeInputSchema>;
export type AccountDeletionInput = z.input<typeof accountDeletionInputSchema>;
