import { type Page, request } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHARE_DRAFT_KEY } from '../../src/features/share-story/draft-memory';
import { boxOf, intersects } from './boxes';
import { fillStoryForm } from './story-form';
import { NEUTRAL, serveSites } from './outside-sites';
import { APP_ORIGIN } from './e2e-env';
import { PENDING_EXIT_KEY } from '../../src/app/layout/quick-exit-pending';
import { createStoryViaApi, mainNav, signedInAt, signUpAndSignIn } from './session';

// Shift pressed three times starts the same exit (src/app/layout/quick-exit-button.isolated.test.tsx),
// and the Quick exit comes right after the skip link in Tab order (app-layout.test.tsx).

// The neutral site and a page she was on before Sahas, both served here: no test leaves loopback.
const BEFORE = new URL('https://before.example/');

test.use({ allowedHosts: [NEUTRAL.host, BEFORE.host] });
test.beforeEach(({ context }) => serveSites(context, [NEUTRAL, BEFORE]));

/** Whoever the server says is signed in on this page's browser: null for nobody. */
async function sessionUser(page: Page): Promise<unknown> {
  const session = await page.request.get('/api/session');
  return ((await session.json()) as { user?: unknown } | null)?.user ?? null;
}

/**
 * Signed in, she comes to Sahas from another page, moves between pages inside the app and starts
 * a story (kept in sessionStorage); the app also holds FAQ votes and something in localStorage.
 */
async function sahasInUse(page: Page, { reloadOnTheWay = false } = {}) {
  await signUpAndSignIn(page, 'quick-exit');
  await page.goto(BEFORE.href);
  await page.goto('/');
  const nav = mainNav(page);
  await nav.getByRole('link', { name: 'Stories' }).click();
  await expect(page).toHaveURL(/\/stories$/);
  if (reloadOnTheWay) {
    // A reload (or a phone discarding the tab) puts the next pages in new documents, and a tap
    // before the app has taken the reloaded page over is a full page load: the router starts its
    // numbering again there, so the exit must count the visit's entries some other way.
    await page.reload();
    await page.evaluate(() => window.location.assign('/share-story'));
  } else {
    await nav.getByRole('link', { name: 'Share your Story' }).click();
  }
  await expect(page).toHaveURL(/\/share-story$/);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await fillStoryForm(page, { title: 'Not sent yet', story: 'Something only I should read.' });
  await page.evaluate(() => localStorage.setItem('sahas.anything', 'kept'));
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SHARE_DRAFT_KEY)).toContain(
    'Something only I should read.',
  );
  expect(await sessionUser(page)).toBeTruthy();
}

async function expectLeftWithoutTrace(page: Page) {
  await expect(page).toHaveURL(NEUTRAL.href);
  await expect(page.getByRole('heading', { name: NEUTRAL.host })).toBeVisible();

  // Back goes to where she was before Sahas, not to Sahas.
  await page.goBack();
  await expect(page).toHaveURL(BEFORE.href);

  // The session is over on the server.
  await expect.poll(() => sessionUser(page)).toBeNull();

  // Opening Sahas again in the same tab: nothing of the draft or of anything else is kept.
  await page.goto('/about');
  const kept = await page.evaluate(() => ({
    session: Object.keys(sessionStorage),
    local: Object.keys(localStorage),
  }));
  expect(kept).toEqual({ session: [], local: [] });
  await page.goto('/share-story');
  await expect(page.getByLabel('Title')).toHaveValue('');
}

test('the Quick exit button leaves at once, with no way Back and nothing kept', async ({
  page,
}) => {
  await sahasInUse(page);
  const button = page.getByRole('link', { name: 'Quick exit' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleDescription(
    'Leaves this site at once for an everyday page and clears what this tab kept. Shortcut: press Shift three times.',
  );
  await button.click();
  await expectLeftWithoutTrace(page);
});

test('after a reload and a full page load on the way, the exit still walks back past every page of the visit', async ({
  page,
}) => {
  test.slow();
  await sahasInUse(page, { reloadOnTheWay: true });
  await page.getByRole('link', { name: 'Quick exit' }).click();
  await expectLeftWithoutTrace(page);
});

test('a sign-out the network loses as she leaves is carried out by the next request of her browser', async ({
  page,
}) => {
  await signedInAt(page, '/journal', 'lost-sign-out');
  const session = (await page.context().cookies()).find(({ name }) =>
    name.endsWith('better-auth.session_token'),
  );
  if (!session) throw new Error('no session cookie');
  const withOnlyHerSession = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: { cookie: `${session.name}=${session.value}` },
  });
  const userOfHerSession = async () =>
    ((await (await withOnlyHerSession.get('/api/session')).json()) as { user: unknown }).user;

  expect(await userOfHerSession()).toBeTruthy();

  // The network goes as she taps: the sign-out request never reaches the server.
  const lost: string[] = [];
  await page.route('**/api/session', (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    lost.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.getByRole('link', { name: 'Quick exit' }).click();
  await expect(page).toHaveURL(NEUTRAL.href);
  expect(lost).toHaveLength(1);
  await page.unroute('**/api/session');

  // Whoever opens Sahas next in this browser finds no one signed in, and the session is over on
  // the server, not only forgotten here.
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(await userOfHerSession()).toBeNull();
  const kept = (await page.context().cookies()).map(({ name }) => name);
  expect(kept.filter((name) => /session_token|sign-out/.test(name))).toEqual([]);
  await withOnlyHerSession.dispose();
});

test('a same-origin page before Sahas that is not the app (a JSON error page) does not stall the exit', async ({
  page,
}) => {
  await page.goto(BEFORE.href);
  // An address of the API opened in the tab: the server's JSON, with none of the app's code.
  const response = await page.goto('/api/stories/does-not-exist', { waitUntil: 'commit' });
  expect(response?.headers()['content-type']).toContain('application/json');
  await page.waitForLoadState();
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Stories' }).click();
  await expect(page).toHaveURL(/\/stories$/);
  await page.getByRole('link', { name: 'Quick exit' }).click();
  await expect(page).toHaveURL(NEUTRAL.href);
  await expect(page.getByRole('heading', { name: NEUTRAL.host })).toBeVisible();
});

test('a JSON page opened between pages of the app is passed over: Back leads to where she was before', async ({
  page,
}) => {
  await page.goto(BEFORE.href);
  await page.goto('/');
  await page.goto('/api/stories/does-not-exist', { waitUntil: 'commit' });
  await page.waitForLoadState();
  await page.goto('/stories');
  await page.getByRole('link', { name: 'Quick exit' }).click();
  await expect(page).toHaveURL(NEUTRAL.href);
  await page.goBack();
  await expect(page).toHaveURL(BEFORE.href);
});

test('the Quick exit stays within thumb reach on a phone, clear of Back to top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/faqs');
  await page.mouse.wheel(0, 2000);
  const exit = await boxOf(page.getByRole('link', { name: 'Quick exit' }));
  const backToTop = await boxOf(page.getByRole('button', { name: 'Back to top' }));
  expect(exit.y + exit.height).toBeGreaterThan(640 - 80);
  expect(intersects(exit, backToTop)).toBe(false);
});

test.describe('on a 360 px touch screen', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

  test('a tap where the Quick exit stands leaves even while a dialog makes the page inert', async ({
    page,
  }) => {
    await signUpAndSignIn(page, 'quick-exit-dialog');
    await createStoryViaApi(page, { title: 'Kept for now', content: 'A story to delete later.' });
    await page.goto('/share-story');
    const exit = await boxOf(page.getByRole('link', { name: 'Quick exit' }));

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this story?' });
    await expect(dialog).toBeVisible();
    await page.touchscreen.tap(exit.x + exit.width / 2, exit.y + exit.height / 2);
    await expect(page).toHaveURL(NEUTRAL.href);
  });
});

test('a page the exit passes through starts nothing: no service worker is registered there', async ({
  page,
}) => {
  const started: string[] = [];
  await page.exposeFunction('noteStarted', (what: string) => started.push(what));
  await page.addInitScript(() => {
    const note = (window as unknown as { noteStarted: (what: string) => void }).noteStarted;
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register = () => {
      note('service worker');
      return Promise.reject(new Error('not in this test'));
    };
  });
  await page.goto('/about');
  // As an exit that walked back into this document before a reload leaves it.
  await page.evaluate(([key, url]) => sessionStorage.setItem(key, url), [
    PENDING_EXIT_KEY,
    NEUTRAL.href,
  ] as const);
  // The quick exit's step arrives after the page has loaded, as on a slow link it may.
  await page.route(/\/assets\/quick-exit-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // What the page started before the exit was pending is not counted.
  started.length = 0;
  await page.reload({ waitUntil: 'commit' });
  await expect(page).toHaveURL(NEUTRAL.href);
  expect(started).toEqual([]);
});
