// Installs the service worker (service-worker.ts) once the page has loaded, so its downloads never
// compete with the first paint on a slow connection, and then asks it to keep the offline set
// unless her data plan says not to. Production builds only: the dev server has no service worker.
import {
  SERVICE_WORKER_FILE,
  dataPlanIsLean,
  keepOfflineSetUrl,
  type ConnectionFacts,
} from '@/lib/service-worker-rules';

/**
 * Asks the worker in control (if any) to fetch the offline set ahead of need. Not on Save-Data or
 * 2G as the page sees it; the worker checks again, with the Save-Data header this request carries.
 */
function askToKeepOfflineSet(base: string): void {
  if (!navigator.serviceWorker.controller) return;
  const { connection } = navigator as Navigator & { connection?: ConnectionFacts };
  if (dataPlanIsLean(connection)) return;
  // The worker answers it itself; no worker, no request.
  void fetch(keepOfflineSetUrl(base), { method: 'HEAD', cache: 'no-store' }).catch(() => undefined);
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const register = () => {
    // A browser that refuses (private mode, storage off) simply works without one.
    void navigator.serviceWorker
      .register(`${base}${SERVICE_WORKER_FILE}`, { scope: base })
      .catch(() => undefined);
    // A worker already in control (a repeat visit) is asked now; a new one once it takes over.
    askToKeepOfflineSet(base);
    navigator.serviceWorker.addEventListener('controllerchange', () => askToKeepOfflineSet(base));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
