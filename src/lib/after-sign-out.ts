// What a session she ended on purpose leaves behind in this browser, taken away the same way
// wherever she ends it (Sign Out, Sign out everywhere, deleting her account).
import { clearTabStorage } from '@/lib/browser-storage';
import { clearCaches } from '@/lib/service-worker-caches';

// What holds her secrets in memory registers here (her notes' key, src/features/notes): its
// code, loaded only with those pages, cannot be imported by Home's script for Sign Out to call.
const releases = new Set<() => void>();

/** Runs `release` whenever her session ends here: Sign Out, and Quick exit. */
export function releaseOnSessionEnd(release: () => void): void {
  releases.add(release);
}

/** Lets go of every secret held in memory (her notes lock, their key dropped). */
export function releaseSessionSecrets(): void {
  for (const release of releases) release();
}

/**
 * Nothing she wrote (an unsent story, a request) stays in the tab for the next person, nor
 * anything beyond the public pages in the browser's caches.
 */
export function clearAfterSignOut(): void {
  releaseSessionSecrets();
  clearTabStorage();
  void clearCaches().catch(() => undefined);
}
