import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMatches } from './languagetool';

describe('applyMatches', () => {
  it('changes nothing without matches', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(applyMatches(text, [])).toBe(text);
      }),
    );
  });

  it('replaces exactly the matched spans, in any order given', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        (words) => {
          const text = words.join(' ');
          let offset = 0;
          const matches = words.map((word) => {
            const match = { offset, length: word.length, replacements: [{ value: '<w>' }] };
            offset += word.length + 1;
            return match;
          });
          const expected = words.map(() => '<w>').join(' ');
          expect(applyMatches(text, matches.reverse())).toBe(expected);
        },
      ),
    );
  });

  it('skips overlapping and out-of-range matches', () => {
    const text = 'abcdef';
    expect(
      applyMatches(text, [
        { offset: 1, length: 2, replacements: [{ value: 'X' }] },
        { offset: 2, length: 2, replacements: [{ value: 'Y' }] },
        { offset: 5, length: 4, replacements: [{ value: 'Z' }] },
      ]),
    ).toBe('aXdef');
  });
});
