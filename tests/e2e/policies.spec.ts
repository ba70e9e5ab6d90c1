// The Privacy Policy and Terms say what this deployment does. A browser signs in and chooses a
// language as she would; every cookie it then holds must be named in the policy she reads, and
// the policy's Account link must open the page where she downloads and deletes her data.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hindi, translation } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { chooseInLanguageMenu } from './language-menu';
import { shot } from './review-shots';
import { mainHeading, signedInAt } from './session';

function storageSection(page: Page, name = 'Cookies and browser storage') {
  return page.getByRole('region', { name });
}

test('every cookie the browser holds after sign-in and a language choice is named in the policy', async ({
  page,
  context,
}) => {
  await signedInAt(page, '/', 'policy-reader');
  await chooseInLanguageMenu(page, 'hi');

  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names.length).toBeGreaterThanOrEqual(2);

  await page.goto('/privacypolicy');
  const storage = storageSection(page, hindi('legal', 'Cookies and browser storage'));
  await expect(storage).toBeVisible();
  for (const name of names) {
    await expect(storage.locator('code').getByText(name, { exact: true })).toBeVisible();
  }

  await storage.scrollIntoViewIfNeeded();
  await shot(page, 'privacy-storage-hi-1280');

  // The Account link leads to the page that downloads and deletes her data.
  const rights = page.getByRole('region', { name: hindi('legal', 'Your rights and choices') });
  await rights.getByRole('link', { name: 'खाते के पेज' }).first().click();
  await expect(mainHeading(page, hindi('account', 'Your account'))).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const locale of ['en', 'hi'] as const) {
    test(`the policies read whole at 360 px (${locale})`, async ({ page, context }) => {
      if (locale === 'hi') await chooseLanguage(context, 'hi');
      const text = (id: string) => translation(locale, 'legal', id);
      await page.goto('/privacypolicy');
      const storage = storageSection(page, text('Cookies and browser storage'));
      await expect(storage.locator('code').getByText('nf_lang', { exact: true })).toBeVisible();
      await expect(storage).toContainText('better-auth.session_token');
      // Nothing wider than the phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await storage.scrollIntoViewIfNeeded();
      await shot(page, `privacy-storage-${locale}-360`);
      await page
        .getByRole('region', { name: text('Your rights and choices') })
        .scrollIntoViewIfNeeded();
      await shot(page, `privacy-rights-${locale}-360`);

      await page.goto('/termsandconditions');
      const ending = page.getByRole('region', { name: text('Ending your use') });
      await expect(ending.getByRole('link')).toHaveAttribute('href', '/account');
      await ending.scrollIntoViewIfNeeded();
      await shot(page, `terms-ending-${locale}-360`);
    });
  }
});
