import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, type FaqCategory } from '@/domain/vocabularies';
import { filterFaqs, isFaqCategory } from '@/features/faqs/filter-faqs';

const entryArb = fc.record({
  id: fc.integer(),
  question: fc.string(),
  answer: fc.string(),
  category: fc.constantFrom(...FAQ_CATEGORIES),
});
const categoryArb = fc.option(fc.constantFrom<FaqCategory>(...FAQ_CATEGORIES), { nil: null });

describe('filterFaqs', () => {
  it('finds Hindi text whichever way the nukta was typed', () => {
    const hindi = [
      // फ़ as फ followed by the nukta sign, as the catalogue holds it.
      { id: 7, question: 'कौन-सी \u092B\u093Cाइलें?', answer: 'तस्वीरें।', category: 'Technical Help' },
    ];
    // फ़ as one precomposed character, as some keyboards type it.
    expect(filterFaqs(hindi, { query: '\u095Eाइलें', category: null })).toEqual(hindi);
    expect(filterFaqs(hindi, { query: 'तस्वीरें', category: null })).toEqual(hindi);
    expect(filterFaqs(hindi, { query: 'वीडियो', category: null })).toEqual([]);
  });

  // Blank, matching, unmatched and spaced queries, alone or with a category.
  it('keeps exactly the matching entries, in order (property)', () => {
    fc.assert(
      fc.property(fc.array(entryArb), fc.string(), categoryArb, (list, query, category) => {
        const result = filterFaqs(list, { query, category });
        const needle = query.trim().toLowerCase();
        const expected = list.filter(
          (entry) =>
            (category === null || entry.category === category) &&
            (entry.question.toLowerCase().includes(needle) ||
              entry.answer.toLowerCase().includes(needle)),
        );
        expect(result).toEqual(expected);
      }),
    );
  });

  it('finds an entry by any piece of its question or answer, in any case and spaced (property)', () => {
    fc.assert(
      fc.property(entryArb, fc.boolean(), fc.nat(), fc.nat(), (entry, fromQuestion, a, b) => {
        const source = fromQuestion ? entry.question : entry.answer;
        const start = source.length === 0 ? 0 : a % source.length;
        const piece = source.slice(start, start + 1 + (b % 8));
        const result = filterFaqs([entry], { query: ` ${piece.toUpperCase()}  `, category: null });
        expect(result).toEqual([entry]);
      }),
    );
  });
});

describe('isFaqCategory', () => {
  it('accepts the four categories only', () => {
    for (const category of FAQ_CATEGORIES) expect(isFaqCategory(category)).toBe(true);
    expect(isFaqCategory('')).toBe(false);
    expect(isFaqCategory('technical help')).toBe(false);
  });
});
