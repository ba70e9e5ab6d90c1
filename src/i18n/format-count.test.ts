import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberFormatsMade } from '@/testing/number-formats-made';
import { formatCount } from './format-count';
import { LOCALES, PSEUDO_LOCALES } from './locales';

const EVERY_LOCALE = [...LOCALES, ...PSEUDO_LOCALES];

describe('formatCount', () => {
  it('writes every number as Intl.NumberFormat does, in every language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EVERY_LOCALE),
        fc.oneof(
          fc.integer({ min: 0, max: 999 }),
          fc.integer({ min: -1e7, max: 1e7 }),
          fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        ),
        (locale, value) => {
          expect(formatCount(value, locale)).toBe(new Intl.NumberFormat(locale).format(value));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("writes Bengali and Marathi counts in their own digits, the others' in Latin ones", () => {
    expect(LOCALES.map((locale) => formatCount(7, locale))).toEqual(['7', '7', '৭', '७', '7', '7']);
    expect(formatCount(120, 'bn')).toBe('১২০');
    expect(formatCount(1234567, 'hi')).toBe('12,34,567');
  });

  it('asks nothing of Intl for a count under 1,000 in an interface language', () => {
    const underAThousand = () => {
      for (const locale of LOCALES) for (const value of [0, 1, 42, 999]) formatCount(value, locale);
    };
    expect(numberFormatsMade(underAThousand)).toBe(0);
    expect(numberFormatsMade(() => formatCount(1000, 'en'))).toBe(1);
  });
});
