import { useState } from 'react';
import { quickExitUnderway } from '@/app/layout/quick-exit';
import { clearTabStorage, takeSignOutMark } from '@/lib/browser-storage';

/**
 * Counts the sessions that have ended in this tab (sign-out, an expired session, another user
 * signing in). The layout keys the page on it, so when a session ends the page is built afresh and
 * nothing she was shown signed in stays on screen. Signing in does not count: a visitor's draft
 * survives the trip to sign in.
 *
 * What she wrote and has not sent (kept in the tab's storage) survives a session the server
 * ended (it expired, or she ended it on another device), however the app learnt of it: she signs
 * in again and finds it. It is cleared when she signs out, and when another person signs in after
 * her; Quick exit clears it itself.
 */
export function useSessionEpoch(userId: string | null): number {
  const [seen, setSeen] = useState({ userId, epoch: 0, lastPerson: userId });
  if (seen.userId !== userId) {
    const ended = seen.userId !== null;
    const someoneElse = userId !== null && seen.lastPerson !== null && seen.lastPerson !== userId;
    // Cleared here, during render, because the rebuilt page reads its draft back from the tab's
    // storage as it first renders, before any effect could run. Clearing twice does no harm.
    // A quick exit clears storage itself and keeps its own mark there, so it is left alone.
    if ((someoneElse || (ended && takeSignOutMark())) && !quickExitUnderway()) clearTabStorage();
    setSeen({
      userId,
      epoch: ended || someoneElse ? seen.epoch + 1 : seen.epoch,
      lastPerson: userId ?? seen.lastPerson,
    });
  }
  return seen.epoch;
}
