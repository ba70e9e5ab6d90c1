import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, type FaqCategory } from '@/domain/vocabularies';
import { filterFaqs, isFaqCategory } from '@/features/faqs/filter-faqs';

interface Entry {
  id: number;
  question: string;
  answer: string;
  category: string;
}

const entries: Entry[] = [
  {
    id: 1,
    question: 'How do I share?',
    answer: 'Press Share Story.',
    category: 'Reporting Process',
  },
  {
    id: 2,
    question: 'Is it private?',
    answer: 'You appear as Anonymous.',
    category: 'Privacy & Security',
  },
  {
    id: 3,
    question: 'Which NGOs?',
    answer: 'Verified ones, shown as ANONYMOUS too.',
    category: 'NGO Support',
  },
];

const entryArb = fc.record({
  id: fc.integer(),
  question: fc.string(),
  answer: fc.string(),
  category: fc.constantFrom(...FAQ_CATEGORIES),
});
const categoryArb = fc.option(fc.constantFrom<FaqCategory>(...FAQ_CATEGORIES), { nil: null });

describe('filterFaqs', () => {
  it('returns everything for a blank query and no category', () => {
    expect(filterFaqs(entries, { query: '   ', category: null })).toEqual(entries);
  });

  it('matches the question case-insensitively', () => {
    expect(filterFaqs(entries, { query: 'PRIVATE', category: null }).map((e) => e.id)).toEqual([2]);
  });

  it('matches the answer case-insensitively and ignores surrounding spaces', () => {
    expect(filterFaqs(entries, { query: '  anonymous ', category: null }).map((e) => e.id)).toEqual(
      [2, 3],
    );
  });

  it('combines the query with the category', () => {
    expect(
      filterFaqs(entries, { query: 'anonymous', category: 'NGO Support' }).map((e) => e.id),
    ).toEqual([3]);
    expect(filterFaqs(entries, { query: '', category: 'Technical Help' })).toEqual([]);
  });

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

  it('returns nothing when no entry matches', () => {
    expect(filterFaqs(entries, { query: 'zebra', category: null })).toEqual([]);
  });

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

  it('finds an entry by any piece of its question or answer, in any case (property)', () => {
    fc.assert(
      fc.property(entryArb, fc.boolean(), fc.nat(), fc.nat(), (entry, fromQuestion, a, b) => {
        const source = fromQuestion ? entry.question : entry.answer;
        const start = source.length === 0 ? 0 : a % source.length;
        const piece = source.slice(start, start + 1 + (b % 8));
        const result = filterFaqs([entry], { query: piece.toUpperCase(), category: null });
        expect(result).toEqual([entry]);
      }),
    );
  });

  it('never returns entries of another category (property)', () => {
    fc.assert(
      fc.property(fc.array(entryArb), fc.constantFrom(...FAQ_CATEGORIES), (list, category) => {
        const result = filterFaqs(list, { query: '', category });
        expect(result.every((entry) => entry.category === category)).toBe(true);
        expect(result).toHaveLength(list.filter((entry) => entry.category === category).length);
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
