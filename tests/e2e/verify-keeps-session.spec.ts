// Issue 34, item 6: signed in but not yet verified, she opens the link in her mail in the same
// browser and stays signed in, on the page the link leads to; a browser signed in before the
// address was confirmed (whoever it was) is signed out.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot } from './review-shots';
import { APP_ORIGIN, LAPTOP, PHONE } from './e2e-env';
import { linkFromMail, uniqueEmail } from './outbox';
import { mainNav, signIn, signUpAndSignInOnScreen, sendCredentials, submitSignUp } from './session';
import { MESSAGES } from '../../src/domain/messages';

/** Her pseudonym and Sign Out in the header, behind the menu on a phone. */
async function expectSignedInOnPhone(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menu' }).click();
  await expect(header.getByText(/^Anonymous_[A-Za-z0-9]{8}$/)).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await header.getByRole('button', { name: 'Menu' }).click();
}

test.use({ viewport: PHONE });

test('the verification link keeps her signed in where she opens it, and signs out the others', async ({
  page,
  browser,
}) => {
  const email = await signUpAndSignInOnScreen(page, 'verify-keeps');

  const otherBrowser = await browser.newContext({ baseURL: APP_ORIGIN, viewport: LAPTOP });
  const other = await otherBrowser.newPage();
  await signIn(other, email);

  await page.goto(await linkFromMail(email, /confirm your e-mail/i));

  const verified = page.getByRole('heading', { level: 1, name: 'Email address verified' });
  await expect(verified).toBeVisible();
  await expect(
    page.getByText('Thank you. Your email address is verified, and you are signed in.'),
  ).toBeVisible();
  await expect(page.getByText('You can sign in now.')).toHaveCount(0);
  await expectSignedInOnPhone(page);
  await shot(page, 'verified-360', { fullPage: true });

  // Where the link's page offers to go next, signed in.
  await page
    .getByRole('navigation', { name: 'Where would you like to go next?' })
    .getByRole('link', { name: 'Share your story' })
    .click();
  await expect(page).toHaveURL(onShareStory);
  await expect(page.getByLabel('Title')).toBeVisible();
  await page.reload();
  await expectSignedInOnPhone(page);
  await page.setViewportSize(LAPTOP);
  await page.goto('/auth?verified=1');
  await expect(verified).toBeVisible();
  await shot(page, 'verified-1280');

  // The browser signed in before the address was confirmed is signed out.
  await other.reload();
  await expect(mainNav(other).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await other.goto('/auth?verified=1');
  await shot(other, 'other-browser-1280');
  await otherBrowser.close();
});

// By its path: '/auth?next=/share-story' ends with '/share-story' too, and matching it let the
// test go on before the sign-in had landed.
const onShareStory = (url: URL) => url.pathname === '/share-story';

test('signed up from the page that asked her to, the link brings her back there, signed in', async ({
  page,
}) => {
  const email = uniqueEmail('verify-goes-on');
  await page.goto('/auth?next=/share-story');
  await submitSignUp(page, email);
  await sendCredentials(page, 'Sign In', email);
  await expect(page).toHaveURL(onShareStory);

  await page.goto(await linkFromMail(email, /confirm your e-mail/i));
  await expect(page).toHaveURL(onShareStory);
  await expect(page.getByText(MESSAGES.emailVerifiedSignedIn)).toBeVisible();
  await expect(page.getByLabel('Title')).toBeVisible();
  await expectSignedInOnPhone(page);
});
