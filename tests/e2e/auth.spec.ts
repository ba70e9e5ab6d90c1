import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COPY } from '../../src/domain/copy';
import { AUTH_COPY } from '../../src/domain/copy/auth';
import { MESSAGES } from '../../src/domain/messages';
import { linkFromMail, uniqueEmail } from './outbox';

const PASSWORD = 'Str0ng!pass';

function modeToggle(page: Page) {
  return page.getByRole('group', { name: AUTH_COPY.authModeLabel });
}

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByLabel(AUTH_COPY.emailLabel).fill(email);
  await page.getByLabel(AUTH_COPY.passwordLabel, { exact: true }).fill(password);
}

async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await modeToggle(page).getByRole('button', { name: AUTH_COPY.signUp }).click();
  await fillCredentials(page, email, password);
  await page.locator('form').getByRole('button', { name: AUTH_COPY.signUp }).click();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await fillCredentials(page, email, password);
  await page.locator('form').getByRole('button', { name: COPY.signIn }).click();
}

function navbar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test('sign up, verify from the mailed link, sign in and sign out', async ({ page }) => {
  const email = uniqueEmail('survivor');
  await signUp(page, email);
  await expect(page.getByText(MESSAGES.signUpSucceeded)).toBeVisible();

  // Signing in before verifying works, with the gentle warning.
  await page.locator('form').getByRole('button', { name: COPY.signIn }).waitFor();
  await page.getByLabel(AUTH_COPY.passwordLabel, { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: COPY.signIn }).click();
  await expect(page.getByText(MESSAGES.signInSucceeded)).toBeVisible();
  await expect(page.getByText(MESSAGES.verifyEmailWarning)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(navbar(page).getByText(/^Anonymous_[A-Za-z0-9]{8}$/)).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  await navbar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText(MESSAGES.signedOut)).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: COPY.signIn })).toBeVisible();

  const link = await linkFromMail(email, /confirm your e-mail/i);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByText(AUTH_COPY.emailVerified)).toBeVisible();

  await signIn(page, email);
  await expect(page.getByText(MESSAGES.signInSucceeded)).toBeVisible();
  await expect(page.getByText(MESSAGES.verifyEmailWarning)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // A signed-in user opening /auth is sent home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('reset a forgotten password from the mailed link', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await signUp(page, email);
  await expect(page.getByText(MESSAGES.signUpSucceeded)).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('button', { name: AUTH_COPY.forgotPassword }).click();
  await expect(page.getByText(MESSAGES.resetNeedsEmail)).toBeVisible();
  await page.getByLabel(AUTH_COPY.emailLabel).fill(email);
  await page.getByRole('button', { name: AUTH_COPY.forgotPassword }).click();
  await expect(page.getByText(MESSAGES.resetEmailSent)).toBeVisible();

  const link = await linkFromMail(email, /reset your password/i);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: AUTH_COPY.chooseNewPassword })).toBeVisible();
  await page.getByLabel(AUTH_COPY.newPasswordLabel, { exact: true }).fill('N3w!password');
  await page.getByRole('button', { name: AUTH_COPY.saveNewPassword }).click();
  await expect(page.getByText(AUTH_COPY.passwordChanged)).toBeVisible();

  await signIn(page, email);
  await expect(page.getByText(MESSAGES.signInFailed)).toBeVisible();
  await signIn(page, email, 'N3w!password');
  await expect(page.getByText(MESSAGES.signInSucceeded)).toBeVisible();
});

test('wrong password and unknown e-mail get the same message, and nothing is revealed', async ({
  page,
}) => {
  const email = uniqueEmail('known');
  await signUp(page, email);
  await expect(page.getByText(MESSAGES.signUpSucceeded)).toBeVisible();

  await signIn(page, email, 'Wr0ng!pass');
  await expect(page.getByText(MESSAGES.signInFailed)).toBeVisible();
  await expect(page.getByLabel(AUTH_COPY.emailLabel)).toHaveValue(email);

  await signIn(page, uniqueEmail('nobody'), 'Wr0ng!pass');
  await expect(page.getByText(MESSAGES.signInFailed)).toBeVisible();
});

test('an already-registered e-mail signs up like a new one; its owner gets a mail', async ({
  page,
}) => {
  const email = uniqueEmail('taken');
  await signUp(page, email);
  await expect(page.getByText(MESSAGES.signUpSucceeded)).toBeVisible();
  await page.reload();
  await signUp(page, email, 'An0ther!pass');
  await expect(page.getByText(MESSAGES.signUpSucceeded)).toBeVisible();
  await linkFromMail(email, /someone tried to create an account/i);
});

test('a weak password and an invalid e-mail are refused before anything is sent', async ({
  page,
}) => {
  await page.goto('/auth');
  await modeToggle(page).getByRole('button', { name: AUTH_COPY.signUp }).click();
  await fillCredentials(page, 'not-an-email', PASSWORD);
  await page.locator('form').getByRole('button', { name: AUTH_COPY.signUp }).click();
  await expect(page.getByText(MESSAGES.invalidEmail)).toBeVisible();

  await fillCredentials(page, uniqueEmail('weak'), 'password');
  await expect(page.getByText(/✗/).first()).toBeVisible();
  await page.locator('form').getByRole('button', { name: AUTH_COPY.signUp }).click();
  await expect(page.getByText(MESSAGES.weakPassword)).toBeVisible();
});
