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
  it('puts the most reported first', () => {
    const items = [1, 5, 2].map((reportCount, i) => ({
      story: storyFixture(i + 1),
      reportCount,
      reasons: {},
      hidden: false,
    }));
    expect(byMostReported(items).map((item) => item.reportCount)).toEqual([5, 2, 1]);
    expect(items.map((item) => item.reportCount)).toEqual([1, 5, 2]);
  });

  it('keeps every story, counts never rise, and equal counts keep their order', () => {
    fc.assert(
      fc.property(reported, (items) => {
        const sorted = byMostReported(items);
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
