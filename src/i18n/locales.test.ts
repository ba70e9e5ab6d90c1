import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  cookieValue,
  isLocale,
  LOCALES,
  pickLocale,
  PSEUDO_LOCALES,
  SOURCE_LOCALE,
  textDirection,
} from '@/i18n/locales';
import { prerenderedFilePath } from '@/lib/prerender-format';

const tag = fc.stringMatching(/^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})?$/);

// Headers as browsers send them (a region, several qualities, none) are the properties' cases.
describe('acceptedLanguages', () => {
  it('lists the tags by falling quality, in header order on a tie, without the refused', () => {
    const entry = fc.record({ tag, quality: fc.option(fc.integer({ min: 0, max: 1000 })) });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const header = entries
          .map(({ tag: t, quality }) =>
            quality === null ? t : `${t};q=${(quality / 1000).toFixed(3)}`,
          )
          .join(', ');
        const expected = entries
          .map(({ tag: t, quality }) => ({ t, q: quality ?? 1000 }))
          .filter(({ q }) => q > 0)
          .sort((a, b) => b.q - a.q)
          .map(({ t }) => t);
        expect(acceptedLanguages(header)).toEqual(expected);
      }),
    );
  });

  it('never throws, and never answers an empty tag or the wildcard', () => {
    expect(acceptedLanguages('fr, *;q=0.5, de;q=0')).toEqual(['fr']);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (header) => {
        for (const t of acceptedLanguages(header)) {
          expect(t).not.toBe('');
          expect(t).not.toBe('*');
        }
      }),
    );
  });
});

describe('cookieValue', () => {
  const name = fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/);
  const value = fc.stringMatching(/^[A-Za-z0-9_=./-]{0,20}$/);

  it('finds a cookie among others, keeping any "=" in its value', () => {
    fc.assert(
      fc.property(name, value, value, (key, wanted, other) => {
        const header = `x${key}=${other}; ${key}=${wanted}; ${key}=${other}`;
        expect(cookieValue(header, key)).toBe(wanted);
      }),
    );
  });

  it('answers null without the cookie or a header', () => {
    expect(cookieValue('nf_language=hi; lang=hi', 'nf_lang')).toBeNull();
    expect(cookieValue(undefined, 'nf_lang')).toBeNull();
  });
});

describe('pickLocale', () => {
  it.each([
    [null, ['en-XA'], 'en'],
    ['en-XA', ['hi'], 'hi'],
    ['../hi', [], 'en'],
    [undefined, ['fr', 'de'], 'en'],
  ] as const)('saved %j and browser %j give %s', (saved, browser, locale) => {
    expect(pickLocale(saved, browser)).toBe(locale);
  });

  it.each(LOCALES)('finds %s in its cookie, a browser tag with a region, or in capitals', (l) => {
    expect(pickLocale(l, ['en'])).toBe(l);
    expect(pickLocale(null, [`${l}-IN`, 'en'])).toBe(l);
    expect(pickLocale(null, ['fr', l.toUpperCase()])).toBe(l);
    expect(pickLocale(null, acceptedLanguages(`fr;q=0.9, ${l}-IN;q=0.95, en;q=0.1`))).toBe(l);
  });

  it('offers a pseudo-locale only when allowed', () => {
    expect(pickLocale('ar-XB', [], true)).toBe('ar-XB');
    expect(pickLocale(null, ['en-xa'], true)).toBe('en-XA');
    expect(pickLocale('ar-XB', [])).toBe('en');
  });

  it('keeps a saved real language whatever the browser says', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.array(fc.string()), (saved, browser) => {
        expect(pickLocale(saved, browser)).toBe(saved);
      }),
    );
  });

  it('answers a real language for any input unless pseudo-locales are allowed', () => {
    const anything = fc.option(fc.string({ unit: 'binary' }));
    const browser = fc.array(fc.oneof(tag, fc.constantFrom(...PSEUDO_LOCALES), fc.string()));
    fc.assert(
      fc.property(anything, browser, fc.boolean(), (saved, tags, allowPseudo) => {
        const locale = pickLocale(saved, tags, allowPseudo);
        expect(isLocale(locale, allowPseudo)).toBe(true);
        if (!allowPseudo) expect(LOCALES).toContain(locale);
      }),
    );
  });
});

describe('locales', () => {
  it('writes only the pseudo right-to-left locale right to left', () => {
    expect([...LOCALES, ...PSEUDO_LOCALES].filter((l) => textDirection(l) === 'rtl')).toEqual([
      'ar-XB',
    ]);
  });

  it('keeps the source language’s prerendered pages at the unprefixed paths', () => {
    expect(prerenderedFilePath(SOURCE_LOCALE, 'home.html')).toBe('home.html');
    for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
      expect(prerenderedFilePath(locale, 'home.html')).toBe(`${locale}/home.html`);
    }
  });
});
