// What a screen costs a reader: requests, bytes and time to a settled page, from a cold cache.
// Shared by the end-to-end scale test (which asserts) and bench/page-scale.ts (which prints).
import type { Browser, Page } from '@playwright/test';

export interface PageCost {
  requests: number;
  apiRequests: number;
  /** Response headers and bodies as received. */
  bytes: number;
  ms: number;
  /** Requests to any origin but the page's own (privacy: must stay empty). */
  foreignRequests: string[];
}

export const SCREENS = [
  { name: 'Home', path: '/' },
  { name: 'Stories', path: '/stories' },
] as const;

/** Opens `url` in a fresh context (no cache, no cookies) and waits until the network is idle. */
export async function measurePage(
  browser: Browser,
  url: string,
  settled: (page: Page) => Promise<void>,
): Promise<PageCost> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const cost: PageCost = { requests: 0, apiRequests: 0, bytes: 0, ms: 0, foreignRequests: [] };
  const origin = new URL(url).origin;
  page.on('request', (request) => {
    const requested = new URL(request.url());
    if (!['data:', 'blob:'].includes(requested.protocol) && requested.origin !== origin) {
      cost.foreignRequests.push(request.url());
    }
  });
  page.on('requestfinished', (request) => {
    cost.requests += 1;
    if (new URL(request.url()).pathname.startsWith('/api/')) cost.apiRequests += 1;
    pending.push(
      request.sizes().then((sizes) => {
        cost.bytes += sizes.responseHeadersSize + sizes.responseBodySize;
      }),
    );
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  await settled(page);
  cost.ms = Date.now() - started;
  await Promise.all(pending);
  await context.close();
  return cost;
}

/** Waits until a screen shows its stories (Home: the carousel; Stories: the first page). */
export async function storiesShown(page: Page): Promise<void> {
  await page.getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');
}
