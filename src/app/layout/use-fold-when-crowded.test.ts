import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowNeeds } from '@/app/layout/use-fold-when-crowded';

const width = fc.integer({ min: 0, max: 4000 });

describe('rowNeeds', () => {
  it('folds the row exactly when it runs past the bar, remembering the width it needed', () => {
    fc.assert(
      fc.property(width, width, (scroll, client) => {
        expect(rowNeeds(null, scroll, client)).toBe(scroll > client ? scroll : null);
      }),
    );
  });

  // So it never unfolds a row into a bar it just ran past (no flicker between the two): the bar is
  // narrower than the width the first property remembered.
  it('keeps the links folded until the bar is as wide as the row needed', () => {
    fc.assert(
      fc.property(width, width, width, (needed, scroll, client) => {
        expect(rowNeeds(needed, scroll, client)).toBe(client >= needed ? null : needed);
      }),
    );
  });
});
