import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/ui/spinner';
import { message } from '@/i18n/message';
import { AdminSection } from '@/features/admin/admin-section';
import { ReviewAuditLog } from '@/features/admin/review-audit-log';
import { useReviewData } from '@/features/admin/review-data';
import { ReviewQueueItem } from '@/features/admin/review-queue-item';

/**
 * Review before publishing (issue 36), first on the dashboard: the stories waiting for review,
 * oldest first, and the audit log of every decision.
 */
export function ReviewSections() {
  const { t } = useLingui();
  const data = useReviewData();
  const ready = data.status === 'ready';
  return (
    <>
      <AdminSection
        headingId="admin-review-heading"
        heading={t`Review queue`}
        ready={ready}
        count={data.queue.length}
        emptyText={message('noStoriesToReview')}
      >
        {data.queue.map((story) => (
          <ReviewQueueItem key={story.id} story={story} onDecided={data.decided} />
        ))}
      </AdminSection>
      {data.status === 'loading' && <Spinner label={t`Loading the review queue...`} />}
      {data.status === 'failed' && (
        <div className="card mt-4 flex flex-col items-start gap-3">
          <p>{message('adminLoadFailed')}</p>
          <button type="button" className="btn-secondary" onClick={data.retry}>
            {t`Try again`}
          </button>
        </div>
      )}
      <section aria-labelledby="admin-review-audit-heading" className="mt-10">
        <h2 id="admin-review-audit-heading" className="text-2xl font-bold text-brand-800">
          {t`Review audit log`}
        </h2>
        {ready && <ReviewAuditLog entries={data.audit} />}
      </section>
    </>
  );
}
