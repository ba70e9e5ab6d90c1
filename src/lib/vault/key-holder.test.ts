import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { createVaultKeyHolder, lockOnPageHide, type VaultKeyEvent } from './key-holder';
import { VaultLockedError } from './vault-errors';
import { cheapVault } from './vault-test-helpers';

let key: CryptoKey;
beforeEach(async () => {
  key = (await cheapVault()).key;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function holderWithEvents() {
  const holder = createVaultKeyHolder();
  const events: VaultKeyEvent[] = [];
  holder.subscribe((event) => events.push(event));
  return { holder, events };
}

describe('the vault key holder', () => {
  it('gives the key while unlocked; lock() drops it and says so, to listeners still subscribed', () => {
    const { holder, events } = holderWithEvents();
    const gone = vi.fn();
    const unsubscribe = holder.subscribe(gone);
    expect(() => holder.useKey()).toThrow(VaultLockedError);
    holder.unlock(key);
    unsubscribe();
    expect(holder.isUnlocked()).toBe(true);
    expect(holder.useKey()).toBe(key);
    holder.lock();
    holder.lock();
    expect(holder.isUnlocked()).toBe(false);
    expect(() => holder.useKey()).toThrow(VaultLockedError);
    expect(events).toEqual([{ type: 'unlock' }, { type: 'lock', reason: 'locked' }]);
    expect(gone).toHaveBeenCalledExactlyOnceWith({ type: 'unlock' });
  });

  it('locks itself 5 minutes after the last use, each use starting the count again', () => {
    const { holder, events } = holderWithEvents();
    holder.unlock(key);
    vi.advanceTimersByTime(LIMITS.vaultIdleLockMs - 1_000);
    holder.useKey();
    vi.advanceTimersByTime(LIMITS.vaultIdleLockMs - 1_000);
    holder.touch();
    vi.advanceTimersByTime(LIMITS.vaultIdleLockMs - 1);
    expect(holder.isUnlocked()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(holder.isUnlocked()).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'lock', reason: 'idle' });
  });

  it('refuses the key after 5 idle minutes even when the timer was held back', () => {
    // A background tab's timers run late: the clock moves, the timer has not fired.
    const { holder, events } = holderWithEvents();
    holder.unlock(key);
    vi.setSystemTime(Date.now() + LIMITS.vaultIdleLockMs);
    expect(() => holder.useKey()).toThrow(VaultLockedError);
    expect(events.at(-1)).toEqual({ type: 'lock', reason: 'idle' });
  });

  it('locks when the page is hidden for good or cached for Back', () => {
    const { holder, events } = holderWithEvents();
    const page = new EventTarget();
    const stop = lockOnPageHide(holder, page);
    holder.unlock(key);
    page.dispatchEvent(new Event('pagehide'));
    expect(holder.isUnlocked()).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'lock', reason: 'page-hidden' });
    stop();
    holder.unlock(key);
    page.dispatchEvent(new Event('pagehide'));
    expect(holder.isUnlocked()).toBe(true);
  });
});
