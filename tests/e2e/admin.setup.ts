import type { Page } from '@playwright/test';
import { expect, test as setup } from './fixtures';
import { linkFromMail } from './outbox';
import {
  ADMIN_EMAIL,
  adminLink,
  mainNav,
  newPage,
  resetPasswordByMail,
  signIn,
  signInAsAdmin,
  signUp,
} from './session';

async function sessionUser(page: Page) {
  const body = (await (await page.request.get('/api/session')).json()) as {
    user: { emailVerified: boolean; isAdmin: boolean } | null;
  };
  return body.user;
}

// Runs once before every spec (playwright.config.ts): setting the admin's password through the
// mailed link ends every session of the account, which would sign out admin pages of specs
// running in parallel if each did it.
setup(
  'a new admin signs up, confirms her address and sets her password from the mailed link',
  async ({ browser, page }) => {
    setup.setTimeout(90_000);
    // A password she chose at sign-up: anyone could have registered the address with it.
    const signUpPassword = 'F1rst!pass';
    await signUp(page, ADMIN_EMAIL, signUpPassword);
    await page.goto(await linkFromMail(ADMIN_EMAIL, /confirm your e-mail/i));
    await expect(
      page.getByText('Your email address is verified. You can sign in now.'),
    ).toBeVisible();

    // A verified address in ADMIN_EMAILS is not enough while the password is the sign-up one.
    const early = await newPage(browser);
    await signIn(early, ADMIN_EMAIL, signUpPassword);
    expect(await sessionUser(early)).toMatchObject({ emailVerified: true, isAdmin: false });
    // The navbar knows who is signed in (and whether an admin) once it offers Sign out.
    await expect(mainNav(early).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(adminLink(early)).toHaveCount(0);

    // What an operator tells a new admin to do: Forgot Password, then the link in the mail.
    await resetPasswordByMail(page, ADMIN_EMAIL);
    // Sessions opened with the old password end with it.
    expect(await sessionUser(early)).toBeNull();
    await early.context().close();

    await signInAsAdmin(page);
  },
);
