// Issue 34, item 7 on the Firebase build: Resources keeps the public NGO directory she last saw,
// as a visitor sees it, and shows it, dated, with no connection. Firebase's SDK reads Firestore
// over its own channel, which no service worker sees (they are blocked here): the adapter keeps
// the copy itself, in the cache and shape the self-hosted server's worker uses. Quick exit takes
// it away.
import type { Page } from '@playwright/test';
import { QUICK_EXIT_DEFAULT_URL } from '../../src/domain/limits';
import { MESSAGES } from '../../src/domain/messages';
import { expect, test } from '../e2e/fixtures';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR, createAdmin, seedApprovedNgo } from './emulators';
import { keptDirectory } from '../e2e/kept-ngo-directory';

const NEUTRAL = new URL(QUICK_EXIT_DEFAULT_URL);
const PHONE = { width: 360, height: 740 };
const PASSWORD = 'Str0ng!pass';

test.use({ allowedHosts: [AUTH_EMULATOR, FIRESTORE_EMULATOR, NEUTRAL.host] });

async function throughMenu(page: Page, name: string) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menu', exact: true }).click();
  await header.getByRole('link', { name, exact: true }).click();
}

test('Resources keeps the directory a visitor sees, shows it offline with its date, and Quick exit takes it', async ({
  page,
  context,
}) => {
  const ngo = await seedApprovedNgo(`Firebase Sahayata ${Date.now()}`);
  const admin = `admin-${Date.now()}@sahas.test`;
  await createAdmin(admin, PASSWORD);

  // An admin reads the directory with its registration numbers; the copy kept is a visitor's.
  await page.goto('/auth');
  await page.getByLabel('Email address').fill(admin);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(MESSAGES.signInSucceeded)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.setViewportSize(PHONE);
  await throughMenu(page, 'Resources');
  const card = page.getByRole('article', { name: ngo.name });
  await expect(card).toContainText(ngo.registrationNumber);

  await expect
    .poll(async () => (await keptDirectory(page))?.ngos.map(({ name }) => name) ?? [])
    .toContain(ngo.name);
  const kept = await keptDirectory(page);
  expect(Number.isNaN(Date.parse(kept?.savedAt ?? ''))).toBe(false);
  const entry = kept?.ngos.find(({ name }) => name === ngo.name);
  expect(entry).toMatchObject({ id: ngo.id, registration_number: '', approved_by: '' });
  expect(JSON.stringify(kept)).not.toContain(ngo.registrationNumber);
  expect(JSON.stringify(kept)).not.toContain(ngo.approvedBy);

  // No connection: away and back within the app, and Resources shows the kept copy, dated.
  await context.setOffline(true);
  await throughMenu(page, 'Home');
  await expect(page).toHaveURL(/\/$/);
  await throughMenu(page, 'Resources');
  await expect(card).toBeVisible();
  const savedOn = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
  await expect(page.getByText(`Saved on ${savedOn}`)).toBeVisible();
  await expect(page.getByText(MESSAGES.ngosLoadFailed)).toHaveCount(0);
  await expect(card).not.toContainText(ngo.registrationNumber);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('firebase-resources-offline-360.png') });
  await context.setOffline(false);

  // Quick exit leaves nothing of it behind.
  await context.route(`${NEUTRAL.origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title>' }),
  );
  await page.getByRole('link', { name: 'Quick exit' }).click();
  await expect(page).toHaveURL(NEUTRAL.href);
  await page.goto('/favicon.svg', { waitUntil: 'commit' });
  await page.waitForLoadState();
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
});
