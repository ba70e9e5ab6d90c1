import type { ReportedStory } from '@/backend/port';
import type { Ngo, NgoRequest } from '@/domain/entities';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { toast } from '@/lib/toast';
import { useLoad } from '@/lib/use-load';
import { useOnline } from '@/lib/use-online';
import { useReloadWhenBackOnline } from '@/lib/use-reload-when-back-online';
import { byMostReported } from '@/features/admin/admin-order';

export interface AdminLists {
  requests: NgoRequest[];
  /** Newest approval first. */
  ngos: Ngo[];
  /** Most reported first. */
  stories: ReportedStory[];
}

export interface AdminData {
  /** 'offline': it failed for want of a connection, and loads again once it is back. */
  status: 'loading' | 'ready' | 'failed' | 'offline';
  lists: AdminLists;
  retry: () => void;
  /** Applies the outcome of an approval, rejection or deletion without fetching again. */
  update: (change: (lists: AdminLists) => AdminLists) => void;
}

const EMPTY: AdminLists = { requests: [], ngos: [], stories: [] };
const TOAST_ID = 'admin-load-failed';

/**
 * The dashboard's three lists, fetched together; one failure shows one message. With no
 * connection that is no failure to report: they load by themselves once it comes back.
 */
export function useAdminData(): AdminData {
  const backend = useBackend();
  const online = useOnline();
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
    {
      onError: () => {
        // Read now, not from the render before: the connection may have gone since.
        if (navigator.onLine) toast.error(message('adminLoadFailed'), { id: TOAST_ID });
      },
    },
  );

  const failed = lists.status === 'error';
  const { reload } = lists;
  useReloadWhenBackOnline(online, failed, reload);

  return {
    status: failed ? (online ? 'failed' : 'offline') : lists.status,
    lists: lists.data ?? EMPTY,
    retry: lists.reload,
    update: lists.update,
  };
}
