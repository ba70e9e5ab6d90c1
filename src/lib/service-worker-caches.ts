// Takes away what the service worker left on the phone. Its caches are public: the precache
// (scripts, styles and public pages) and the NGO directory as a visitor sees it; nothing of hers.
// If a library or a later change ever stores more, sign-out and Quick exit still take it away.
// Quick exit takes the public caches too: a saved directory of NGOs is itself a sign of what
// she looked for.
import { isPublicCache } from '@/lib/service-worker-rules';

/** Deletes every cache but the public ones; `everything` deletes those too. */
export async function clearCaches({ everything = false } = {}): Promise<void> {
  if (typeof window === 'undefined' || !('caches' in window)) return;
  const names = await window.caches.keys();
  await Promise.all(
    names
      .filter((name) => everything || !isPublicCache(name))
      .map((name) => window.caches.delete(name)),
  );
}

/** Removes the service worker itself; the next visit installs it afresh. */
export async function unregisterServiceWorkers(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}
