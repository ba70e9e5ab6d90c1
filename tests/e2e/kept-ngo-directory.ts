// The NGO directory kept for offline use (by the service worker, or by the Firebase adapter), read
// from the page's Cache Storage with its saved-at header; null when none is kept.
import type { Page } from '@playwright/test';
import {
  NGO_DIRECTORY_CACHE,
  NGO_DIRECTORY_PATH,
  SAVED_AT_HEADER,
} from '../../src/lib/service-worker-rules';

export interface KeptNgo {
  name: string;
  registration_number: string;
  [field: string]: unknown;
}

export function keptDirectory(page: Page) {
  return page.evaluate(
    async ({ cacheName, path, header }) => {
      if (!(await caches.has(cacheName))) return null;
      const response = await (await caches.open(cacheName)).match(path);
      if (!response) return null;
      return {
        savedAt: response.headers.get(header),
        ngos: (await response.json()) as KeptNgo[],
      };
    },
    { cacheName: NGO_DIRECTORY_CACHE, path: NGO_DIRECTORY_PATH, header: SAVED_AT_HEADER },
  );
}
