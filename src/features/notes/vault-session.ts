// Whether her notes are open on this page, and in which session. The key itself stays in the
// page's one holder (src/lib/vault/key-holder.ts), which locks after 5 minutes idle and on
// pagehide; this module adds Sign Out and Quick exit (releaseOnSessionEnd: Home's script cannot
// import the vault's code to call it), and whose session opened them: any other session in this
// tab (hers ended and began again, or another person's) finds them locked.
import { useEffect, useSyncExternalStore } from 'react';
import type { SessionUser } from '@/domain/entities';
import { releaseOnSessionEnd } from '@/lib/after-sign-out';
import { pageVaultKeys, lockOnPageHide, type VaultLockReason } from '@/lib/vault/key-holder';

let openedIn: SessionUser | null = null;
let lastLockReason: VaultLockReason | null = null;

pageVaultKeys.subscribe((event) => {
  if (event.type === 'lock') {
    openedIn = null;
    lastLockReason = event.reason;
  }
});

// Once, as these pages' code first loads.
releaseOnSessionEnd(() => pageVaultKeys.lock('locked'));
lockOnPageHide(pageVaultKeys);

/** Holds the key opened with her passphrase, for this session of hers. */
export function openNotes(session: SessionUser, key: CryptoKey): void {
  openedIn = session;
  lastLockReason = null;
  pageVaultKeys.unlock(key);
}

export function lockNotes(): void {
  pageVaultKeys.lock('locked');
}

function subscribe(listener: () => void): () => void {
  return pageVaultKeys.subscribe(listener);
}

/**
 * Whether her notes are open in `session` (the auth state's user: a new object for each session
 * begun); re-renders on every lock and unlock.
 */
export function useNotesOpen(session: SessionUser | null): boolean {
  const open = useSyncExternalStore(
    subscribe,
    () => pageVaultKeys.isUnlocked() && openedIn !== null && openedIn === session,
    () => false,
  );
  useEffect(() => {
    if (pageVaultKeys.isUnlocked() && openedIn !== session) pageVaultKeys.lock('locked');
  }, [session]);
  return open;
}

/** Why they last locked (the idle lock is said to her), until she opens them again. */
export function lastLock(): VaultLockReason | null {
  return lastLockReason;
}

/** She is active on these pages: the idle lock waits. */
export function touchNotes(): void {
  pageVaultKeys.touch();
}

/** The open key (counted as use); throws VaultLockedError once locked. */
export function notesKey(): CryptoKey {
  return pageVaultKeys.useKey();
}
