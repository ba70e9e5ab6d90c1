import { useCallback } from 'react';
import useSWR from 'swr';
import type { ReportedStory } from '@/backend/port';
import type { Ngo, NgoRequest } from '@/domain/entities';
import { message } from '@/i18n/message';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { dataKey } from '@/lib/data-layer/data-keys';
import { type QueryStatus, useQueryStatus } from '@/lib/data-layer/query-status';
import { toast } from '@/lib/toast';
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
  status: QueryStatus;
  lists: AdminLists;
  retry: () => void;
  /** Applies the outcome of an approval, rejection or deletion without fetching again. */
  update: (change: (lists: AdminLists) => AdminLists) => void;
}

const EMPTY: AdminLists = { requests: [], ngos: [], stories: [] };
const TOAST_ID = 'admin-load-failed';

/**
 * The dashboard's three lists, fetched together and cached under the admin's id; one failure
 * shows one message. With no connection that is no failure to report: they load by themselves
 * once it comes back.
 */
export function useAdminData(): AdminData {
  const backend = useBackend();
  const { user } = useAuth();
  const lists = useSWR(
    dataKey('admin-lists', user?.id ?? null),
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
    {
      onError: () => {
        // Read now, not from the render before: the connection may have gone since.
        if (navigator.onLine) toast.error(message('adminLoadFailed'), { id: TOAST_ID });
      },
    },
  );
  const status = useQueryStatus(lists);

  const { mutate } = lists;
  const update = useCallback(
    (change: (current: AdminLists) => AdminLists) =>
      void mutate((current) => current && change(current), { revalidate: false }),
    [mutate],
  );

  return { status, lists: lists.data ?? EMPTY, retry: () => void mutate(), update };
}
