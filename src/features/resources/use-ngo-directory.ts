import { useCallback } from 'react';
import useSWR from 'swr';
import type { Ngo } from '@/domain/entities';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { dataKey } from '@/lib/data-layer/data-keys';
import { useQueryStatus } from '@/lib/data-layer/query-status';
import { toast } from '@/lib/toast';
import { readSavedNgoDirectory } from '@/features/resources/saved-ngo-directory';

export interface NgoDirectoryData {
  status: 'loading' | 'ready' | 'failed';
  /**
   * Approved NGOs in the order every backend lists them (by name: src/domain/ngo-order.ts), kept
   * here as given; empty unless ready.
   */
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
 * The whole approved list, one call. It is kept apart for admins, since the server shows
 * registration numbers to admins only. When the server cannot be reached, the copy the service
 * worker kept is shown instead, with its date.
 */
export function useNgoDirectory(viewerIsAdmin: boolean): NgoDirectoryData {
  const backend = useBackend();
  const directory = useSWR(
    dataKey('ngo-directory', viewerIsAdmin),
    (): Promise<Directory> =>
      backend.ngos.approved().then(
        (ngos) => ({ ngos, savedAt: null }),
        async (error: unknown) => {
          const saved = await readSavedNgoDirectory().catch(() => null);
          if (!saved) throw error;
          return { ngos: saved.ngos, savedAt: saved.savedAt };
        },
      ),
    { onError: () => toast.error(message('ngosLoadFailed'), { id: TOAST_ID }) },
  );
  const status = useQueryStatus(directory);

  const { mutate } = directory;
  const remove = useCallback(
    (id: string) =>
      void mutate(
        (current) => current && { ...current, ngos: current.ngos.filter((ngo) => ngo.id !== id) },
        { revalidate: false },
      ),
    [mutate],
  );

  return {
    status: status === 'offline' ? 'failed' : status,
    ngos: directory.data?.ngos ?? [],
    savedAt: directory.data?.savedAt ?? null,
    retry: () => void mutate(),
    remove,
  };
}
