import { useId, useRef, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ReportedStory } from '@/backend/port';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import type { Ngo, NgoRequest } from '@/domain/entities';
import { message } from '@/i18n/message';
import { DEFAULT_NGO_CATEGORY, NGO_CATEGORIES, type NgoCategory } from '@/domain/vocabularies';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { useAfterWrite } from '@/lib/data-layer/after-write';
import { formToast } from '@/lib/toast';
import {
  ApprovedNgoCard,
  PendingRequestCard,
  ReportedStoryCard,
} from '@/features/admin/admin-cards';
import { AdminSection } from '@/features/admin/admin-section';
import { storyTitle } from '@/features/admin/admin-text';
import { ngoCategoryLabel } from '@/components/labels/ngo-category-labels';
import {
  confirmLabel,
  confirmText,
  confirmTitle,
  isDeletion,
  type Pending,
  storyBusy,
} from '@/features/admin/admin-pending';
import { useAdminData } from '@/features/admin/use-admin-data';

/** What is running, by item id: its buttons show progress and ignore taps. */
type Busy = Record<string, Pending['kind']>;

/** An item's toasts: what an action on it says replaces what the one before said. */
function itemToast(id: string) {
  return formToast(`admin-${id}`);
}

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
  const backend = useBackend();
  const { user } = useAuth();
  const data = useAdminData();
  // The directory and the story lists elsewhere show what an action here changed.
  const afterWrite = useAfterWrite();
  const [pending, setPending] = useState<Pending | null>(null);
  const [category, setCategory] = useState<NgoCategory>(DEFAULT_NGO_CATEGORY);
  const [busy, setBusy] = useState<Busy>({});
  const requestsHeading = useRef<HTMLHeadingElement>(null);
  const ngosHeading = useRef<HTMLHeadingElement>(null);
  const storiesHeading = useRef<HTMLHeadingElement>(null);
  const categoryId = useId();
  const ready = data.status === 'ready';
  const { requests, ngos, stories } = data.lists;

  function ask(next: Pending) {
    setCategory(DEFAULT_NGO_CATEGORY);
    setPending(next);
  }

  /**
   * Runs one confirmed action with its item marked busy and says how it went (`action` resolves
   * to what a success says); focus moves to the section after.
   */
  async function run(
    id: string,
    kind: Pending['kind'],
    heading: RefObject<HTMLHeadingElement | null>,
    failure: string,
    action: () => Promise<string>,
  ) {
    setBusy((current) => ({ ...current, [id]: kind }));
    try {
      itemToast(id).success(await action());
      heading.current?.focus();
    } catch {
      itemToast(id).error(failure);
    } finally {
      setBusy((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => key !== id)),
      );
    }
  }

  function approve(request: NgoRequest, chosen: NgoCategory) {
    if (!user?.email) {
      itemToast(request.id).error(message('adminUnknownApprover'));
      return;
    }
    void run(request.id, 'approve', requestsHeading, message('ngoApproveFailed'), async () => {
      const ngo = await backend.admin.approveRequest(request.id, chosen);
      data.update((lists) => ({
        ...lists,
        requests: lists.requests.filter((r) => r.id !== request.id),
        ngos: [ngo, ...lists.ngos.filter((n) => n.id !== ngo.id)],
      }));
      afterWrite('ngos');
      return message('ngoApproved', { name: request.name });
    });
  }

  function reject(request: NgoRequest) {
    void run(request.id, 'reject', requestsHeading, message('ngoRejectFailed'), async () => {
      await backend.admin.rejectRequest(request.id);
      data.update((lists) => ({
        ...lists,
        requests: lists.requests.filter((r) => r.id !== request.id),
      }));
      return message('ngoRejected', { name: request.name });
    });
  }

  function deleteNgo(ngo: Ngo) {
    void run(ngo.id, 'delete-ngo', ngosHeading, message('ngoDeleteFailed'), async () => {
      await backend.admin.deleteNgo(ngo.id);
      data.update((lists) => ({ ...lists, ngos: lists.ngos.filter((n) => n.id !== ngo.id) }));
      afterWrite('ngos');
      return message('ngoDeleted', { name: ngo.name });
    });
  }

  function deleteStory({ story }: ReportedStory) {
    void run(
      story.id,
      'delete-story',
      storiesHeading,
      message('adminStoryDeleteFailed'),
      async () => {
        await backend.admin.deleteStory(story.id);
        data.update((lists) => ({
          ...lists,
          stories: lists.stories.filter((s) => s.story.id !== story.id),
        }));
        afterWrite('stories');
        return message('adminStoryDeleted', { title: storyTitle(i18n, story.title) });
      },
    );
  }

  function dismissReports({ story }: ReportedStory) {
    void run(
      story.id,
      'dismiss-reports',
      storiesHeading,
      message('adminReportsDismissFailed'),
      async () => {
        await backend.admin.dismissReports(story.id);
        data.update((lists) => ({
          ...lists,
          stories: lists.stories.filter((s) => s.story.id !== story.id),
        }));
        afterWrite('stories');
        return message('adminReportsDismissed', { title: storyTitle(i18n, story.title) });
      },
    );
  }

  function confirm() {
    const action = pending;
    setPending(null);
    if (!action) return;
    if (action.kind === 'approve') approve(action.request, category);
    else if (action.kind === 'reject') reject(action.request);
    else if (action.kind === 'delete-ngo') deleteNgo(action.ngo);
    else if (action.kind === 'dismiss-reports') dismissReports(action.item);
    else deleteStory(action.item);
  }

  // The request the approval dialog names.
  const name = pending?.kind === 'approve' ? pending.request.name : '';

  return (
    <div className="page">
      <h1 className="page-title">{t`Admin Dashboard`}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        {t`Review requests and reports with care: every change here is seen by the people who use Sahas.`}
      </p>

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

      {/* The work first: reported stories, then requests waiting for a decision, then the
          directory as it stands. */}
      <AdminSection
        ref={storiesHeading}
        headingId="admin-stories-heading"
        heading={t`Story Moderation`}
        ready={ready}
        count={stories.length}
        emptyText={message('noStoriesToModerate')}
      >
        {stories.map((item) => (
          <ReportedStoryCard
            key={item.story.id}
            item={item}
            busy={storyBusy(busy[item.story.id])}
            onDismiss={() => ask({ kind: 'dismiss-reports', item })}
            onDelete={() => ask({ kind: 'delete-story', item })}
          />
        ))}
      </AdminSection>

      <AdminSection
        ref={requestsHeading}
        headingId="admin-requests-heading"
        heading={t`Pending NGO Requests`}
        ready={ready}
        count={requests.length}
        emptyText={message('noPendingRequests')}
      >
        {requests.map((request) => {
          const kind = busy[request.id];
          return (
            <PendingRequestCard
              key={request.id}
              request={request}
              busy={kind === 'approve' || kind === 'reject' ? kind : null}
              onApprove={() => ask({ kind: 'approve', request })}
              onReject={() => ask({ kind: 'reject', request })}
            />
          );
        })}
      </AdminSection>

      <AdminSection
        ref={ngosHeading}
        headingId="admin-ngos-heading"
        heading={t`Approved NGOs`}
        ready={ready}
        count={ngos.length}
        emptyText={message('noApprovedNgos')}
      >
        {ngos.map((ngo) => (
          <ApprovedNgoCard
            key={ngo.id}
            ngo={ngo}
            busy={busy[ngo.id] === 'delete-ngo'}
            onDelete={() => ask({ kind: 'delete-ngo', ngo })}
          />
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
        onCancel={() => setPending(null)}
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
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
