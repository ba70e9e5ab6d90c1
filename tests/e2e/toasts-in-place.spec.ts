import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/messages';
import { boxOf, intersects } from './boxes';
import { openDeleteAccountDialog } from './account-page';
import { expect, test } from './fixtures';
import { shotsInto } from './review-shots';
import { toastSaying } from './toast-locators';
import { sendCredentials, signUpAndSignIn, turnTo } from './session';
import { uniqueEmail } from './outbox';
import { expectUncovered } from './uncovered';

// Toasts that stay where they belong (never over the open menu or a dialog's heading) and only
// while what they say is true. A small Android phone, where both went wrong. A sign-in failure
// that goes with a reset mail or Sign Up is proved in src/features/auth/auth-errors-go.test.tsx.
test.use({ viewport: { width: 360, height: 740 } });

const shot = shotsInto(process.env.TOAST_SHOTS_DIR);

async function openAuth(page: Page) {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
}

test('a toast stands clear of the open menu', async ({ page }) => {
  await openAuth(page);
  // Forgot Password with no address: an error toast, under the header.
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const toast = toastSaying(page, MESSAGES.resetNeedsEmail);
  await expect(toast).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(menu).toBeVisible();
  await expect(toast).toBeVisible();
  await expect
    .poll(async () => intersects(await boxOf(toast), await boxOf(menu)), {
      message: 'the toast lies over the open menu',
    })
    .toBe(false);
  // Everything in the menu can be seen and tapped.
  for (const link of await menu.getByRole('link').all()) await expectUncovered(link);
  await shot(page, 'menu-and-toast');

  // The menu closed, the toast goes back under the header, where she looks for news.
  await toggle.click();
  await expect.poll(async () => (await boxOf(toast)).y).toBeLessThan(150);
});

test('an error toast in the Delete-account dialog leaves its heading in sight', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpAndSignIn(page, 'dialog-toast');
  // The download fails (a refusal from the server): its error toast is up as she opens the dialog.
  await page.route('**/api/account/data', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.goto('/account');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const toast = toastSaying(page, MESSAGES.dataDownloadFailed);
  await expect(toast).toBeVisible();

  const dialog = await openDeleteAccountDialog(page);
  // Drawn inside the dialog (the page behind is inert), and read out there.
  await expect(
    dialog.locator('[role="status"]').filter({ hasText: MESSAGES.dataDownloadFailed }),
  ).toBeVisible();
  const heading = dialog.getByRole('heading', { name: 'Delete your account?' });
  await expectUncovered(heading);
  expect(intersects(await boxOf(toast), await boxOf(heading))).toBe(false);
  // Nor does it lie over the field she is in.
  const password = dialog.getByLabel('Your password, to confirm');
  await expect(password).toBeFocused();
  expect(intersects(await boxOf(toast), await boxOf(password))).toBe(false);
  await shot(page, 'dialog-and-toast');
});

// That it goes once every rule is met, not before: src/features/auth/auth-errors-go.test.tsx.
test('a sign-up error goes as she goes back to Sign In', async ({ page }) => {
  await openAuth(page);
  await turnTo(page, 'Sign Up');
  await sendCredentials(page, 'Sign Up', uniqueEmail('weak-then-strong'), 'weak');
  const weak = toastSaying(page, MESSAGES.weakPassword);
  await expect(weak).toBeVisible();
  await turnTo(page, 'Sign In');
  await expect(weak).toHaveCount(0);
});
