import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REPORT_REASONS } from '@/domain/vocabularies';
import { i18n } from '@/i18n/i18n';
import { activateForTests } from '@/testing/i18n';
import {
  formatDate,
  reportCountText,
  reportReasonLines,
  storyTitle,
} from '@/features/admin/admin-text';

describe('admin texts', () => {
  it('counts reports in words', () => {
    expect(reportCountText(i18n, 1)).toBe('1 report');
    expect(reportCountText(i18n, 2)).toBe('2 reports');
    expect(reportCountText(i18n, 17)).toBe('17 reports');
  });

  it('names a story without a title', () => {
    expect(storyTitle(i18n, '  ')).toBe('Untitled story');
    expect(storyTitle(i18n, 'My story')).toBe('My story');
  });

  it('writes a date, or nothing for a date it cannot read', () => {
    expect(formatDate(i18n, '2025-03-04T10:00:00.000Z')).toMatch(/2025/);
    expect(formatDate(i18n, 'not a date')).toBe('');
  });

  it('lists the reasons given with their labels, the commonest first', () => {
    expect(reportReasonLines(i18n, { spam: 1, 'identifies-person': 3, harassment: 1 })).toEqual([
      { id: 'identifies-person', text: 'Names or identifies a person: 3' },
      { id: 'harassment', text: 'Harassment or hate: 1' },
      { id: 'spam', text: 'Spam: 1' },
    ]);
    expect(reportReasonLines(i18n, {})).toEqual([]);
    expect(reportReasonLines(i18n, { other: 0 })).toEqual([]);
  });

  // Each line's label is the vocabulary's English, whatever reasons were given.
  it('shows every reason given exactly once, counts never increasing', () => {
    const ids = REPORT_REASONS.map((reason) => reason.id);
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...ids), fc.integer({ min: 0, max: 50 })),
        (reasons) => {
          const lines = reportReasonLines(i18n, reasons);
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

describe('admin texts in Hindi', () => {
  afterEach(() => activateForTests('en'));

  it('counts, names, dates and lists the reasons in Hindi', () => {
    activateForTests('hi');
    expect(reportCountText(i18n, 1)).toBe('1 रिपोर्ट');
    expect(reportCountText(i18n, 3)).toBe('3 रिपोर्ट');
    expect(storyTitle(i18n, '')).toBe('बिना शीर्षक की कहानी');
    expect(formatDate(i18n, '2025-03-04T10:00:00.000Z')).toBe(
      new Intl.DateTimeFormat('hi', { dateStyle: 'medium' }).format(
        new Date('2025-03-04T10:00:00.000Z'),
      ),
    );
    expect(formatDate(i18n, '2025-03-04T10:00:00.000Z')).toMatch(/मार्च/);
    expect(reportReasonLines(i18n, { spam: 2, harassment: 1 })).toEqual([
      { id: 'spam', text: 'स्पैम: 2' },
      { id: 'harassment', text: 'उत्पीड़न या नफ़रत: 1' },
    ]);
  });
});
