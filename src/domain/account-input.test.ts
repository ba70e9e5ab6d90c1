import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountDeletionInputSchema, passwordChangeInputSchema } from './account-input';
import { checkInput } from './check-input';
import { LIMITS } from './limits';

const STRONG = 'N3w!password';

function keyOf(
  schema: typeof passwordChangeInputSchema | typeof accountDeletionInputSchema,
  value: unknown,
) {
  const checked = checkInput(schema, value);
  return checked.ok ? null : (checked.problem.key ?? 'invalidRequest');
}

const change = (currentPassword: unknown, newPassword: unknown = STRONG) =>
  keyOf(passwordChangeInputSchema, { currentPassword, newPassword });

describe('password change input', () => {
  it('takes her current password as given (not trimmed) and a strong new one', () => {
    const value = { currentPassword: ' old pass\u0000 ', newPassword: STRONG };
    expect(checkInput(passwordChangeInputSchema, value)).toEqual({ ok: true, data: value });
  });

  it('asks for the current password, and holds the new one to the sign-up rules', () => {
    expect(change('', STRONG)).toBe('currentPasswordRequired');
    expect(change(undefined, STRONG)).toBe('currentPasswordRequired');
    expect(change('old', 'weak')).toBe('weakPassword');
    expect(change('x'.repeat(LIMITS.passwordMaxLength + 1), STRONG)).toBe('invalidRequest');
    const tooLong = `${STRONG}${'x'.repeat(LIMITS.passwordMaxLength)}`;
    expect(change('old', tooLong)).toBe('invalidRequest');
    expect(
      keyOf(passwordChangeInputSchema, { currentPassword: 'old', newPassword: STRONG, x: 1 }),
    ).toBe('invalidRequest');
  });

  it('accepts any current password up to the cap', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: LIMITS.passwordMaxLength }), (given) => {
        expect(change(given)).toBeNull();
      }),
    );
  });
});

describe('account deletion input', () => {
  it('takes a password, or none for an account without one', () => {
    expect(checkInput(accountDeletionInputSchema, { password: 'secret' })).toEqual({
      ok: true,
      data: { password: 'secret' },
    });
    expect(checkInput(accountDeletionInputSchema, {})).toEqual({ ok: true, data: {} });
  });

  it('asks for a password rather than taking an empty one, and takes nothing else', () => {
    expect(keyOf(accountDeletionInputSchema, { password: '' })).toBe('accountPasswordRequired');
    expect(keyOf(accountDeletionInputSchema, { password: 42 })).toBe('accountPasswordRequired');
    expect(keyOf(accountDeletionInputSchema, { password: 'p', confirm: true })).toBe(
      'invalidRequest',
    );
  });
});
