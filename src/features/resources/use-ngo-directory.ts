import { useCallback } from 'react';
import type { Ngo } from '@/domain/entities';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { toast } from '@/lib/toast';
import { useLoad } from '@/lib/use-load';
import { sortByName } from '@/features/resources/ngo-directory-filter';

export interface NgoDirectoryData {
  status: 'loading' | 'ready' | 'failed';
  /** Approved NGOs sorted by name; empty unless ready. */
  ngos: Ngo[];
  retry: () => void;
  /** Drops an NGO an admin has just deleted. */
  remove: (id: string) => void;
}

const TOAST_ID = 'ngos-load-failed';

/**
 * The whole approved list, one call. It loads again when the viewer becomes or stops being an
 * admin, since the server shows registration numbers to admins only.
 */
export function useNgoDirectory(viewerIsAdmin: boolean): NgoDirectoryData {
  const backend = useBackend();
  const directory = useLoad(
    () => backend.ngos.approved().then(sortByName),
    // The server's answer depends on who asks, which the loader does not read: keep it here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [backend, viewerIsAdmin],
    { onError: () => toast.error(message('ngosLoadFailed'), { id: TOAST_ID }) },
  );

  const { update } = directory;
  const remove = useCallback(
    (id: string) => update((ngos) => ngos.filter((ngo) => ngo.id !== id)),
    [update],
  );

  return {
    status: directory.status === 'error' ? 'failed' : directory.status,
    ngos: directory.data ?? [],
    retry: directory.reload,
    remove,
  };
}
