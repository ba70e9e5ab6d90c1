import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { message } from '@/i18n/message';
import { DEFAULT_NGO_CATEGORY, NGO_CATEGORIES, type NgoCategory } from '@/domain/vocabularies';
import {
  ApprovedNgoItem,
  type Ask,
  PendingRequestItem,
  ReportedStoryItem,
} from '@/features/admin/admin-items';
import { AdminSection } from '@/features/admin/admin-section';
import { ReviewSections } from '@/features/admin/review-sections';
import { SupportTotalsLine } from '@/features/admin/support-totals-line';
import { ngoCategoryLabel } from '@/components/labels/ngo-category-labels';
import {
  confirmLabel,
  confirmText,
  confirmTitle,
  isDeletion,
  type Pending,
} from '@/features/admin/admin-pending';
import { useAdminData } from '@/features/admin/use-admin-data';

function isNgoCategory(value: string): value is NgoCategory {
  return (NGO_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Story moderation (dismiss the reports or delete, most reported first), pending NGO requests
 * (approve with a category, or reject) and approved NGOs (delete). Every action asks first;
 * the server checks that the caller is an admin whatever this screen shows.
 */
export function AdminDashboard() {
  const { t, i18n } = useLingui();
  const data = useAdminData();
  // The action waiting for her confirmation, and what runs it (the card's own action).
  const [asked, setAsked] = useState<{
    pending: Pending;
    run: (category: NgoCategory) => void;
  } | null>(null);
  const pending = asked?.pending ?? null;
  const [category, setCategory] = useState<NgoCategory>(DEFAULT_NGO_CATEGORY);
  const requestsHeading = useRef<HTMLHeadingElement>(null);
  const ngosHeading = useRef<HTMLHeadingElement>(null);
  const storiesHeading = useRef<HTMLHeadingElement>(null);
  const categoryId = useId();
  const ready = data.status === 'ready';
  const { requests, ngos, stories } = data.lists;
  const { update } = data;

  const ask: Ask = (next, run) => {
    setCategory(DEFAULT_NGO_CATEGORY);
    setAsked({ pending: next, run });
  };

  function confirm() {
    const action = asked;
    setAsked(null);
    action?.run(category);
  }

  // The request the approval dialog names.
  const name = pending?.kind === 'approve' ? pending.request.name : '';

  return (
    <div className="page">
      <h1 className="page-title">{t`Admin Dashboard`}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        {t`Review requests and reports with care: every change here is seen by the people who use Sahas.`}
      </p>
      <SupportTotalsLine />

      {data.status === 'loading' && <Spinner label={t`Loading admin data...`} />}
      {data.status === 'offline' && (
        <p role="status" className="card mt-6">
          {t`You are offline. The moderation lists will load when you are back online.`}
        </p>
      )}
      {data.status === 'failed' && (
        <div className="card mt-6 flex flex-col items-start gap-3">
          <p>{message('adminLoadFailed')}</p>
          <button type="button" className="btn-secondary" onClick={data.retry}>
            {t`Try again`}
          </button>
        </div>
      )}

      {/* The work first: stories waiting for review, reported stories, then requests waiting
          for a decision, then the directory as it stands. */}
      <ReviewSections />
      <AdminSection
        headingRef={storiesHeading}
        headingId="admin-stories-heading"
        heading={t`Story Moderation`}
        ready={ready}
        count={stories.length}
        emptyText={message('noStoriesToModerate')}
      >
        {stories.map((item) => (
          <ReportedStoryItem
            key={item.story.id}
            item={item}
            update={update}
            heading={storiesHeading}
            ask={ask}
          />
        ))}
      </AdminSection>

      <AdminSection
        headingRef={requestsHeading}
        headingId="admin-requests-heading"
        heading={t`Pending NGO Requests`}
        ready={ready}
        count={requests.length}
        emptyText={message('noPendingRequests')}
      >
        {requests.map((request) => (
          <PendingRequestItem
            key={request.id}
            request={request}
            update={update}
            heading={requestsHeading}
            ask={ask}
          />
        ))}
      </AdminSection>

      <AdminSection
        headingRef={ngosHeading}
        headingId="admin-ngos-heading"
        heading={t`Approved NGOs`}
        ready={ready}
        count={ngos.length}
        emptyText={message('noApprovedNgos')}
      >
        {ngos.map((ngo) => (
          <ApprovedNgoItem key={ngo.id} ngo={ngo} update={update} heading={ngosHeading} ask={ask} />
        ))}
      </AdminSection>

      <ConfirmDialog
        open={pending?.kind === 'approve'}
        title={t`Approve this NGO?`}
        message={
          <p>{t`"${name}" will appear in the public directory under the category you choose.`}</p>
        }
        confirmLabel={t`Approve`}
        cancelLabel={t`Cancel`}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={categoryId} className="font-semibold">
            {t`Directory category`}
          </label>
          <select
            id={categoryId}
            data-autofocus
            className="field"
            value={category}
            onChange={(event) => {
              const value = event.target.value;
              if (isNgoCategory(value)) setCategory(value);
            }}
          >
            {NGO_CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {ngoCategoryLabel(i18n, option)}
              </option>
            ))}
          </select>
        </div>
      </ConfirmDialog>

      <ConfirmDialog
        open={pending !== null && pending.kind !== 'approve'}
        title={confirmTitle(i18n, pending)}
        destructive={isDeletion(pending)}
        message={<p>{confirmText(i18n, pending)}</p>}
        confirmLabel={confirmLabel(i18n, pending)}
        cancelLabel={t`Cancel`}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}
