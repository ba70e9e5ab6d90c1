// Holds the open vault's data key for this page, in memory only (never in any browser store).
// It locks, dropping the key, when she locks it, signs out or quick-exits (their code calls
// lock()), when the page is hidden for good or put in the back-forward cache (lockOnPageHide),
// and after VAULT_IDLE_LOCK_MS without use.
//
// The idle lock does not rely on its timer alone: browsers delay timers in background tabs (to
// once a minute or less), so useKey() also checks the time of last use and locks if it has passed.

import { LIMITS } from '@/domain/limits';
import { VaultLockedError } from './vault-errors';

export const VAULT_IDLE_LOCK_MS = LIMITS.vaultIdleLockMs;

export type VaultLockReason = 'locked' | 'idle' | 'page-hidden';

export type VaultKeyEvent = { type: 'unlock' } | { type: 'lock'; reason: VaultLockReason };

export interface VaultKeyHolder {
  /** Holds the key opened with her passphrase and starts the idle timer. */
  unlock(key: CryptoKey): void;
  /** Drops the key (nothing happens if it is already locked). */
  lock(reason?: VaultLockReason): void;
  isUnlocked(): boolean;
  /** The key, counted as use; throws VaultLockedError when locked or idle too long. */
  useKey(): CryptoKey;
  /** She is active (typing, scrolling her entries): restarts the idle timer. */
  touch(): void;
  /** Called on each lock and unlock; returns the unsubscribe function. */
  subscribe(listener: (event: VaultKeyEvent) => void): () => void;
}

export function createVaultKeyHolder(idleMs: number = VAULT_IDLE_LOCK_MS): VaultKeyHolder {
  let key: CryptoKey | undefined;
  let lastUse = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(event: VaultKeyEvent) => void>();

  const emit = (event: VaultKeyEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  const restartTimer = () => {
    lastUse = Date.now();
    clearTimeout(timer);
    timer = setTimeout(() => holder.lock('idle'), idleMs);
  };

  const holder: VaultKeyHolder = {
    unlock(opened) {
      key = opened;
      restartTimer();
      emit({ type: 'unlock' });
    },
    lock(reason = 'locked') {
      clearTimeout(timer);
      timer = undefined;
      if (!key) return;
      key = undefined;
      emit({ type: 'lock', reason });
    },
    isUnlocked: () => key !== undefined,
    useKey() {
      if (key && Date.now() - lastUse >= idleMs) holder.lock('idle');
      if (!key) throw new VaultLockedError();
      restartTimer();
      return key;
    },
    touch() {
      if (key) restartTimer();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return holder;
}

/**
 * Locks on `pagehide`: a page put in the back-forward cache keeps its memory, and Back would
 * show her journal open to whoever pressed it. Returns the function that stops listening.
 */
export function lockOnPageHide(holder: VaultKeyHolder, target: EventTarget = window): () => void {
  const lock = () => holder.lock('page-hidden');
  target.addEventListener('pagehide', lock);
  return () => target.removeEventListener('pagehide', lock);
}

/** The page's one holder: the journal and safety-plan routes, Sign Out and Quick exit use it. */
export const pageVaultKeys = createVaultKeyHolder();
