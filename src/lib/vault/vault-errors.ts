// What the vault refuses, as types the screens can tell apart (a wrong passphrase gets its own
// message; altered data is never shown as if it were hers). Names are written out: a minifier
// renames classes.

import type { PasswordRuleId } from '@/domain/password-rules';

export class VaultError extends Error {}

/** The passphrase does not open this record (or the record's wrapped key was altered). */
export class WrongPassphraseError extends VaultError {
  constructor() {
    super('The passphrase does not open this vault');
    this.name = 'WrongPassphraseError';
  }
}

/** A sealed item or attachment failed authentication: altered, cut, moved or of another vault. */
export class TamperedError extends VaultError {
  constructor(message = 'The sealed data was altered or does not belong here') {
    super(message);
    this.name = 'TamperedError';
  }
}

/** A wrapped-key record that is not of a shape this code wrote. */
export class InvalidVaultRecordError extends VaultError {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidVaultRecordError';
  }
}

/** The new passphrase misses some of the sign-in password's rules (`unmet` lists them). */
export class WeakPassphraseError extends VaultError {
  readonly unmet: readonly PasswordRuleId[];

  constructor(unmet: readonly PasswordRuleId[]) {
    super(`The passphrase misses: ${unmet.join(', ')}`);
    this.name = 'WeakPassphraseError';
    this.unmet = unmet;
  }
}

/** The key was asked for while the vault is locked (by her, on sign-out, or after idling). */
export class VaultLockedError extends VaultError {
  constructor() {
    super('The vault is locked');
    this.name = 'VaultLockedError';
  }
}

/**
 * Web Crypto's authentication failure (AES-GCM tag or AES-KW integrity check). By name, not
 * class: a test DOM may bring a DOMException class other than the one Web Crypto throws.
 */
export function isAuthenticationFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'OperationError';
}
