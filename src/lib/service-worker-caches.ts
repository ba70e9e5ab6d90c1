// Takes away what the service worker left on the phone. Its caches are public: the precache
// (scripts, styles and public pages) and the NGO directory as a visitor sees it; nothing of hers.
// If a library or a later change ever stores more, sign-out and Quick exit still take it away.
// Quick exit takes the public caches too: a saved directory of NGOs is itself a sign of what
// she looked for.
import { QUICK_EXIT_MESSAGE, isPublicCache } from '@/lib/service-worker-rules';

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

/**
 * Removes the service workers (Quick exit); the next visit installs one afresh. Each is asked to
 * delete every cache and unregister itself, which it does inside the message's waitUntil, so the
 * browser keeps it alive to finish after the page is gone, which the page's own deletion may not
 * (a slow phone). The worker in control hears it at once; the others (installing, waiting) once
 * the page has listed them. The page unregisters them too (no worker yet, or an older one).
 */
export async function endServiceWorkers(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  serviceWorker.controller?.postMessage(QUICK_EXIT_MESSAGE);
  const registrations = await serviceWorker.getRegistrations();
  for (const registration of registrations) {
    for (const worker of [registration.installing, registration.waiting, registration.active]) {
      if (worker && worker !== serviceWorker.controller) worker.postMessage(QUICK_EXIT_MESSAGE);
    }
  }
  await Promise.all(registrations.map((registration) => registration.unregister()));
}
