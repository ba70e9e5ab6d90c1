import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  newPasswordInputSchema,
  newsletterInputSchema,
  passwordResetRequestSchema,
  signInInputSchema,
  signUpInputSchema,
} from './auth-input';
import { checkInput } from './check-input';
import { LIMITS } from './limits';
import { isStrongPassword } from './password-rules';

const STRONG = 'N3w!password';

function keyOf(schema: Parameters<typeof checkInput>[0], value: unknown) {
  const checked = checkInput(schema, value);
  return checked.ok ? null : (checked.problem.key ?? 'invalidRequest');
}

describe('sign-up input', () => {
  it('trims the address but never the password', () => {
    expect(
      checkInput(signUpInputSchema, { email: ' her@example.org ', password: ` ${STRONG} ` }),
    ).toEqual({ ok: true, data: { email: 'her@example.org', password: ` ${STRONG} ` } });
  });

  it('refuses a malformed address before a weak password, each with its catalogue key', () => {
    for (const email of ['', '   ', 'her', 'her@example', 'h er@example.org']) {
      expect(keyOf(signUpInputSchema, { email, password: STRONG }), email).toBe('invalidEmail');
    }
    expect(keyOf(signUpInputSchema, { email: 'her', password: 'weak' })).toBe('invalidEmail');
    expect(keyOf(signUpInputSchema, { email: 'her@example.org', password: 'weak' })).toBe(
      'weakPassword',
    );
    const long = `${STRONG}${'x'.repeat(LIMITS.passwordMaxLength)}`;
    expect(keyOf(signUpInputSchema, { email: 'her@example.org', password: long })).toBe(
      'invalidRequest',
    );
  });

  it('holds a new password to exactly the checklist rules', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (password) => {
        const refused = keyOf(newPasswordInputSchema, { password });
        expect(refused).toBe(isStrongPassword(password) ? null : 'weakPassword');
      }),
    );
  });
});

describe('the other auth forms', () => {
  it('lets sign-in through as typed, its address trimmed: the server says what is wrong', () => {
    expect(checkInput(signInInputSchema, { email: ' her ', password: '' })).toEqual({
      ok: true,
      data: { email: 'her', password: '' },
    });
  });

  it('asks for an address before mailing a reset link', () => {
    expect(keyOf(passwordResetRequestSchema, { email: '  ' })).toBe('resetNeedsEmail');
    expect(checkInput(passwordResetRequestSchema, { email: ' her@example.org' })).toEqual({
      ok: true,
      data: { email: 'her@example.org' },
    });
  });

  it('asks the newsletter for a well-formed address', () => {
    expect(keyOf(newsletterInputSchema, { email: 'her@' })).toBe('invalidEmail');
    expect(keyOf(newsletterInputSchema, { email: 'her@example.org' })).toBeNull();
  });
});
