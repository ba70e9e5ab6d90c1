// Installs the service worker (service-worker.ts) once the page has loaded, so its downloads never
// compete with the first paint on a slow connection. Production builds only: the dev server has
// no service worker.
import { SERVICE_WORKER_FILE } from '@/lib/service-worker-rules';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    const base = import.meta.env.BASE_URL;
    // A browser that refuses (private mode, storage off) simply works without one.
    void navigator.serviceWorker
      .register(`${base}${SERVICE_WORKER_FILE}`, { scope: base })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
