// Sign-up e-mail check: a practical shape test, not full RFC 5322. The identity
// provider has the final word; this only catches obvious typos before the call.

import { LIMITS } from './limits';
import { invalid, VALID, type ValidationResult } from './validation-result';

/** local@domain.tld: one '@', no spaces, a dot-separated domain with no empty labels. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= LIMITS.emailMaxChars && EMAIL_PATTERN.test(value);
}

/** Surrounding spaces are forgiven (as an e-mail input does); pass the trimmed value on. */
export function validateSignUpEmail(value: string): ValidationResult {
  return isValidEmail(value.trim()) ? VALID : invalid('invalidEmail');
}
