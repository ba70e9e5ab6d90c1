// What the specs do to a page's requests: watch those to some addresses, hold them until the test
// lets them go, or slow them as a weak connection would. Each still reaches the real server.
import type { Page } from '@playwright/test';

/** Every request the page makes from now on whose path matches `path`, as it is made. */
export function requestsTo(page: Page, path: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/** Holds the page's requests to `url` back until the function returned is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Sends the page's requests to `url` on only after `ms`, as a slow connection would. */
export async function delayRequests(page: Page, url: string | RegExp, ms: number): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
