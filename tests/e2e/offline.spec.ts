import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';
import { NGO_DIRECTORY_CACHE, PUBLIC_CACHE_PREFIX } from '../../src/lib/service-worker-rules';
import { hindi } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { LAPTOP, PHONE } from './e2e-env';
import { listNgo } from './list-ngo';
import { OFFLINE_NOTICE, STORIES_OFFLINE } from './offline-notices';
import { NEUTRAL, serveSites } from './outside-sites';
import { shot } from './review-shots';
import { cacheContents, reloadOffline, serviceWorkerReady } from './service-worker-ready';
import { createStoryViaApi, mainNav, signInAsAdmin, signOut, signUpAndSignIn } from './session';
import { keptDirectory } from './kept-ngo-directory';

// Resources, About and FAQs with no connection after one visit: data-plan.spec.ts.

// The other specs block service workers (playwright.config.ts): here it is the subject.
test.use({ serviceWorkers: 'allow', allowedHosts: [NEUTRAL.host] });

test('stories, API answers and media are never kept, and Sign Out takes anything kept beyond the public pages', async ({
  page,
  context,
}) => {
  const fromWorker: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) fromWorker.push(request.url());
  });
  const answeredByWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker()) answeredByWorker.push(response.url());
  });

  await signUpAndSignIn(page, 'offline-reader');
  await serviceWorkerReady(page, '/');
  const title = `Read on a shared phone ${Date.now()}`;
  await createStoryViaApi(page, { title, content: 'Nothing of this may stay on the phone.' });
  await page.goto('/stories');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // The worker answered the app's files (so it was in the way) but never an API call or media.
  expect(answeredByWorker.some((url) => url.includes('/assets/'))).toBe(true);
  const private_ = /\/(api|media)(\/|$|\?)/;
  expect(answeredByWorker.filter((url) => private_.test(new URL(url).pathname))).toEqual([]);
  expect(fromWorker.filter((url) => private_.test(new URL(url).pathname))).toEqual([]);

  const contents = await cacheContents(page);
  expect(contents.map(({ name }) => name)).toEqual([
    expect.stringMatching(new RegExp(`^${PUBLIC_CACHE_PREFIX}-precache-`)),
  ]);
  const urls = contents.flatMap((cache) => cache.urls.map((url) => new URL(url).pathname));
  expect(urls).toContain('/prerendered/resources.html');
  expect(urls.filter((path) => private_.test(path))).toEqual([]);
  expect(urls).not.toContain('/prerendered/stories.html');
  expect(urls).not.toContain('/prerendered/home.html');

  // Offline, the story she read is nowhere to be found.
  await context.setOffline(true);
  await page.goto('/stories');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await shot(page, 'stories-offline', { fullPage: true });
  await context.setOffline(false);
  await page.goto('/stories');

  // Anything another cache ever held goes with Sign Out; the public pages stay for offline use.
  await page.evaluate(() =>
    caches.open('elsewhere').then((cache) => cache.put('/api/stories', new Response('[]'))),
  );
  await signOut(page);
  await expect
    .poll(async () => (await cacheContents(page)).map(({ name }) => name))
    .toEqual([expect.stringMatching(new RegExp(`^${PUBLIC_CACHE_PREFIX}-precache-`))]);
});

test('Quick exit leaves no cache and no service worker behind', async ({ page, context }) => {
  await serveSites(context);
  await serviceWorkerReady(page, '/resources');
  // Now under the worker, the directory's read leaves a kept copy.
  await page.reload();
  await page.evaluate(() =>
    caches.open('elsewhere').then((cache) => cache.put('/api/stories', new Response('[]'))),
  );
  // The public NGO directory kept for offline use goes too: what she looked for is a trace.
  await expect
    .poll(async () => (await cacheContents(page)).map(({ name }) => name))
    .toContain(NGO_DIRECTORY_CACHE);
  expect((await cacheContents(page)).length).toBe(3);

  // Her slow phone: the page is gone before its own deletion gets anywhere (here it never
  // does), so only the worker, told to and kept alive by the browser, can finish it.
  await page.evaluate(() => {
    const never = () => new Promise<never>(() => undefined);
    CacheStorage.prototype.keys = never;
    CacheStorage.prototype.delete = never;
    ServiceWorkerContainer.prototype.getRegistrations = never;
  });
  await page.getByRole('link', { name: 'Quick exit' }).click();
  await expect(page).toHaveURL(NEUTRAL.href);

  // A file of the site, not the app: nothing here would install the worker again.
  await page.goto('/favicon.svg', { waitUntil: 'commit' });
  await page.waitForLoadState();
  await expect.poll(() => cacheContents(page)).toEqual([]);
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    )
    .toBe(0);
});

test('after Quick exit in one tab, a tab of the site still open there keeps nothing more', async ({
  page,
  context,
}) => {
  await serveSites(context);
  await serviceWorkerReady(page, '/resources');
  const other = await context.newPage();
  await serviceWorkerReady(other, '/about');

  await page.getByRole('link', { name: 'Quick exit' }).click();
  await expect(page).toHaveURL(NEUTRAL.href);
  await expect.poll(() => cacheContents(other)).toEqual([]);
  // The worker still controls the other tab until it goes; its reads must not keep a copy again.
  await other.evaluate(() => fetch('/api/ngos').then((response) => response.text()));
  await other.waitForTimeout(1500);
  expect(await cacheContents(other)).toEqual([]);
});

test('Resources shows the NGO directory she last saw, dated, and never an admin copy of it, nor admin actions on it', async ({
  page,
  context,
}) => {
  const ngo = { name: `Saved Sahayata ${Date.now()}`, registrationNumber: 'KA/2020/0911' };
  await listNgo(ngo);

  // An admin reads the directory with its registration numbers; the copy kept is a visitor's.
  await signInAsAdmin(page);
  await serviceWorkerReady(page, '/resources');
  await page.reload();
  const card = page.getByRole('article', { name: ngo.name });
  await expect(card).toContainText(ngo.registrationNumber);
  await expect
    .poll(async () => (await keptDirectory(page))?.ngos.map(({ name }) => name) ?? [])
    .toContain(ngo.name);
  const kept = await keptDirectory(page);
  expect(kept?.ngos.every((entry) => entry.registration_number === '')).toBe(true);
  expect(JSON.stringify(kept)).not.toContain(ngo.registrationNumber);
  expect(JSON.stringify(kept)).not.toContain('admin@');

  // Offline within the app, signed in as admin, the saved copy offers no admin fields or actions.
  const main = mainNav(page);
  await main.getByRole('link', { name: 'Home', exact: true }).click();
  await context.setOffline(true);
  await main.getByRole('link', { name: 'Resources', exact: true }).click();
  await expect(page.getByText(/^Saved on /)).toBeVisible();
  await expect(card).toBeVisible();
  await expect(card.getByText(/Registration number/)).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await context.setOffline(false);

  // Sign Out keeps it: it is public, like the helplines.
  await signOut(page);
  await expect.poll(async () => (await keptDirectory(page)) !== null).toBe(true);

  // On a phone from here (the admin's link above sits in the wide navbar).
  await page.setViewportSize(PHONE);
  await reloadOffline(page);
  await expect(page.getByRole('article', { name: ngo.name })).toBeVisible();
  const savedOn = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
  await expect(page.getByText(`Saved on ${savedOn}`)).toBeVisible();
  await expect(page.getByText(MESSAGES.ngosLoadFailed)).toHaveCount(0);
  await expect(page.getByRole('article', { name: ngo.name })).not.toContainText(
    ngo.registrationNumber,
  );
  await page.getByRole('article', { name: ngo.name }).scrollIntoViewIfNeeded();
  await shot(page, 'resources-offline-ngos-360');
  await page.setViewportSize(LAPTOP);
  await page.getByText(`Saved on ${savedOn}`).scrollIntoViewIfNeeded();
  await shot(page, 'resources-offline-ngos-1280');
});

test.describe('on a phone with no connection', () => {
  test.use({ viewport: PHONE });

  test('Home says she is offline instead of claiming there are no stories, in English and in Hindi', async ({
    page,
    context,
  }) => {
    await serviceWorkerReady(page, '/');
    await reloadOffline(page);
    const topStories = page.getByRole('region', { name: 'Top Stories' });
    await expect(topStories.getByText(STORIES_OFFLINE)).toBeVisible();
    await expect(page.getByText('No top stories available at the moment.')).toHaveCount(0);
    await expect(
      page.getByText('You are offline. Testimonials will load when you are back online.'),
    ).toBeVisible();
    await topStories.scrollIntoViewIfNeeded();
    await shot(page, 'home-offline-360');

    // Back online, the stories come without a reload.
    await context.setOffline(false);
    await expect(topStories.getByText(STORIES_OFFLINE)).toHaveCount(0);

    // In Hindi too.
    await chooseLanguage(context, 'hi');
    await reloadOffline(page);
    await expect(page.getByText(hindi('home', STORIES_OFFLINE))).toBeVisible();
    await expect(
      page.getByText(hindi('home', 'No top stories available at the moment.')),
    ).toHaveCount(0);
    await shot(page, 'home-offline-hi-360');
  });
});
