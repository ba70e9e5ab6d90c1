// The service worker, for the specs that let it run: when it is ready, and what its caches hold.
import type { Page } from '@playwright/test';
import { keepOfflineSetUrl } from '../../src/lib/service-worker-rules';

/**
 * Opens `path` if given, then waits until the service worker controls the page and has done what
 * the page asks of it once in control: the offline set kept, or nothing fetched where her data
 * plan says so. It sends the app's own request (service-worker-register.ts), which the worker
 * answers when that is done.
 */
export async function serviceWorkerReady(page: Page, path?: string): Promise<void> {
  if (path) await page.goto(path);
  await page.evaluate(async (keepUrl) => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    await fetch(keepUrl, { method: 'HEAD', cache: 'no-store' });
  }, keepOfflineSetUrl('/'));
}

/** The connection goes and the page is reloaded: what the worker kept is all it gets. */
export async function reloadOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.reload();
}

/** A cache of the origin, with the address of every entry. */
export interface CacheContents {
  name: string;
  urls: string[];
}

/** Every cache of the origin, with the address of every entry. */
export function cacheContents(page: Page): Promise<CacheContents[]> {
  return page.evaluate(async () => {
    const contents: CacheContents[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      contents.push({ name, urls: (await cache.keys()).map((request) => request.url) });
    }
    return contents;
  });
}
