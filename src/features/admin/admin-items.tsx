// The dashboard's cards, each holding its own actions (useAdminAction): a busy card's buttons
// show progress while the others stay free.
import type { RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ReportedStory } from '@/backend/port';
import type { Ngo, NgoRequest } from '@/domain/entities';
import type { NgoCategory } from '@/domain/vocabularies';
import { message } from '@/i18n/message';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { useAfterWrite } from '@/lib/data-layer/after-write';
import {
  ApprovedNgoCard,
  PendingRequestCard,
  ReportedStoryCard,
} from '@/features/admin/admin-cards';
import type { Pending } from '@/features/admin/admin-pending';
import { storyTitle } from '@/features/admin/admin-text';
import { itemToast, useAdminAction } from '@/features/admin/use-admin-action';
import type { AdminData } from '@/features/admin/use-admin-data';

/** Opens the confirmation for `pending`; `run` is called with the chosen category once confirmed. */
export type Ask = (pending: Pending, run: (category: NgoCategory) => void) => void;

interface ItemProps {
  update: AdminData['update'];
  heading: RefObject<HTMLHeadingElement | null>;
  ask: Ask;
}

export function PendingRequestItem({
  request,
  update,
  heading,
  ask,
}: ItemProps & { request: NgoRequest }) {
  const backend = useBackend();
  const { user } = useAuth();
  // The directory shows an approved NGO at once.
  const afterWrite = useAfterWrite();
  const { id, name } = request;
  const approve = useAdminAction(
    `admin-approve/${id}`,
    id,
    async (category: NgoCategory) => {
      const ngo = await backend.admin.approveRequest(id, category);
      update((lists) => ({
        ...lists,
        requests: lists.requests.filter((r) => r.id !== id),
        ngos: [ngo, ...lists.ngos.filter((n) => n.id !== ngo.id)],
      }));
      afterWrite('ngos');
      return message('ngoApproved', { name });
    },
    message('ngoApproveFailed'),
    heading,
  );
  const reject = useAdminAction(
    `admin-reject/${id}`,
    id,
    async () => {
      await backend.admin.rejectRequest(id);
      update((lists) => ({ ...lists, requests: lists.requests.filter((r) => r.id !== id) }));
      return message('ngoRejected', { name });
    },
    message('ngoRejectFailed'),
    heading,
  );
  return (
    <PendingRequestCard
      request={request}
      busy={approve.busy ? 'approve' : reject.busy ? 'reject' : null}
      onApprove={() =>
        ask({ kind: 'approve', request }, (category) => {
          // The approval records who approved: with no address for her, it is not sent.
          if (!user?.email) itemToast(id).error(message('adminUnknownApprover'));
          else approve.run(category);
        })
      }
      onReject={() => ask({ kind: 'reject', request }, () => reject.run(undefined))}
    />
  );
}

export function ApprovedNgoItem({ ngo, update, heading, ask }: ItemProps & { ngo: Ngo }) {
  const backend = useBackend();
  const afterWrite = useAfterWrite();
  const { id, name } = ngo;
  const remove = useAdminAction(
    `admin-delete-ngo/${id}`,
    id,
    async () => {
      await backend.admin.deleteNgo(id);
      update((lists) => ({ ...lists, ngos: lists.ngos.filter((n) => n.id !== id) }));
      afterWrite('ngos');
      return message('ngoDeleted', { name });
    },
    message('ngoDeleteFailed'),
    heading,
  );
  return (
    <ApprovedNgoCard
      ngo={ngo}
      busy={remove.busy}
      onDelete={() => ask({ kind: 'delete-ngo', ngo }, () => remove.run(undefined))}
    />
  );
}

export function ReportedStoryItem({
  item,
  update,
  heading,
  ask,
}: ItemProps & { item: ReportedStory }) {
  const { i18n } = useLingui();
  const backend = useBackend();
  // The story lists elsewhere show what a dismissal or a deletion changed.
  const afterWrite = useAfterWrite();
  const { id } = item.story;
  const title = storyTitle(i18n, item.story.title);
  const leave = () =>
    update((lists) => ({ ...lists, stories: lists.stories.filter((s) => s.story.id !== id) }));
  const dismiss = useAdminAction(
    `admin-dismiss-reports/${id}`,
    id,
    async () => {
      await backend.admin.dismissReports(id);
      leave();
      afterWrite('stories');
      return message('adminReportsDismissed', { title });
    },
    message('adminReportsDismissFailed'),
    heading,
  );
  const remove = useAdminAction(
    `admin-moderation-delete/${id}`,
    id,
    async () => {
      await backend.admin.deleteStory(id);
      leave();
      afterWrite('stories');
      return message('adminStoryDeleted', { title });
    },
    message('adminStoryDeleteFailed'),
    heading,
  );
  return (
    <ReportedStoryCard
      item={item}
      busy={dismiss.busy ? 'dismiss' : remove.busy ? 'delete' : null}
      onDismiss={() => ask({ kind: 'dismiss-reports', item }, () => dismiss.run(undefined))}
      onDelete={() => ask({ kind: 'delete-story', item }, () => remove.run(undefined))}
    />
  );
}
