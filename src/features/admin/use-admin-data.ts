import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { ReportedStory } from '@/backend/port';
import type { Ngo, NgoRequest } from '@/domain/entities';
import { MESSAGES } from '@/domain/messages';
import { useBackend } from '@/lib/backend-context';
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
  retry(): void;
  /** Applies the outcome of an approval, rejection or deletion without fetching again. */
  update(change: (lists: AdminLists) => AdminLists): void;
}

const EMPTY: AdminLists = { requests: [], ngos: [], stories: [] };
const TOAST_ID = 'admin-load-failed';

/** The dashboard's three lists, fetched together; one failure shows one message. */
export function useAdminData(): AdminData {
  const backend = useBackend();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; lists: AdminLists | null } | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([
      backend.admin.pendingRequests(),
      backend.admin.approvedNgos(),
      backend.admin.reportedStories(),
    ]).then(
      ([requests, ngos, stories]) => {
        if (current) {
          setLoaded({ attempt, lists: { requests, ngos, stories: byMostReported(stories) } });
        }
      },
      () => {
        if (!current) return;
        setLoaded({ attempt, lists: null });
        toast.error(MESSAGES.adminLoadFailed, { id: TOAST_ID });
      },
    );
    return () => {
      current = false;
    };
  }, [backend, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (lists: AdminLists) => AdminLists) => {
    setLoaded((latest) => (latest?.lists ? { ...latest, lists: change(latest.lists) } : latest));
  }, []);

  const current = loaded?.attempt === attempt ? loaded : null;
  return {
    status: !current ? 'loading' : current.lists ? 'ready' : 'failed',
    lists: current?.lists ?? EMPTY,
    retry,
    update,
  };
}
