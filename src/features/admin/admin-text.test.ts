import { describe, expect, it } from 'vitest';
import { COPY } from '@/domain/copy';
import fc from 'fast-check';
import { REPORT_REASONS } from '@/domain/vocabularies';
import {
  formatDate,
  reportCountText,
  reportReasonLines,
  storyTitle,
} from '@/features/admin/admin-text';

describe('admin texts', () => {
  it('counts reports in words', () => {
    expect(reportCountText(1)).toBe('1 report');
    expect(reportCountText(2)).toBe('2 reports');
    expect(reportCountText(17)).toBe('17 reports');
  });

  it('names a story without a title', () => {
    expect(storyTitle('  ')).toBe(COPY.untitledStory);
    expect(storyTitle('My story')).toBe('My story');
  });

  it('writes a date, or nothing for a date it cannot read', () => {
    expect(formatDate('2025-03-04T10:00:00.000Z')).toMatch(/2025/);
    expect(formatDate('not a date')).toBe('');
  });

  it('lists the reasons given with their labels, the commonest first', () => {
    expect(reportReasonLines({ spam: 1, 'identifies-person': 3, harassment: 1 })).toEqual([
      { id: 'identifies-person', text: 'Names or identifies a person: 3' },
      { id: 'harassment', text: 'Harassment or hate: 1' },
      { id: 'spam', text: 'Spam: 1' },
    ]);
    expect(reportReasonLines({})).toEqual([]);
    expect(reportReasonLines({ other: 0 })).toEqual([]);
  });

  it('shows every reason given exactly once, counts never increasing', () => {
    const ids = REPORT_REASONS.map((reason) => reason.id);
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...ids), fc.integer({ min: 0, max: 50 })),
        (reasons) => {
          const lines = reportReasonLines(reasons);
          const given = ids.filter((id) => (reasons[id] ?? 0) > 0);
          expect(lines.map((line) => line.id).sort()).toEqual([...given].sort());
          const counts = lines.map((line) => reasons[line.id] ?? 0);
          expect(counts).toEqual([...counts].sort((a, b) => b - a));
          for (const line of lines) {
            const label = REPORT_REASONS.find((reason) => reason.id === line.id)?.label;
            expect(line.text).toBe(`${label}: ${reasons[line.id]}`);
          }
        },
      ),
    );
  });
});
