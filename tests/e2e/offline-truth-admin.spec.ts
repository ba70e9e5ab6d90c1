// Issue 34, item 7 and the spirit of the issue: what she sees offline is true. Your Stories,
// Edit Story, Account and Admin say she is offline (not that they "could not be loaded") and load
// by themselves once she is back; a reload offline on a page that needs her session waits for it
// instead of counting her as signed out (while a session that ended still counts as signed out,
// at once); Resources with nothing listed says so; toasts stand clear of the offline notice. She
// goes offline on a page already loaded and moves within the app, as on a phone losing its
// signal, or reloads offline. An admin's saved copy of the directory: offline.spec.ts.
// (The file name ends in admin.spec.ts: it runs with the admin specs, after onboarding.)
import { E2E_PORT, LAPTOP, PHONE, SAME_ORIGIN } from './e2e-env';
import { OFFLINE_NOTICE, STORIES_OFFLINE } from './offline-notices';
import { expect, test } from './fixtures';
import { yourStories } from './story-form';
import { MESSAGES } from '../../src/domain/messages';
import { translation } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { shot } from './review-shots';
import { secondServer } from './second-server';
import { reloadOffline, serviceWorkerReady } from './service-worker-ready';
import { createStoryViaApi, signIn, signInAsAdmin, signUpAndSignIn, throughMenu } from './session';
import { boxOf, intersects } from './boxes';
import { toastSaying } from './toast-locators';

const STORY_OFFLINE = 'You are offline. The story will load when you are back online.';
const PAGE_OFFLINE = 'You are offline. This page will open when you are back online.';
const ACCOUNT_OFFLINE = 'You are offline. Your account will load when you are back online.';
const ADMIN_OFFLINE = 'You are offline. The moderation lists will load when you are back online.';

test.use({ viewport: PHONE });

test.describe('with the page already loaded', () => {
  // In Hindi too: every word read from the catalogues.
  for (const { locale, title } of [
    {
      locale: 'en',
      title:
        'Your Stories and Account say she is offline, with no error, and load once she is back',
    },
    { locale: 'hi', title: 'Your Stories and Account offline in Hindi' },
  ] as const) {
    test(title, async ({ page, context }) => {
      const say = (area: string, english: string) => translation(locale, area, english);
      const menu = say('shell', 'Menu');
      const account = new RegExp(`\\(${say('shell', 'Your account')}\\)$`);
      const stories = yourStories(page, say('share-story', 'Your Stories'));
      const about = page.getByRole('heading', {
        level: 2,
        name: say('account', 'About your account'),
      });
      if (locale === 'hi') await chooseLanguage(context, 'hi');
      await signUpAndSignIn(page, `offline-your-stories-${locale}`);
      const story = `Kept for later ${Date.now()}`;
      await createStoryViaApi(page, { title: story, content: 'Written before the signal went.' });
      await page.goto('/share-story');
      await expect(stories.getByRole('heading', { level: 3, name: story })).toBeVisible();
      await throughMenu(page, account, menu);
      await expect(about).toBeVisible();

      await throughMenu(page, say('shell', 'Home'), menu);
      await context.setOffline(true);
      await throughMenu(page, say('shell', 'Share your Story'), menu);
      await expect(stories.getByRole('status')).toHaveText(say('share-story', STORIES_OFFLINE));
      const failed = say('share-story', 'Your stories could not be loaded just now.');
      await expect(page.getByText(failed)).toHaveCount(0);
      await expect(page.getByText(say('messages', 'myStoriesFetchFailed'))).toHaveCount(0);
      const tryAgain = say('share-story', 'Try again');
      await expect(stories.getByRole('button', { name: tryAgain })).toHaveCount(0);
      await stories.scrollIntoViewIfNeeded();
      await shot(page, `your-stories-offline-${locale}-360`);
      await throughMenu(page, account, menu);
      await expect(
        page.getByRole('heading', { level: 1, name: say('account', 'Your account') }),
      ).toBeVisible();
      const accountOffline = say('account', ACCOUNT_OFFLINE);
      await expect(page.getByRole('status').filter({ hasText: accountOffline })).toBeVisible();
      await expect(page.getByText(say('messages', 'accountLoadFailed'))).toHaveCount(0);
      await expect(page.getByText(say('messages', 'serverUnreachable'))).toHaveCount(0);
      await expect(page.getByRole('button', { name: say('account', 'Try again') })).toHaveCount(0);
      await shot(page, `account-offline-${locale}-360`);

      await context.setOffline(false);
      await expect(about).toBeVisible();
      await expect(page.getByText(accountOffline)).toHaveCount(0);
      await throughMenu(page, say('shell', 'Share your Story'), menu);
      await expect(stories.getByRole('heading', { level: 3, name: story })).toBeVisible();
      await expect(page.getByText(say('share-story', STORIES_OFFLINE))).toHaveCount(0);
    });
  }

  test('Edit Story whose story was loading when the connection went says she is offline, and opens once back', async ({
    page,
    context,
  }) => {
    await signUpAndSignIn(page, 'offline-edit');
    const title = `Edited later ${Date.now()}`;
    const id = await createStoryViaApi(page, { title, content: 'A story to edit.' });
    // The connection goes while the story is on its way.
    await page.route(`**/api/stories/${id}`, async (route) => {
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await page.goto(`/edit-story/${id}`);
    await expect(page.getByRole('status').filter({ hasText: STORY_OFFLINE })).toBeVisible();
    await expect(page.getByText('This story could not be loaded just now.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cancel' })).toBeVisible();
    await shot(page, 'edit-story-offline-360');

    await page.unroute(`**/api/stories/${id}`);
    await context.setOffline(false);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByText(STORY_OFFLINE)).toHaveCount(0);
  });

  test('the offline notice and a toast never lie over each other', async ({ page, context }) => {
    // Signed in through the screen, so "Sign in successful!" is up when the signal goes.
    const email = await signUpAndSignIn(page, 'offline-toast');
    await context.clearCookies();
    await signIn(page, email);
    const toast = toastSaying(page, MESSAGES.signInSucceeded);
    await expect(toast).toBeVisible();
    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
    await expect(notice).toBeVisible();
    await expect(toast).toBeVisible();
    await expect
      .poll(async () => intersects(await boxOf(toast), await boxOf(notice.locator('p'))))
      .toBe(false);
    await shot(page, 'toast-and-offline-notice-360');
  });
});

test.describe('reloaded with no connection (the service worker serves the page)', () => {
  // The other specs block service workers (playwright.config.ts): here a reload offline needs one.
  test.use({ serviceWorkers: 'allow' });

  test('Account waits for her session instead of sending her to Sign In, and opens once back; a session that ended counts as signed out at once: online, and as soon as the connection is back', async ({
    page,
    context,
  }) => {
    await signUpAndSignIn(page, 'offline-reload-account');
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 2, name: 'About your account' })).toBeVisible();
    await serviceWorkerReady(page);

    await reloadOffline(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: PAGE_OFFLINE })).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
    await shot(page, 'account-reload-offline-360');

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 2, name: 'About your account' })).toBeVisible();
    await expect(page.getByText(PAGE_OFFLINE)).toHaveCount(0);

    // Offline again, the page waits; meanwhile her session ends on the server (signed out
    // elsewhere).
    await reloadOffline(page);
    await expect(page.getByRole('status').filter({ hasText: PAGE_OFFLINE })).toBeVisible();
    const cookies = await context.cookies();
    const ended = await page.request.delete('/api/session', { headers: SAME_ORIGIN });
    expect(ended.ok()).toBe(true);
    await context.addCookies(cookies);
    // Back online, the session is read again and she is sent to sign in: no page of hers.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByRole('heading', { level: 2, name: 'About your account' })).toHaveCount(
      0,
    );

    // Online, a session that ended is signed out at once, with no wait.
    await signUpAndSignIn(page, 'online-reload-ended');
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 2, name: 'About your account' })).toBeVisible();
    const stillHers = await context.cookies();
    expect((await page.request.delete('/api/session', { headers: SAME_ORIGIN })).ok()).toBe(true);
    await context.addCookies(stillHers);
    await page.reload();
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByText(PAGE_OFFLINE)).toHaveCount(0);
  });

  test('Admin says she is offline instead of a load failure and loads once back; reloaded offline it waits for the session instead of saying Access Denied', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(LAPTOP);
    await signInAsAdmin(page);
    await page.setViewportSize(PHONE);
    await throughMenu(page, 'Admin Panel');
    await expect(page.getByRole('heading', { level: 2, name: 'Story Moderation' })).toBeVisible();
    await expect(page.getByText('Loading admin data...')).toHaveCount(0);

    // Gone offline with the page loaded, moving within the app.
    await context.setOffline(true);
    await throughMenu(page, 'Home');
    await expect(page).toHaveURL(/\/$/);
    await throughMenu(page, 'Admin Panel');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: ADMIN_OFFLINE })).toBeVisible();
    await expect(page.getByText(MESSAGES.adminLoadFailed)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await shot(page, 'admin-offline-360');
    await context.setOffline(false);
    await expect(page.getByText(ADMIN_OFFLINE)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Story Moderation' })).toBeVisible();
    await expect(page.getByText(MESSAGES.adminLoadFailed)).toHaveCount(0);

    // Reloaded with no connection.
    await serviceWorkerReady(page);
    await reloadOffline(page);
    await expect(page.getByRole('status').filter({ hasText: PAGE_OFFLINE })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
    await shot(page, 'admin-reload-offline-360');
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 2, name: 'Story Moderation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  });
});

test.describe('a deployment with no NGO listed yet', () => {
  // Its own server process, on a port of this spec's, with an empty database.
  const url = secondServer({
    port: E2E_PORT + 130,
    dataDirPrefix: 'sahas-no-ngos-',
    // No demo NGOs either: nothing is listed.
    env: () => ({ DEMO_DATA: 'off' }),
  });
  test.use({ baseURL: url });

  test('Resources says no NGO is listed yet, and a search that matches nothing keeps its text', async ({
    page,
  }) => {
    await page.goto('/resources');
    const directory = page.getByRole('region', { name: 'NGO directory' });
    await expect(directory.getByText(MESSAGES.noApprovedNgos)).toBeVisible();
    await expect(directory.getByText(MESSAGES.noNgosMatch)).toHaveCount(0);
    await directory.scrollIntoViewIfNeeded();
    await shot(page, 'resources-no-ngos-360');

    await directory.getByLabel('Search NGOs').fill('legal');
    await expect(directory.getByText(MESSAGES.noNgosMatch)).toBeVisible();
    await directory.getByLabel('Search NGOs').fill('');
    await expect(directory.getByText(MESSAGES.noApprovedNgos)).toBeVisible();
  });
});
