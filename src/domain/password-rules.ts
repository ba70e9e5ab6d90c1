// Sign-up password rules, one entry per rule so the form can show a live checklist.
//
// Upper/lowercase and digits are ASCII only (A-Z, a-z, 0-9): many scripts (Devanagari, Tamil...)
// have no case at all, and ASCII keeps this check identical to the identity provider's policy
// and to any server copy. Other letters count as letters, not as special characters.

import { LIMITS } from './limits';
import { invalid, VALID, type ValidationResult } from './validation-result';

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  test: (password: string) => boolean;
}

export interface PasswordRuleStatus {
  id: PasswordRuleId;
  label: string;
  met: boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${LIMITS.passwordMinLength} characters`,
    // Code points, so an emoji counts once, as the user sees it.
    test: (password) => Array.from(password).length >= LIMITS.passwordMinLength,
  },
  { id: 'uppercase', label: 'One uppercase letter', test: (password) => /[A-Z]/.test(password) },
  { id: 'lowercase', label: 'One lowercase letter', test: (password) => /[a-z]/.test(password) },
  { id: 'number', label: 'One number', test: (password) => /[0-9]/.test(password) },
  {
    id: 'special',
    label: 'One special character',
    // Anything but a letter (of any script, with its combining marks), a digit or whitespace.
    test: (password) => /[^\p{L}\p{M}\p{N}\s]/u.test(password),
  },
];

export function checkPassword(password: string): PasswordRuleStatus[] {
  return PASSWORD_RULES.map(({ id, label, test }) => ({ id, label, met: test(password) }));
}

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

export function validatePassword(password: string): ValidationResult {
  return isStrongPassword(password) ? VALID : invalid('weakPassword');
}
