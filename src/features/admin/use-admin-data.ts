import type { ReportedStory } from '@/backend/port';
import type { Ngo, NgoRequest } from '@/domain/entities';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { toast } from '@/lib/toast';
import { useLoad } from '@/lib/use-load';
import { byMostReported } from '@/features/admin/admin-order';

export interface AdminLists {
  requests: NgoRequest[];
  /** Newest approval first. */
  ngos: Ngo[];
  /** Most reported first. */
  stories: ReportedStory[];
}

export interface AdminData {
  status: 'loading' | 'ready' | 'failed';
  lists: AdminLists;
  retry: () => void;
  /** Applies the outcome of an approval, rejection or deletion without fetching again. */
  update: (change: (lists: AdminLists) => AdminLists) => void;
}

const EMPTY: AdminLists = { requests: [], ngos: [], stories: [] };
const TOAST_ID = 'admin-load-failed';

/** The dashboard's three lists, fetched together; one failure shows one message. */
export function useAdminData(): AdminData {
  const backend = useBackend();
  const lists = useLoad(
    () =>
      Promise.all([
        backend.admin.pendingRequests(),
        backend.admin.approvedNgos(),
        backend.admin.reportedStories(),
      ]).then(([requests, ngos, stories]) => ({
        requests,
        ngos,
        stories: byMostReported(stories),
      })),
    [backend],
    { onError: () => toast.error(message('adminLoadFailed'), { id: TOAST_ID }) },
  );

  return {
    status: lists.status === 'error' ? 'failed' : lists.status,
    lists: lists.data ?? EMPTY,
    retry: lists.reload,
    update: lists.update,
  };
}
