import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from './support-messages';
import {
  anonName,
  anonymousName,
  anonymousShortName,
  ELLIPSIS,
  pickDifferentIndex,
  pickRandom,
  truncateText,
} from './display';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('anonymous names', () => {
  it('copes with ids shorter than the prefix', () => {
    expect(anonymousName('abc')).toBe('Anonymous_abc');
    expect(anonName('')).toBe('Anon_');
  });

  it('never shows more of the id than the prefix', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8 }), (id) => {
        expect(anonymousName(id)).toBe(`Anonymous_${id.slice(0, 8)}`);
        expect(anonymousShortName(id)).toBe(`Anonymous_${id.slice(0, 6)}`);
        expect(anonName(id)).toBe(`Anon_${id.slice(0, 6)}`);
      }),
    );
  });
});

describe('truncateText', () => {
  it('treats a negative or fractional limit sensibly', () => {
    expect(truncateText('abc', -1)).toEqual({ text: '...', truncated: true });
    expect(truncateText('abc', 2.7)).toEqual({ text: 'ab...', truncated: true });
  });

  it('keeps a prefix of whole characters, within the limit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.nat({ max: 70 }),
        (text, max) => {
          const result = truncateText(text, max);
          const chars = Array.from(text);
          expect(result.truncated).toBe(chars.length > max);
          if (result.truncated) {
            const kept = result.text.slice(0, -ELLIPSIS.length);
            expect(result.text.endsWith(ELLIPSIS)).toBe(true);
            expect(Array.from(kept)).toEqual(chars.slice(0, max));
            expect(text.startsWith(kept)).toBe(true);
          } else {
            expect(result.text).toBe(text);
          }
          expect(LONE_SURROGATE.test(result.text)).toBe(false);
        },
      ),
    );
  });
});

describe('pickRandom', () => {
  it('maps the random number onto the list, and gives nothing from an empty one', () => {
    expect(pickRandom(SUPPORT_MESSAGES, () => 0)).toBe(SUPPORT_MESSAGES[0]);
    expect(pickRandom(SUPPORT_MESSAGES, () => 0.9999)).toBe(SUPPORT_MESSAGES[14]);
    expect(pickRandom(['a', 'b', 'c', 'd', 'e', 'f'], () => 0.5)).toBe('d');
    expect(pickRandom([] as string[], () => 0.3)).toBeUndefined();
  });

  it('always returns a list item, even if the source returns 1', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (list, r) => {
          expect(list).toContain(pickRandom(list, () => r));
        },
      ),
    );
  });

  it('uses Math.random by default', () => {
    expect(SUPPORT_MESSAGES).toContain(pickRandom(SUPPORT_MESSAGES));
  });
});

describe('pickDifferentIndex', () => {
  it('always changes the index when there is a choice', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 20 })
          .chain((length) => fc.tuple(fc.constant(length), fc.nat({ max: length - 1 }))),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ([length, current], r) => {
          const next = pickDifferentIndex(length, current, () => r);
          expect(next).not.toBe(current);
          expect(Number.isInteger(next)).toBe(true);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(length);
        },
      ),
    );
  });

  it('reaches every other index', () => {
    const seen = new Set([0, 0.2, 0.4, 0.6, 0.8].map((r) => pickDifferentIndex(6, 2, () => r)));
    expect([...seen].sort()).toEqual([0, 1, 3, 4, 5]);
  });

  it('returns 0 for a single item, rejects an empty list, and picks any index when the current one is out of range', () => {
    expect(pickDifferentIndex(1, 0, () => 0.7)).toBe(0);
    expect(() => pickDifferentIndex(0, 0)).toThrow(RangeError);
    expect(pickDifferentIndex(6, -1, () => 0)).toBe(0);
    expect(pickDifferentIndex(6, 9, () => 0.99)).toBe(5);
  });
});
