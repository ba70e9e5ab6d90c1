// Issue 34, item 7 for Account and Admin: with no connection they say she is offline (not that
// her account or the admin data "could not be loaded"), and load by themselves once she is back.
// She goes offline on a page already loaded and moves within the app, as on a phone losing its
// signal. (The file name ends in admin.spec.ts: it runs with the admin specs, after onboarding.)
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';
import { hindi } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { shotsInto } from './review-shots';
import { signInAsAdmin, signUpAndSignIn } from './session';

const PHONE = { width: 360, height: 740 };
const ACCOUNT_OFFLINE = 'You are offline. Your account will load when you are back online.';
const ADMIN_OFFLINE = 'You are offline. The moderation lists will load when you are back online.';
const shot = shotsInto(process.env.SHOTS_DIR);

/** Follows a link of the phone's menu, as she would (within the app: no page load). */
async function throughMenu(page: Page, name: string | RegExp, menu = 'Menu') {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: menu, exact: true }).click();
  await header.getByRole('link', { name, exact: typeof name === 'string' }).click();
}

test.use({ viewport: PHONE });

test('Account says she is offline, and shows her account once she is back online', async ({
  page,
  context,
}) => {
  await signUpAndSignIn(page, 'offline-account');
  await page.goto('/');
  await throughMenu(page, /\(Your account\)$/);
  await expect(page.getByRole('heading', { level: 2, name: 'About your account' })).toBeVisible();

  await context.setOffline(true);
  await throughMenu(page, 'Home');
  await expect(page).toHaveURL(/\/$/);
  await throughMenu(page, /\(Your account\)$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_OFFLINE })).toBeVisible();
  await expect(page.getByText(MESSAGES.accountLoadFailed)).toHaveCount(0);
  await expect(page.getByText(MESSAGES.serverUnreachable)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await shot(page, 'account-offline-360');

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 2, name: 'About your account' })).toBeVisible();
  await expect(page.getByText(ACCOUNT_OFFLINE)).toHaveCount(0);
});

test('Account offline in Hindi', async ({ page, context }) => {
  await chooseLanguage(context, 'hi');
  await signUpAndSignIn(page, 'offline-account-hi');
  await page.goto('/');
  const menu = hindi('shell', 'Menu');
  const account = new RegExp(`\\(${hindi('shell', 'Your account')}\\)$`);
  await throughMenu(page, account, menu);
  await expect(
    page.getByRole('heading', { level: 2, name: hindi('account', 'About your account') }),
  ).toBeVisible();
  await context.setOffline(true);
  await throughMenu(page, hindi('shell', 'Home'), menu);
  await throughMenu(page, account, menu);
  await expect(page.getByText(hindi('account', ACCOUNT_OFFLINE))).toBeVisible();
  await expect(page.getByText(hindi('messages', 'accountLoadFailed'))).toHaveCount(0);
  await shot(page, 'account-offline-hi-360');
});

test('Admin says she is offline instead of a load failure, and loads its lists once back online', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  await page.setViewportSize(PHONE);
  await throughMenu(page, 'Admin Panel');
  await expect(page.getByRole('heading', { level: 2, name: 'Story Moderation' })).toBeVisible();
  await expect(page.getByText('Loading admin data...')).toHaveCount(0);

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
});
