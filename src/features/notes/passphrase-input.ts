// What the passphrase forms check before any key is derived: the sign-in password's rules for a
// new passphrase (what carries the guessing cost), typed twice alike. Browser-only: the server
// never receives a passphrase, so no route parses these.
import * as z from 'zod/mini';
import type { MessageKey } from '@/domain/messages';
import { isStrongPassword } from '@/domain/password-rules';

const required = z.string().check(z.minLength(1, 'vaultPassphraseRequired' satisfies MessageKey));
const strong = z
  .string()
  .check(z.refine(isStrongPassword, 'vaultPassphraseWeak' satisfies MessageKey));

export const unlockSchema = z.object({ passphrase: required });

export const choosePassphraseSchema = z.object({ passphrase: strong, confirm: z.string() }).check(
  z.refine((value) => value.confirm === value.passphrase, {
    message: 'vaultPassphrasesDiffer' satisfies MessageKey,
    path: ['confirm'],
  }),
);

export const changePassphraseSchema = z
  .object({ current: required, passphrase: strong, confirm: z.string() })
  .check(
    z.refine((value) => value.passphrase !== value.current, {
      message: 'vaultPassphraseUnchanged' satisfies MessageKey,
      path: ['passphrase'],
    }),
    z.refine((value) => value.confirm === value.passphrase, {
      message: 'vaultPassphrasesDiffer' satisfies MessageKey,
      path: ['confirm'],
    }),
  );
