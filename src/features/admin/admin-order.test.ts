import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReportedStory } from '@/backend/port';
import { storyFixture } from '@/testing/story-fixture';
import { byMostReported } from '@/features/admin/admin-order';

const reported = fc
  .array(fc.integer({ min: 1, max: 20 }), { maxLength: 25 })
  .map((counts): ReportedStory[] =>
    counts.map((reportCount, i) => ({
      story: storyFixture(i + 1),
      reportCount,
      reasons: {},
      hidden: false,
    })),
  );

describe('byMostReported', () => {
  it('puts the most reported first, keeps every story, and equal counts keep their order', () => {
    fc.assert(
      fc.property(reported, (items) => {
        const given = [...items];
        const sorted = byMostReported(items);
        // A new list: the one given keeps its order.
        expect(items).toEqual(given);
        expect([...sorted].sort((a, b) => a.story.id.localeCompare(b.story.id))).toEqual(
          [...items].sort((a, b) => a.story.id.localeCompare(b.story.id)),
        );
        sorted.slice(1).forEach((after, i) => {
          const before = sorted[i] as ReportedStory;
          expect(before.reportCount).toBeGreaterThanOrEqual(after.reportCount);
          if (before.reportCount === after.reportCount) {
            expect(items.indexOf(before)).toBeLessThan(items.indexOf(after));
          }
        });
      }),
    );
  });
});
