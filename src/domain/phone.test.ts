import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { isPhoneLike, telHref } from './phone';

describe('isPhoneLike', () => {
  it.each([
    ['+91 11 2345 6789', true],
    ['+91 98765 43210', true],
    ['(011) 23-45-67', true],
    ['(011) 2345-6789', true],
    ['1800-180-1234', true],
    ['181818', true],
    ['12345', false],
    ['+91 (1) 2-3', false],
    ['call 1234567', false],
    ['1234567 ext', false],
    ['98765.43210', false],
    ['٩٨٧٦٥٤٣٢١٠', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isPhoneLike(value)).toBe(expected);
  });

  it(`needs at least ${LIMITS.ngoContactMinDigits} digits`, () => {
    expect(isPhoneLike('1'.repeat(LIMITS.ngoContactMinDigits))).toBe(true);
    expect(isPhoneLike('1'.repeat(LIMITS.ngoContactMinDigits - 1))).toBe(false);
  });
});

describe('telHref', () => {
  it('spells a phone-word number in keypad digits', () => {
    expect(telHref('1800-SAFE-NOW')).toBe('tel:18007233669');
  });

  it('drops separators the phone-like property does not make', () => {
    expect(telHref('100 / 112')).toBe('tel:100112');
  });

  it('links every phone-like contact to its digits, with its leading +', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789 +-()'), minLength: 1, maxLength: 30 }),
        (contact) => {
          const trimmed = contact.trim();
          const expected = `tel:${trimmed.startsWith('+') ? '+' : ''}${contact.replace(/\D/g, '')}`;
          expect(telHref(contact)).toBe(expected);
        },
      ),
    );
  });
});
