import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, validateSignUpEmail } from './email';
import { LIMITS } from './limits';

describe('isValidEmail', () => {
  // The simplest address, local@domain.tld: the safe-parts property below.
  it.each(['priya.sharma+sahas@mail.example.in', 'USER@EXAMPLE.ORG', 'x_y-z@sub.do-main.io'])(
    'accepts %s',
    (value) => {
      expect(isValidEmail(value)).toBe(true);
    },
  );

  // Whitespace anywhere and any count of @ but one: the property below.
  it.each(['@example.com', 'a@', 'a@b', 'a@b.', 'a@.com', 'a@b..com'])('rejects %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('accepts local@domain.tld built from safe parts', () => {
    const part = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,10}$/);
    fc.assert(
      fc.property(part, part, fc.stringMatching(/^[a-z]{2,6}$/), (local, domain, tld) => {
        expect(isValidEmail(`${local}@${domain}.${tld}`)).toBe(true);
      }),
    );
  });

  it('rejects anything with whitespace or without exactly one @', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const ats = value.split('@').length - 1;
        if (/\s/.test(value) || ats !== 1) expect(isValidEmail(value)).toBe(false);
      }),
    );
  });

  it('rejects addresses longer than SMTP allows', () => {
    const long = `${'a'.repeat(LIMITS.emailMaxChars)}@b.co`;
    expect(isValidEmail(long)).toBe(false);
  });
});

describe('validateSignUpEmail', () => {
  it('accepts a valid address, forgiving surrounding spaces, and fails with its catalogue code', () => {
    expect(validateSignUpEmail('  me@example.com ')).toEqual({ ok: true });
    expect(validateSignUpEmail('me@example')).toEqual({ ok: false, code: 'invalidEmail' });
  });
});
