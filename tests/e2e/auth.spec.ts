import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';
import { linkFromMail, uniqueEmail } from './outbox';
import {
  E2E_PASSWORD as PASSWORD,
  mainNav,
  resetPasswordByMail,
  signOut,
  signUp,
  sendCredentials,
} from './session';

// Refusals before anything is sent (an invalid e-mail, a weak password) are proved in jsdom:
// src/features/auth/sign-up.test.tsx.

/** Sends the Sign In form, whatever the answer (session.ts's signIn expects success). */
async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await sendCredentials(page, 'Sign In', email, password);
}

test('sign up, sign in with a browser-session cookie that survives a reload, verify from the mailed link, sign in and sign out; the address signing up again gets its owner a mail', async ({
  page,
}) => {
  const email = uniqueEmail('survivor');
  await signUp(page, email);

  // Signing in before verifying works, with the gentle warning.
  await page.locator('form').getByRole('button', { name: 'Sign In' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(MESSAGES.signInSucceeded)).toBeVisible();
  await expect(page.getByText(MESSAGES.verifyEmailWarning)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByText(/^Anonymous_[A-Za-z0-9]{8}$/)).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  // A shared or watched phone: closing the browser must end the session, so the sign-in cookie
  // is a browser-session cookie (no expiry date), and every cookie the app sets is one.
  const cookies = await page.context().cookies();
  const session = cookies.filter((cookie) => /session_token$/.test(cookie.name));
  expect(session).toHaveLength(1);
  expect(session[0]).toMatchObject({ expires: -1, httpOnly: true, sameSite: 'Lax' });
  expect(cookies.every((cookie) => cookie.expires === -1)).toBe(true);
  // It survives a reload.
  await page.reload();
  await expect(mainNav(page).getByText(/^Anonymous_[A-Za-z0-9]{8}$/)).toBeVisible();

  await signOut(page);
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();

  const link = await linkFromMail(email, /confirm your e-mail/i);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth/);
  await expect(
    page.getByText('Your email address is verified. You can sign in now.'),
  ).toBeVisible();

  await signIn(page, email);
  await expect(page.getByText(MESSAGES.signInSucceeded)).toBeVisible();
  await expect(page.getByText(MESSAGES.verifyEmailWarning)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // A signed-in user opening /auth is sent home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  // Signed out, the address signs up again like a new one; its owner gets a mail about it.
  await signOut(page);
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signUp(page, email, 'An0ther!pass');
  await linkFromMail(email, /someone tried to create an account/i);
});

test('reset a forgotten password from the mailed link; a wrong password and an unknown e-mail get the same message', async ({
  page,
}) => {
  const email = uniqueEmail('forgot');
  await signUp(page, email);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByText(MESSAGES.resetNeedsEmail)).toBeVisible();
  await resetPasswordByMail(page, email, 'N3w!password');

  // The old password and an unknown address get the same message, and what she typed stays.
  await signIn(page, email);
  await expect(page.getByText(MESSAGES.signInFailed)).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await signIn(page, uniqueEmail('nobody'));
  await expect(page.getByText(MESSAGES.signInFailed)).toBeVisible();
  await signIn(page, email, 'N3w!password');
  await expect(page.getByText(MESSAGES.signInSucceeded)).toBeVisible();
});
