// The Account page in Hindi (issue 15, slice 5): a signed-in reader whose language is Hindi finds
// every part of her account in Hindi, takes her data away and signs out everywhere.
import { readFile } from 'node:fs/promises';
import { MY_DATA_FORMAT, type MyData } from '../../src/domain/my-data';
import { expect, test } from './fixtures';
import { signUpAndSignIn } from './session';
import { hindi } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';

/** The page's sections, in the order it shows them. */
const SECTIONS = [
  'About your account',
  'Download your data',
  'Change your password',
  'Sign out everywhere',
  'Delete your account',
];

test('a Hindi reader finds her account in Hindi, takes her data and signs out everywhere', async ({
  page,
  context,
}) => {
  await chooseLanguage(context, 'hi');
  await signUpAndSignIn(page, 'hindi-account');
  await page.goto('/account');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(
    page.getByRole('heading', { level: 1, name: hindi('account', 'Your account') }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    SECTIONS.map((heading) => hindi('account', heading)),
  );

  // Download my data: the button in Hindi, the file her own, its keys left in English.
  const downloaded = page.waitForEvent('download');
  await page
    .getByRole('region', { name: hindi('account', 'Download your data') })
    .getByRole('button', { name: hindi('account', 'Download my data') })
    .click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^sahas-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as MyData;
  expect(data.format).toBe(MY_DATA_FORMAT);
  await expect(
    page
      .getByRole('region', { name: hindi('account', 'About your account') })
      .getByText(data.profile.email),
  ).toBeVisible();

  // Sign out everywhere: Home, signed out, told so in Hindi.
  await page
    .getByRole('region', { name: hindi('account', 'Sign out everywhere') })
    .getByRole('button', { name: hindi('account', 'Sign out everywhere') })
    .click();
  await expect(page.getByText(hindi('messages', 'signedOutEverywhere'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page
      .getByRole('navigation', { name: hindi('shell', 'Main') })
      .getByRole('link', { name: hindi('shell', 'Sign In'), exact: true }),
  ).toBeVisible();
});
