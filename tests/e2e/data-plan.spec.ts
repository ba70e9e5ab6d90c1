// Issue 38, item 5: the service worker respects her data plan. After the first page it fetches
// only what the offline pages need, and nothing at all on Save-Data or a 2G connection; in every
// case it keeps what she fetched herself from that set, so a page she opened works offline.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainHeading, mainNav } from './session';
import { MESSAGES } from '../../src/domain/messages';
import { telHref } from '../../src/domain/phone';
import {
  NGO_DIRECTORY_CACHE,
  SERVICE_WORKER_FILE,
  type OfflineEntry,
} from '../../src/lib/service-worker-rules';
import { OFFLINE_NOTICE } from './offline-notices';
import { cacheContents, reloadOffline, serviceWorkerReady } from './service-worker-ready';

// The other specs block service workers (playwright.config.ts): here it is the subject.
test.use({ serviceWorkers: 'allow' });

/** The worker's list, as the build wrote it into the worker's script. */
async function listedFiles(page: Page): Promise<OfflineEntry[]> {
  const script = await (await page.request.get(`/${SERVICE_WORKER_FILE}`)).text();
  const list = /\[\{"(?:ahead|revision|url)":[\s\S]*?\}\]/.exec(script)?.[0];
  if (!list) throw new Error('The worker holds no list of files');
  return (JSON.parse(list) as OfflineEntry[]).map((entry) => ({
    ...entry,
    url: new URL(entry.url, page.url()).href,
  }));
}

/**
 * Records every request the worker makes (but the browser's download of the worker's own script)
 * and every request of the page's. Returns both lists, read when called.
 */
function watchRequests(context: BrowserContext) {
  const byWorker = new Set<string>();
  const byPage = new Set<string>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!request.serviceWorker()) byPage.add(url.href);
    else if (url.pathname !== `/${SERVICE_WORKER_FILE}` || url.search !== '')
      byWorker.add(url.href);
  });
  return {
    byWorker: () => [...byWorker],
    /** What the worker fetched of its own accord: addresses the page never asked for. */
    aheadOfHer: () => [...byWorker].filter((url) => !byPage.has(url)),
  };
}

/** The addresses of everything the worker's caches hold. */
async function keptPaths(page: Page): Promise<string[]> {
  const contents = await cacheContents(page);
  return contents.flatMap(({ urls }) => urls.map((url) => new URL(url).pathname));
}

/** Resources as it must work with no connection: its heading, the helplines, the notice. */
async function expectResourcesOffline(page: Page) {
  await expect(mainHeading(page, 'Verified Support Network')).toBeVisible();
  for (const number of ['1091', '100', '1098']) {
    await expect(page.getByRole('link', { name: `Call ${number}` })).toHaveAttribute(
      'href',
      telHref(number),
    );
  }
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
}

test('after the first page, the worker fetches the offline pages’ files and no other page’s', async ({
  page,
  context,
}) => {
  const requests = watchRequests(context);
  await serviceWorkerReady(page, '/');

  const listed = await listedFiles(page);
  const ahead = listed.filter((entry) => entry.ahead).map((entry) => entry.url);
  // Every file of the offline set, and only files the build listed.
  expect(requests.byWorker()).toEqual(expect.arrayContaining(ahead));
  const listedUrls = new Set(listed.map((entry) => entry.url));
  expect(requests.byWorker().filter((url) => !listedUrls.has(url))).toEqual([]);
  // Nothing of the pages that need a connection anyway (the story form, sign-in, her account,
  // moderation).
  const otherPages = /\/(share-story-page|edit-story-page|auth-page|account-page|admin-page)-/;
  expect(listed.filter((entry) => otherPages.test(entry.url))).toEqual([]);
  // FAQs and the legal pages wait until she opens them.
  expect(ahead.some((url) => /\/faqs\.html$|\/faqs-page-/.test(url))).toBe(false);
});

test.describe('when the browser sends Save-Data', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('the worker fetches nothing after the first page', async ({ page, context }) => {
    const requests = watchRequests(context);
    await serviceWorkerReady(page, '/');
    await page.waitForLoadState('networkidle');
    // What the page itself still loaded through the worker is all it fetched.
    expect(requests.aheadOfHer()).toEqual([]);
  });
});

test('on a 2G connection the worker fetches nothing ahead, and keeps Resources once she has opened it', async ({
  page,
  context,
}) => {
  test.slow();
  const requests = watchRequests(context);
  const cdp = await context.newCDPSession(page);
  // Chromium reports a connection this slow to answer as 2G (navigator.connection.effectiveType).
  const speed = { downloadThroughput: -1, uploadThroughput: -1 };
  const network = (offline: boolean, latency: number, connectionType?: 'cellular2g') =>
    cdp.send('Network.emulateNetworkConditions', { offline, latency, connectionType, ...speed });
  await network(false, 1500, 'cellular2g');
  await page.goto('/');
  const effectiveType = await page.evaluate(
    () =>
      (navigator as Navigator & { connection?: { effectiveType: string } }).connection
        ?.effectiveType,
  );
  expect(effectiveType).toBe('2g');
  await serviceWorkerReady(page);
  await page.waitForLoadState('networkidle');
  expect(requests.aheadOfHer()).toEqual([]);

  // She opens Resources: the page and its files pass through the worker, which keeps them.
  await page.goto('/resources');
  await expect(mainHeading(page, 'Verified Support Network')).toBeVisible();
  await expect.poll(() => keptPaths(page)).toContain('/prerendered/resources.html');
  await expect
    .poll(async () => (await page.evaluate(() => caches.keys())).includes(NGO_DIRECTORY_CACHE))
    .toBe(true);
  await page.waitForLoadState('networkidle');

  // The connection drops, for the page (this emulation would otherwise still tell it that it is
  // online) and for the worker.
  await network(true, 0);
  await reloadOffline(page);
  await expectResourcesOffline(page);
  const savedOn = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
  await expect(page.getByText(`Saved on ${savedOn}`)).toBeVisible();
  await expect(page.getByText(MESSAGES.ngosLoadFailed)).toHaveCount(0);
});

test('after one visit, the worker script is never cached; with no connection the shell offers Quick exit and Resources (its helplines work), About opens, and FAQs work once she has opened them', async ({
  page,
  context,
}) => {
  await serviceWorkerReady(page, '/');
  const script = await page.request.get(`/${SERVICE_WORKER_FILE}`);
  expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(script.headers()['cache-control']).toBe('no-cache');

  await context.setOffline(true);
  await page.goto('/faqs', { waitUntil: 'commit' });
  // Not the browser's error page: the app, with its way out and its way to the helplines.
  await expect(page.getByRole('link', { name: 'Quick exit' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Resources' }).click();
  await expectResourcesOffline(page);
  await page.goto('/about');
  await expect(mainHeading(page, 'About Sahas')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0);
  await page.goto('/faqs');
  const faqs = mainHeading(page, 'Frequently Asked Questions');
  await expect(faqs).toBeVisible();
  await expect.poll(() => keptPaths(page)).toContain('/prerendered/faqs.html');
  await page.waitForLoadState('networkidle');
  await reloadOffline(page);
  await expect(faqs).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
});
