// Signing up in Hindi (issue 15, slice 4): the form, the verification e-mail the server sends and
// the page its link opens are all in her language.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_OUTBOX_DIR } from './e2e-env';
import { expect, test } from './fixtures';
import { DEVANAGARI, hindi } from './i18n-catalogue';
import { linkFromMail, uniqueEmail } from './outbox';
import { E2E_PASSWORD } from './session';

test.use({ locale: 'hi-IN' });

/** The text of the newest mail to `to` in the outbox. */
async function mailTo(to: string): Promise<string> {
  for (const name of (await readdir(E2E_OUTBOX_DIR)).sort().reverse()) {
    const text = await readFile(join(E2E_OUTBOX_DIR, name), 'utf8');
    if (text.match(/^To: (.*)$/m)?.[1]?.trim() === to) return text;
  }
  throw new Error(`No mail to ${to}`);
}

function escaped(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

async function signInHere(page: Page, email: string) {
  await page.getByRole('textbox', { name: hindi('auth', 'Email address') }).fill(email);
  await page.getByLabel(hindi('auth', 'Password'), { exact: true }).fill(E2E_PASSWORD);
  await page
    .locator('form')
    .getByRole('button', { name: hindi('auth', 'Sign In') })
    .click();
  await expect(page.getByText(hindi('messages', 'signInSucceeded'))).toBeVisible();
}

test('a Hindi reader signs up, gets her verification e-mail in Hindi and follows it', async ({
  page,
}) => {
  const email = uniqueEmail('hindi-sign-up');
  await page.goto('/auth');
  await page
    .getByRole('group', { name: hindi('auth', 'Sign in or create an account') })
    .getByRole('button', { name: hindi('auth', 'Sign Up') })
    .click();
  await expect(page.getByText(hindi('forms', 'Your password needs:'))).toBeVisible();
  await page.getByRole('textbox', { name: hindi('auth', 'Email address') }).fill(email);
  await page.getByLabel(hindi('auth', 'Password'), { exact: true }).fill(E2E_PASSWORD);
  await expect(page.getByText(hindi('forms', 'Your password meets every rule.'))).toBeAttached();
  await page
    .locator('form')
    .getByRole('button', { name: hindi('auth', 'Sign Up') })
    .click();
  await expect(page.getByText(hindi('messages', 'signUpSucceeded'))).toBeVisible();

  // The mail is in Hindi, subject and body, and its link is whole on a line of its own.
  const link = await linkFromMail(email, escaped(hindi('mails', 'verifySubject')));
  const mail = await mailTo(email);
  expect(mail).toContain(hindi('mails', 'verifyBody').split('\n')[0]);
  expect(mail).toContain(`\n\n${link}\n\n`);
  expect(mail.split('\r\n\r\n')[1]).toMatch(DEVANAGARI);

  // Following it confirms the address; signed in and opening it again, she is offered the ways on.
  await page.goto(link);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: hindi('auth', 'Your email address is verified. You can sign in now.') }),
  ).toBeVisible();
  await signInHere(page, email);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: hindi('auth', 'Email address verified') }),
  ).toBeVisible();
  const next = page.getByRole('navigation', {
    name: hindi('auth', 'Where would you like to go next?'),
  });
  await expect(next.getByRole('link', { name: hindi('auth', 'Share your story') })).toBeVisible();
  await expect(next.getByRole('link', { name: hindi('auth', 'Read stories') })).toBeVisible();
});
