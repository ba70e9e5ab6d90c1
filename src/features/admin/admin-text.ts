// The admin's texts built from data, in the active language (`i18n`, as useLingui gives it).
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { REPORT_REASONS, type ReportReason } from '@/domain/vocabularies';
import { reportReasonLabel } from '@/components/labels/report-reason-labels';
import { formatCount } from '@/i18n/format-count';

/** A date as the active language writes it; '' for a date that cannot be read. */
export function formatDate(i18n: I18n, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : i18n.date(date, { dateStyle: 'medium' });
}

/** A story may have no title (a voice message); it still needs a name on screen. */
export function storyTitle(i18n: I18n, title: string): string {
  return title.trim() === '' ? i18n._(msg`Untitled story`) : title;
}

export function reportCountText(i18n: I18n, count: number): string {
  return i18n._(msg`${plural(count, { one: '# report', other: '# reports' })}`);
}

export interface ReasonLine {
  id: ReportReason;
  text: string;
}

/**
 * The pending reports' reasons as readable lines ('Spam: 2'), the commonest first, then in the
 * vocabulary's order; reasons nobody gave are left out.
 */
export function reportReasonLines(
  i18n: I18n,
  reasons: Partial<Record<ReportReason, number>>,
): ReasonLine[] {
  return REPORT_REASONS.map((reason, order) => ({ reason, order, count: reasons[reason.id] ?? 0 }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ reason: { id }, count: number }) => {
      const reason = reportReasonLabel(i18n, id);
      const count = formatCount(number, i18n.locale);
      return { id, text: i18n._(msg`${reason}: ${count}`) };
    });
}
