import { useCallback } from 'react';
import type { Ngo } from '@/domain/entities';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { toast } from '@/lib/toast';
import { useLoad } from '@/lib/use-load';
import { sortByName } from '@/features/resources/ngo-directory-filter';
import { readSavedNgoDirectory } from '@/features/resources/saved-ngo-directory';

export interface NgoDirectoryData {
  status: 'loading' | 'ready' | 'failed';
  /** Approved NGOs sorted by name; empty unless ready. */
  ngos: Ngo[];
  /** When the list shown is the copy kept for offline use: when it was fetched. */
  savedAt: Date | null;
  retry: () => void;
  /** Drops an NGO an admin has just deleted. */
  remove: (id: string) => void;
}

const TOAST_ID = 'ngos-load-failed';

interface Directory {
  ngos: Ngo[];
  savedAt: Date | null;
}

/**
 * The whole approved list, one call. It loads again when the viewer becomes or stops being an
 * admin, since the server shows registration numbers to admins only. When the server cannot be
 * reached, the copy the service worker kept is shown instead, with its date.
 */
export function useNgoDirectory(viewerIsAdmin: boolean): NgoDirectoryData {
  const backend = useBackend();
  const directory = useLoad(
    (): Promise<Directory> =>
      backend.ngos.approved().then(
        (ngos) => ({ ngos: sortByName(ngos), savedAt: null }),
        async (error: unknown) => {
          const saved = await readSavedNgoDirectory().catch(() => null);
          if (!saved) throw error;
          return { ngos: sortByName(saved.ngos), savedAt: saved.savedAt };
        },
      ),
    // The server's answer depends on who asks, which the loader does not read: keep it here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [backend, viewerIsAdmin],
    { onError: () => toast.error(message('ngosLoadFailed'), { id: TOAST_ID }) },
  );

  const { update } = directory;
  const remove = useCallback(
    (id: string) =>
      update((current) => ({ ...current, ngos: current.ngos.filter((ngo) => ngo.id !== id) })),
    [update],
  );

  return {
    status: directory.status === 'error' ? 'failed' : directory.status,
    ngos: directory.data?.ngos ?? [],
    savedAt: directory.data?.savedAt ?? null,
    retry: directory.reload,
    remove,
  };
}
