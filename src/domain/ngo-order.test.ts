import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNgoNames } from './ngo-order';

const ngo = fc.record({
  id: fc.string({ maxLength: 4 }),
  name: fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('Alpha', 'alpha', 'ÄLPHA', 'Beta 9', 'beta 10'),
  ),
});

/** A list of NGOs, and the same list in another order. */
const listAndShuffled = fc
  .array(ngo, { maxLength: 20 })
  .chain((ngos) =>
    fc.tuple(fc.constant(ngos), fc.shuffledSubarray(ngos, { minLength: ngos.length })),
  );

describe('compareNgoNames', () => {
  it('puts names in order ignoring case, numbers by value, ties by name then id', () => {
    const names = ['beta', 'Alpha', 'alpha', 'Gamma 10', 'Gamma 9'].map((name, i) => ({
      id: String(i),
      name,
    }));
    expect(names.sort(compareNgoNames).map((n) => n.name)).toEqual([
      'Alpha',
      'alpha',
      'beta',
      'Gamma 9',
      'Gamma 10',
    ]);
  });

  it('is a total order: the same list in any order sorts alike, and only the same NGO ties', () => {
    fc.assert(
      fc.property(listAndShuffled, ([ngos, shuffled]) => {
        const sorted = [...ngos].sort(compareNgoNames);
        expect(shuffled.sort(compareNgoNames)).toEqual(sorted);
        for (const [i, a] of ngos.entries()) {
          for (const b of ngos.slice(i)) {
            expect(Math.sign(compareNgoNames(a, b)) + Math.sign(compareNgoNames(b, a))).toBe(0);
            if (compareNgoNames(a, b) === 0) expect(a).toEqual(b);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('orders by name first, whatever the ids, ignoring case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), (idA, idB) => {
        expect(
          compareNgoNames({ id: idA, name: 'apple' }, { id: idB, name: 'Banana' }),
        ).toBeLessThan(0);
        expect(
          compareNgoNames({ id: idA, name: 'APPLE' }, { id: idB, name: 'banana' }),
        ).toBeLessThan(0);
      }),
    );
  });
});
