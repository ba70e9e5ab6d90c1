import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPassword, isStrongPassword, validatePassword } from './password-rules';

const metOf = (password: string) =>
  Object.fromEntries(checkPassword(password).map(({ id, met }) => [id, met]));

describe('checkPassword', () => {
  // Each rule for any input, the empty one included, is the reference definition's property below.
  it('counts length in characters, not UTF-16 units', () => {
    expect(metOf('💜💜💜💜')).toMatchObject({ length: false });
    expect(metOf('💜💜💜💜💜💜💜💜')).toMatchObject({ length: true });
  });

  it('uses ASCII for letter case and digits; other letters are not special', () => {
    expect(metOf('ÉÀÜ')).toMatchObject({ uppercase: false, special: false });
    expect(metOf('éàü')).toMatchObject({ lowercase: false, special: false });
    expect(metOf('नमस्ते')).toMatchObject({ special: false });
    expect(metOf('٣')).toMatchObject({ number: false, special: false });
  });

  it('matches a reference definition for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (password) => {
        expect(metOf(password)).toEqual({
          length: [...password].length >= 8,
          uppercase: /[A-Z]/.test(password),
          lowercase: /[a-z]/.test(password),
          number: /\d/.test(password),
          special: [...password].some((ch) => !/[\p{L}\p{M}\p{N}\s]/u.test(ch)),
        });
      }),
    );
  });
});

describe('isStrongPassword and validatePassword', () => {
  it.each(['Str0ng!pw', 'Aa1!aaaa', 'P@ssw0rd', 'Ünïcode1A!'])('accepts %s', (password) => {
    expect(isStrongPassword(password)).toBe(true);
    expect(validatePassword(password)).toEqual({ ok: true });
  });

  it.each(['Aa1!aaa', 'aa1!aaaa', 'AA1!AAAA', 'Aa!aaaaa', 'Aa1aaaaa', 'Aa1 aaaa'])(
    'rejects %s with its catalogue code',
    (password) => {
      expect(isStrongPassword(password)).toBe(false);
      expect(validatePassword(password)).toEqual({ ok: false, code: 'weakPassword' });
    },
  );

  it('is strong exactly when every rule is met', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (password) => {
        expect(isStrongPassword(password)).toBe(checkPassword(password).every((rule) => rule.met));
      }),
    );
  });

  it('accepts any password built from one of each kind plus filler', () => {
    const pick = (chars: string) => fc.constantFrom(...chars.split(''));
    fc.assert(
      fc.property(
        pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        pick('abcdefghijklmnopqrstuvwxyz'),
        pick('0123456789'),
        pick('!@#$%^&*()-_=+[]{};:,.<>/?~'),
        fc.string({ minLength: 4, maxLength: 12 }),
        (upper, lower, digit, special, filler) => {
          expect(isStrongPassword(upper + filler + lower + digit + special)).toBe(true);
        },
      ),
    );
  });
});
