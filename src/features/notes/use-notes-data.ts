// Her notes' data through the data layer: the SWR cache holds only what the server holds (the
// wrapped-key record and ciphertexts), under keys carrying her user id, and never what they
// hold. What the key opens lives in the screen's state alone, which goes as the lock screen
// takes its place. (Ciphertexts are not forgotten on lock: they are the server's answer to her
// session, and SWR ignores a request begun before a forgetting mutate, which left the reopened
// journal waiting for an answer it had thrown away.)
import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import type { StoredVaultItem } from '@/domain/vault-records';
import { useBackend } from '@/lib/backend-context';
import { dataKey } from '@/lib/data-layer/data-keys';
import { openNotesItems, type OpenedNotes } from '@/features/notes/sealed-notes';
import { notesKey } from '@/features/notes/vault-session';

export const recordKey = (userId: string) => dataKey('vault', userId, 'key');
export const itemsKey = (userId: string) => dataKey('vault', userId, 'items');

/** Her wrapped-key record (null before she chose a passphrase). */
export function useVaultRecord(userId: string | null) {
  const backend = useBackend();
  return useSWR(userId ? recordKey(userId) : null, () => backend.vault.vaultKey({}));
}

export interface NotesData {
  /** Undefined until loaded and opened. */
  notes: OpenedNotes | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
  /** An item she deleted leaves the list at once (then the list is asked for again). */
  drop: (id: string) => void;
}

/** Her items, fetched and opened while her notes are open. */
export function useNotes(userId: string, open: boolean): NotesData {
  const backend = useBackend();
  const items = useSWR(open ? itemsKey(userId) : null, () => backend.vault.vaultItems({}));
  const [opened, setOpened] = useState<{
    source: readonly StoredVaultItem[];
    notes: OpenedNotes;
  } | null>(null);
  const source = items.data?.items;

  useEffect(() => {
    // Locked, the screen holding what opened is gone with it (NotesGate shows the lock).
    if (!open || !source) return;
    let current = true;
    let key: CryptoKey;
    try {
      key = notesKey();
    } catch {
      return;
    }
    void openNotesItems(key, source).then((notes) => {
      if (current) setOpened({ source, notes });
    });
    return () => {
      current = false;
    };
  }, [open, source]);

  const { mutate } = items;
  return {
    // While a new answer opens, the last one opened stays on show.
    notes: open && opened ? opened.notes : undefined,
    error: items.error,
    isLoading: items.isLoading || (source !== undefined && opened === null),
    mutate: useCallback(() => mutate(), [mutate]),
    drop: useCallback(
      (id: string) =>
        void mutate(
          (current) => current && { items: current.items.filter((item) => item.id !== id) },
        ),
      [mutate],
    ),
  };
}
