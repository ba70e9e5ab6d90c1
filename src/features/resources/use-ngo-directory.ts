import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { Ngo } from '@/domain/entities';
import { MESSAGES } from '@/domain/messages';
import { useBackend } from '@/lib/backend-context';
import { sortByName } from '@/features/resources/ngo-directory-filter';

export interface NgoDirectoryData {
  status: 'loading' | 'ready' | 'failed';
  /** Approved NGOs sorted by name; empty unless ready. */
  ngos: Ngo[];
  retry(): void;
  /** Drops an NGO an admin has just deleted. */
  remove(id: string): void;
}

interface Loaded {
  key: string;
  /** null when the load failed. */
  ngos: Ngo[] | null;
}

const TOAST_ID = 'ngos-load-failed';

/**
 * The whole approved list, one call. It loads again when the viewer becomes or stops being an
 * admin, since the server shows registration numbers to admins only.
 */
export function useNgoDirectory(viewerIsAdmin: boolean): NgoDirectoryData {
  const backend = useBackend();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${attempt}|${viewerIsAdmin}`;

  useEffect(() => {
    let current = true;
    backend.ngos.approved().then(
      (ngos) => {
        if (current) setLoaded({ key, ngos: sortByName(ngos) });
      },
      () => {
        if (!current) return;
        setLoaded({ key, ngos: null });
        toast.error(MESSAGES.ngosLoadFailed, { id: TOAST_ID });
      },
    );
    return () => {
      current = false;
    };
  }, [backend, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const remove = useCallback((id: string) => {
    setLoaded((latest) =>
      latest?.ngos ? { ...latest, ngos: latest.ngos.filter((ngo) => ngo.id !== id) } : latest,
    );
  }, []);

  const current = loaded?.key === key ? loaded : null;
  return {
    status: !current ? 'loading' : current.ngos ? 'ready' : 'failed',
    ngos: current?.ngos ?? [],
    retry,
    remove,
  };
}
