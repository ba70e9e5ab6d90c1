import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot } from './review-shots';
import { toast } from './story-form';
import { MESSAGES } from '../../src/domain/messages';
import { deleteAccountButton, downloadMyData } from './account-page';
import { blockingViolations } from './axe';
import { pageRunning, test as otherPortTest } from './other-port-site';
import { linkFromMail, uniqueEmail } from './outbox';
import { LAPTOP, PHONE } from './e2e-env';
import {
  createStoryWithPhoto,
  E2E_PASSWORD,
  mainNav,
  sendCredentials,
  signUpAndSignIn,
} from './session';

/** Tries to sign in and returns what the page says. */
async function signInAnswer(page: Page, email: string, password: string): Promise<string> {
  await page.goto('/auth');
  await sendCredentials(page, 'Sign In', email, password);
  const answer = page.locator('[role="status"][aria-live]').filter({ hasText: /\S/ }).first();
  await expect(answer).toBeVisible();
  return (await answer.innerText()).trim();
}

test('she takes her data away, then deletes her account and everything in it; on a phone the page passes axe and the delete dialog works by keyboard alone', async ({
  page,
}) => {
  const email = await signUpAndSignIn(page, 'account');
  const title = `Her own story ${Date.now()}`;
  const content = 'It happened on my way home. I am safe now.';
  const photo = await createStoryWithPhoto(page, { title, content });
  expect((await page.request.get(photo)).status()).toBe(200);
  await page.goto('/share-story');

  // Her pseudonym in the navigation leads to her account.
  await mainNav(page)
    .getByRole('link', { name: /^Anonymous_\w{8} \(Your account\)$/ })
    .click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'About your account' })).toBeVisible();
  const about = page.getByRole('region', { name: 'About your account' });
  await expect(about.getByText(email)).toBeVisible();
  await expect(about.getByText('Not confirmed yet')).toBeVisible();
  await about.getByRole('button', { name: 'Send the confirmation email again' }).click();
  await expect(toast(page, MESSAGES.verificationResent)).toBeVisible();
  await linkFromMail(email, /confirm your e-mail/i);
  await shot(page, 'account-desktop', { fullPage: true });

  // Download my data: a file of her own, named for the day, with her story and its photo.
  const data = await downloadMyData(page);
  expect(data.profile.email).toBe(email);
  const kept = data.stories.find((mine) => mine.title === title);
  expect(kept?.media_urls.some((url) => url.endsWith(new URL(photo, page.url()).pathname))).toBe(
    true,
  );
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

  // On a phone the page passes axe, and the delete dialog works by keyboard alone.
  await page.setViewportSize(PHONE);
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, 'account-360', { fullPage: true });

  // Enter opens it, the password field has the focus, Escape gives it back to Delete.
  await deleteAccountButton(page).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  const password = dialog.getByLabel('Your password, to confirm');
  await expect(password).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, 'delete-dialog-360');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(deleteAccountButton(page)).toBeFocused();

  // Again, typed and sent with Enter: a wrong password keeps her in the field to retype.
  await page.keyboard.press('Enter');
  await expect(password).toBeFocused();
  await page.keyboard.type('Wr0ng!pass');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.wrongPassword);
  await expect(password).toBeFocused();

  // Tab goes round the dialog's own controls, never to the page behind it.
  const reached = new Set<string>();
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const active = document.activeElement;
      return {
        inDialog: active?.closest('dialog') !== null,
        name: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
      };
    });
    expect(inside.inDialog).toBe(true);
    reached.add(inside.name);
  }
  expect([...reached]).toEqual(
    expect.arrayContaining(['Quick exit', 'Show password', 'Keep my account', 'Delete my account']),
  );
  await shot(page, 'delete-dialog-error-360');
  await page.keyboard.press('Escape');
  await expect(deleteAccountButton(page)).toBeFocused();
  await page.setViewportSize(LAPTOP);

  // The dialog says what goes; the Quick exit stays within reach above it.
  await deleteAccountButton(page).click();
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  const exit = dialog.getByRole('link', { name: 'Quick exit' });
  await expect(exit).toBeVisible();
  await exit.click({ trial: true });
  await expect(password).toBeFocused();
  await shot(page, 'delete-dialog-desktop');

  // A wrong password removes nothing.
  await password.fill('Wr0ng!pass');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.wrongPassword);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  expect((await page.request.get(photo)).status()).toBe(200);

  await password.fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, MESSAGES.accountDeleted)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();

  // Nothing of hers is left: not the story, not its photo, not the account.
  expect((await page.request.get(`/api/stories/${kept?.id ?? ''}`)).status()).toBe(404);
  expect((await page.request.get(photo)).status()).toBe(404);
  // Stories arrives rendered by the server from the same public list.
  const listed = await page.request.get('/api/stories');
  const { stories } = (await listed.json()) as { stories: { id: string }[] };
  expect(stories.map((listedStory) => listedStory.id)).not.toContain(kept?.id);
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);

  const neverRegistered = await signInAnswer(page, uniqueEmail('never-here'), E2E_PASSWORD);
  expect(await signInAnswer(page, email, E2E_PASSWORD)).toBe(neverRegistered);
});

// A page of another site or port that sends her browser to the export: her SameSite=Lax cookie
// rides along on a top-level navigation, and an attachment would land in her Downloads.
otherPortTest(
  'a page on another port that opens the export gets no file of hers',
  async ({ page, otherPort, baseURL }) => {
    otherPortTest.setTimeout(60_000);
    const email = await signUpAndSignIn(page, 'export-navigation');
    const exportUrl = `${new URL(baseURL ?? '').origin}/api/account/data`;
    // Whichever comes first: a file saved into her Downloads, or the server's answer.
    const outcome = Promise.race([
      page.waitForEvent('download').then(() => 'a download' as const),
      page.waitForResponse((response) => response.url() === exportUrl),
    ]);
    // The page leaves at once, so its own load never completes.
    await page.goto(
      otherPort.publish('/prize', pageRunning(`location = ${JSON.stringify(exportUrl)};`)),
      { waitUntil: 'commit' },
    );
    const first = await outcome;
    if (first === 'a download') throw new Error('Her data was saved into her Downloads');
    expect(await first.request().headerValue('cookie')).toMatch(/session_token=/);
    expect(first.status()).toBeGreaterThanOrEqual(400);
    expect(await first.headerValue('content-disposition')).toBeNull();
    expect(await first.text()).not.toContain(email);
  },
);
