import { COPY } from '@/domain/copy';
import { ADMIN_COPY } from '@/domain/copy/admin';
import { REPORT_REASONS, type ReportReason } from '@/domain/vocabularies';
import { fillCopy } from '@/lib/fill-copy';

/** A date as the reader's locale writes it; '' for a date that cannot be read. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** A story may have no title (a voice message); it still needs a name on screen. */
export function storyTitle(title: string): string {
  return title.trim() === '' ? COPY.untitledStory : title;
}

export function reportCountText(count: number): string {
  return count === 1 ? ADMIN_COPY.reportCountOne : fillCopy(ADMIN_COPY.reportCountMany, { count });
}

export interface ReasonLine {
  id: ReportReason;
  text: string;
}

/**
 * The pending reports' reasons as readable lines ('Spam: 2'), the commonest first, then in the
 * vocabulary's order; reasons nobody gave are left out.
 */
export function reportReasonLines(reasons: Partial<Record<ReportReason, number>>): ReasonLine[] {
  return REPORT_REASONS.map((reason, order) => ({ reason, order, count: reasons[reason.id] ?? 0 }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ reason, count }) => ({
      id: reason.id,
      text: fillCopy(ADMIN_COPY.reportReasonCount, { reason: reason.label, count }),
    }));
}
