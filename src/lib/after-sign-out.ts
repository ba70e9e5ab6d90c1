// What a session she ended on purpose leaves behind in this browser, taken away the same way
// wherever she ends it (Sign Out, Sign out everywhere, deleting her account).
import { clearTabStorage } from '@/lib/browser-storage';
import { clearCaches } from '@/lib/service-worker-caches';

/**
 * Nothing she wrote (an unsent story, a request) stays in the tab for the next person, nor
 * anything beyond the public pages in the browser's caches.
 */
export function clearAfterSignOut(): void {
  clearTabStorage();
  void clearCaches().catch(() => undefined);
}
