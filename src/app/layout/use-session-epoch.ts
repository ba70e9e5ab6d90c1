import { useState } from 'react';
import { quickExitUnderway } from '@/app/layout/quick-exit';
import { clearTabStorage } from '@/lib/browser-storage';

/**
 * Counts the sessions that have ended in this tab (sign-out, an expired session, another user
 * signing in). The layout keys the page on it, so when a session ends the page is built afresh and
 * nothing she typed or was shown signed in (an unsent story, a request form) stays on screen.
 * Signing in does not count: a visitor's draft survives the trip to sign in.
 */
export function useSessionEpoch(userId: string | null): number {
  const [seen, setSeen] = useState({ userId, epoch: 0 });
  if (seen.userId !== userId) {
    const ended = seen.userId !== null;
    // Cleared here, during render, because the rebuilt page reads its draft back from the tab's
    // storage as it first renders, before any effect could run. Clearing twice does no harm.
    // A quick exit clears storage itself and keeps its own mark there, so it is left alone.
    if (ended && !quickExitUnderway()) clearTabStorage();
    setSeen({ userId, epoch: ended ? seen.epoch + 1 : seen.epoch });
  }
  return seen.epoch;
}
