import { describe, expect, it } from 'vitest';
import { COPY } from '@/domain/copy';
import { formatDate, reportCountText, storyTitle } from '@/features/admin/admin-text';

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
});
