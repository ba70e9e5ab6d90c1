import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacters, validateNoControlCharacters } from './control-characters';

const MULTI = { multiline: true };
const SINGLE = { multiline: false };

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

/** Refused in every field: C0 but TAB, LF and CR; DEL; C1. */
const ALWAYS_REFUSED = [
  ...range(0x00, 0x08),
  '\u000b',
  '\u000c',
  ...range(0x0e, 0x1f),
  ...range(0x7f, 0x9f),
];
const LINE_WHITESPACE = ['\t', '\n', '\r'];

/**
 * Invisible characters that reorder or hide words, refused in every field too: the bidi
 * embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069), which can show a reader
 * or a moderator other words than are stored, zero-width space, word joiner and U+FEFF.
 */
const INVISIBLE = [
  ...range(0x202a, 0x202e),
  ...range(0x2066, 0x2069),
  '\u200b',
  '\u2060',
  '\ufeff',
];
const ZWNJ = '\u200c';
const ZWJ = '\u200d';

/** Real words that need ZWJ or ZWNJ to be spelt as their writers spell them. */
const JOINED_WORDS: [string, string][] = [
  ['Hindi half-form क्‍ष (virama + ZWJ)', `क्${ZWJ}ष`],
  ['Hindi eyelash ra र्‍य (virama + ZWJ)', `र्${ZWJ}य`],
  ['Malayalam chillu അവന്‍ (virama + ZWJ)', `അവന്${ZWJ}`],
  ['Bengali khanda ta উত্‍সব (virama + ZWJ)', `উত্${ZWJ}সব`],
  ['Bengali visible hasanta ক্‌ষ (virama + ZWNJ)', `ক্${ZWNJ}ষ`],
  ['Bengali ra-phala র‌্যাব (ZWNJ + virama)', `র${ZWNJ}্যাব`],
];

const PRINTABLE = [
  'My story',
  'मेरी कहानी, मेरी आवाज़', // Devanagari with nukta
  'क्षत्रिय श्री', // conjuncts (virama)
  'I am safe now 💜🌸',
  'Family 👩‍👩‍👧‍👦 and 👩🏽‍⚖️', // ZWJ sequences with a skin tone
  'Flags 🇮🇳 🏳️‍🌈', // regional indicators, variation selector
  'café, naïve, Ñandú', // precomposed and combining marks
  'cafe\u0301', // combining acute accent
  'زندگی ادامه دارد', // right-to-left
  'non\u00a0breaking space and soft\u00adhyphen',
  'zero\u200dwidth joiner and \u200cnon-joiner',
  '¡Ahora sí! £ ¥ € © ® ™ ½', // Latin-1 just above the C1 block
  'line\u2028separator and paragraph\u2029separator',
];

const REFUSED_ANYWHERE = /[\p{Cc}\u200b\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;

/** A printable string (no Cc, none of the invisible characters), any Unicode. */
const printable = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .filter((text) => !REFUSED_ANYWHERE.test(text));

const codePointIn = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((code) => String.fromCodePoint(code));

/** Text in Devanagari, Bengali, Malayalam and Latin, with ZWJ and ZWNJ anywhere. */
const indicText = fc.string({
  unit: fc.oneof(
    codePointIn(0x0900, 0x097f),
    codePointIn(0x0980, 0x09ff),
    codePointIn(0x0d00, 0x0d7f),
    codePointIn(0x0020, 0x007e),
    fc.constantFrom(ZWJ, ZWNJ),
  ),
  maxLength: 40,
});

describe('hasControlCharacters', () => {
  it('passes printable Unicode: Devanagari, emoji, ZWJ sequences, marks, RTL', () => {
    for (const text of PRINTABLE) {
      expect(hasControlCharacters(text, MULTI), text).toBe(false);
      expect(hasControlCharacters(text, SINGLE), text).toBe(false);
    }
    expect(hasControlCharacters('', SINGLE)).toBe(false);
  });

  it('refuses each C0 (but TAB, LF, CR), DEL, C1 and invisible character anywhere, in every kind of field', () => {
    for (const c of [...ALWAYS_REFUSED, ...INVISIBLE]) {
      for (const text of [c, `a${c}b`, `${c}title`, `title${c}`, ` ${c} `, `पैसे${c}दो`]) {
        expect(hasControlCharacters(text, MULTI), text).toBe(true);
        expect(hasControlCharacters(text, SINGLE), text).toBe(true);
      }
    }
  });

  it.each(JOINED_WORDS)('keeps ZWJ and ZWNJ where scripts need them: %s', (_, word) => {
    expect(hasControlCharacters(word, MULTI)).toBe(false);
    expect(hasControlCharacters(word, SINGLE)).toBe(false);
    expect(hasControlCharacters(`मेरी कहानी ${word}\nand more`, MULTI)).toBe(false);
  });

  it('passes any Devanagari, Bengali, Malayalam or Latin text with ZWJ and ZWNJ (property)', () => {
    fc.assert(
      fc.property(indicText, fc.boolean(), (text, multiline) => {
        expect(hasControlCharacters(text, { multiline })).toBe(false);
      }),
    );
  });

  it('refuses any string with a refused character inserted anywhere (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.nat(),
        fc.constantFrom(...ALWAYS_REFUSED, ...INVISIBLE),
        fc.boolean(),
        (text, at, c, multiline) => {
          const index = at % (text.length + 1);
          const withC = `${text.slice(0, index)}${c}${text.slice(index)}`;
          expect(hasControlCharacters(withC, { multiline })).toBe(true);
        },
      ),
    );
  });

  it('refuses TAB, LF or CR inside single-line text and allows it in multi-line (property)', () => {
    fc.assert(
      fc.property(
        printable.filter((text) => text.trim() !== ''),
        printable.filter((text) => text.trim() !== ''),
        fc.constantFrom(...LINE_WHITESPACE),
        (before, after, c) => {
          const text = `${before}${c}${after}`;
          expect(hasControlCharacters(text, SINGLE)).toBe(true);
          expect(hasControlCharacters(text, MULTI)).toBe(false);
        },
      ),
    );
  });

  it('passes any printable Unicode, padded with any whitespace (property)', () => {
    fc.assert(
      fc.property(
        printable,
        fc.string({ unit: fc.constantFrom(' ', ...LINE_WHITESPACE, '\u00a0') }),
        (text, padding) => {
          const padded = `${padding}${text}${padding}`;
          expect(hasControlCharacters(padded, MULTI)).toBe(false);
          // A single-line field only sees whitespace where the text itself has none inside.
          if (!/[\t\n\r]/.test(text.trim())) {
            expect(hasControlCharacters(padded, SINGLE)).toBe(false);
          }
        },
      ),
    );
  });

  it('agrees with Unicode’s Cc category and the invisible list for multi-line text (property)', () => {
    const someInvisible = fc.string({
      unit: fc.oneof(
        fc.constantFrom(...INVISIBLE, ZWJ, ZWNJ),
        fc.string({ unit: 'binary', maxLength: 1 }),
      ),
      maxLength: 40,
    });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), someInvisible), (text) => {
        const expected = REFUSED_ANYWHERE.test(text.replace(/[\t\n\r]/g, ''));
        expect(hasControlCharacters(text, MULTI)).toBe(expected);
      }),
    );
  });
});

describe('validateNoControlCharacters', () => {
  it('is valid when every field is clean, and gives its catalogue code otherwise', () => {
    expect(
      validateNoControlCharacters([
        { text: 'Title', multiline: false },
        { text: 'Line one\nLine two', multiline: true },
      ]),
    ).toEqual({ ok: true });
    expect(
      validateNoControlCharacters([
        { text: 'Title', multiline: false },
        { text: 'Hidden\u0000', multiline: true },
      ]),
    ).toEqual({ ok: false, code: 'textHasControlCharacters' });
    expect(validateNoControlCharacters([{ text: 'Two\nlines', multiline: false }])).toEqual({
      ok: false,
      code: 'textHasControlCharacters',
    });
  });
});
