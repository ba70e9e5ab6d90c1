// Takes away what the service worker left on the phone. Its only cache is the public precache
// (scripts, styles and public pages: nothing of hers); if a library or a later change ever stores
// more, sign-out and Quick exit still take it away.
import { isPublicPrecache } from '@/lib/service-worker-rules';

/** Deletes every cache but the public precache; `everything` deletes that too. */
export async function clearCaches({ everything = false } = {}): Promise<void> {
  if (typeof window === 'undefined' || !('caches' in window)) return;
  const names = await window.caches.keys();
  await Promise.all(
    names
      .filter((name) => everything || !isPublicPrecache(name))
      .map((name) => window.caches.delete(name)),
  );
}

/** Removes the service worker itself; the next visit installs it afresh. */
export async function unregisterServiceWorkers(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}
