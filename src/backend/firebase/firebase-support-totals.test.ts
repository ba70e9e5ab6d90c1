// Support's totals on Firestore are the sum of the stories' support_counts totals: a story whose
// messages were all taken back (total 0), and a malformed total, count for nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumSupportCounts } from '@/backend/firebase/firebase-support-totals';

describe('sumSupportCounts', () => {
  it('adds the totals and counts the stories that received any', () => {
    expect(sumSupportCounts([3, 0, 1, undefined, 'x', -2])).toEqual({ messages: 4, stories: 2 });
    expect(sumSupportCounts([])).toEqual({ messages: 0, stories: 0 });
  });

  it('matches the sum of the positive totals, whatever else the documents hold', () => {
    const total = fc.oneof(
      fc.nat(1000),
      fc.constant(undefined),
      fc.string(),
      fc.integer({ max: 0 }),
    );
    fc.assert(
      fc.property(fc.array(total), (totals) => {
        const positive = totals.filter((t): t is number => typeof t === 'number' && t > 0);
        expect(sumSupportCounts(totals)).toEqual({
          messages: positive.reduce((sum, t) => sum + t, 0),
          stories: positive.length,
        });
      }),
    );
  });
});
