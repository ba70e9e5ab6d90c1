import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ngo } from '@/domain/entities';
import { NGO_CATEGORIES } from '@/domain/vocabularies';
import {
  ALL_CATEGORIES,
  directoryPage,
  filterNgos,
  isCategoryChoice,
  matchesNgo,
  NO_FILTER,
  type CategoryChoice,
} from '@/features/resources/ngo-directory-filter';
import { ngoFixture } from '@/features/resources/resources-test-data';

const category = fc.constantFrom(...NGO_CATEGORIES);
const categoryChoice: fc.Arbitrary<CategoryChoice> = fc.constantFrom(
  ALL_CATEGORIES,
  ...NGO_CATEGORIES,
);
const text = fc.string({ maxLength: 12 });

const ngoArb: fc.Arbitrary<Ngo> = fc
  .record({ n: fc.nat(999), name: text, description: text, category })
  .map(({ n, ...fields }) => ngoFixture(n, fields));
/** Distinct ids, so a list can be compared as a set. */
const ngoList = fc
  .array(ngoArb, { maxLength: 30 })
  .map((ngos) => ngos.map((ngo, i) => ({ ...ngo, id: `ngo-${i}` })));

describe('matchesNgo', () => {
  const ngo = ngoFixture(1, {
    name: 'Sakhi Legal Centre',
    description: 'Free counselling for survivors of domestic violence',
    category: 'Legal Aid',
  });

  it.each([
    // Any piece of the name or description, in any case: the property below.
    ['   ', true],
    ['  centre ', true],
    ['shelter', false],
    ['sakhi shelter', false],
  ])('query %j matches: %s', (query, expected) => {
    expect(matchesNgo(ngo, { query, category: ALL_CATEGORIES })).toBe(expected);
  });

  it('matches text in Indian scripts as typed', () => {
    const hindi = ngoFixture(2, { name: 'सखी केंद्र', description: 'घरेलू हिंसा से बचे लोगों की मदद' });
    expect(matchesNgo(hindi, { query: 'सखी', category: ALL_CATEGORIES })).toBe(true);
    expect(matchesNgo(hindi, { query: 'हिंसा', category: ALL_CATEGORIES })).toBe(true);
    expect(matchesNgo(hindi, { query: 'आश्रय', category: ALL_CATEGORIES })).toBe(false);
  });
});

describe('filterNgos (properties)', () => {
  it('with no filter keeps every NGO in order', () => {
    fc.assert(
      fc.property(ngoList, (ngos) => {
        expect(filterNgos(ngos, NO_FILTER)).toEqual(ngos);
      }),
    );
  });

  it('keeps the given order and drops only NGOs that fail', () => {
    fc.assert(
      fc.property(ngoList, text, categoryChoice, (ngos, query, chosen) => {
        const result = filterNgos(ngos, { query, category: chosen });
        let cursor = 0;
        for (const ngo of result) {
          cursor = ngos.indexOf(ngo, cursor) + 1;
          expect(cursor).toBeGreaterThan(0);
        }
        for (const ngo of ngos) {
          if (!result.includes(ngo)) {
            expect(matchesNgo(ngo, { query, category: chosen })).toBe(false);
          }
        }
      }),
    );
  });

  it('always finds an NGO whose name or description contains the query, in any case', () => {
    fc.assert(
      fc.property(
        ngoArb,
        fc.stringMatching(/^[a-zA-Z][a-zA-Z ]{0,8}$/),
        text,
        text,
        fc.boolean(),
        (ngo, query, before, after, inName) => {
          const withQuery = inName
            ? { ...ngo, name: before + query.toLowerCase() + after }
            : { ...ngo, description: before + query.toUpperCase() + after };
          expect(filterNgos([withQuery], { query, category: ALL_CATEGORIES })).toEqual([withQuery]);
          expect(
            filterNgos([withQuery], { query, category: withQuery.category as CategoryChoice }),
          ).toEqual([withQuery]);
        },
      ),
    );
  });

  it('search and category together give exactly what both give alone', () => {
    fc.assert(
      fc.property(ngoList, text, categoryChoice, (ngos, query, chosen) => {
        const both = filterNgos(ngos, { query, category: chosen });
        const bySearch = filterNgos(ngos, { query, category: ALL_CATEGORIES });
        const byCategory = filterNgos(ngos, { query: '', category: chosen });
        expect(both).toEqual(bySearch.filter((ngo) => byCategory.includes(ngo)));
      }),
    );
  });

  it('a category keeps only NGOs of that category', () => {
    fc.assert(
      fc.property(ngoList, category, (ngos, chosen) => {
        const result = filterNgos(ngos, { query: '', category: chosen });
        expect(result.every((ngo) => ngo.category === chosen)).toBe(true);
        expect(result).toHaveLength(ngos.filter((ngo) => ngo.category === chosen).length);
      }),
    );
  });
});

describe('directoryPage', () => {
  it('shows min(limit, total) and has more exactly when some are hidden', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 100 }), fc.nat(120), (items, limit) => {
        const { shown, hasMore } = directoryPage(items, limit);
        expect(shown).toEqual(items.slice(0, Math.min(limit, items.length)));
        expect(hasMore).toBe(items.length > limit);
      }),
    );
  });
});

describe('isCategoryChoice', () => {
  it('accepts the five categories and "all" only', () => {
    for (const value of [...NGO_CATEGORIES, ALL_CATEGORIES])
      expect(isCategoryChoice(value)).toBe(true);
    for (const value of ['', 'legal aid', 'Other']) expect(isCategoryChoice(value)).toBe(false);
  });
});
