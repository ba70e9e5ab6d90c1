// The accessibility scan every route goes through must itself catch what it is there to catch;
// and her signed-in pages pass it in every interface language.
import { LOCALES } from '../../src/i18n/locales';
import { blockingViolations } from './axe';
import { expect, test } from './fixtures';
import { translation } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { expectNoOverflow } from './i18n-overflow';
import { createStoryViaApi, mainHeading, signUpAndSignIn } from './session';

test('the axe scan reports serious violations and passes a clean page', async ({ page }) => {
  await page.setContent('<main><h1>Sahas</h1><button></button><img src="data:,"></main>');
  const found = await blockingViolations(page);
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^button-name: /),
      expect.stringMatching(/^image-alt: /),
    ]),
  );

  await page.setContent(
    '<html lang="en"><head><title>Sahas</title></head><body><main><h1>Sahas</h1><button>Share</button></main></body></html>',
  );
  expect(await blockingViolations(page)).toEqual([]);
});

// Her own pages, signed in, in every interface language, on a 360 px phone: the words of a
// language change a page's names and lengths (a label that wraps or runs off the screen, a name
// that no longer says what a control does).
const PASSPHRASE = 'Blue kite, 7 rivers!';

for (const locale of LOCALES) {
  test(`her signed-in pages fit 360 px and have no serious violation in ${locale}: Your Stories, her account, her notes as she locks them, a journal entry being written, her safety plan`, async ({
    page,
    context,
  }) => {
    test.slow();
    const say = (area: string, id: string) => translation(locale, area, id);
    const expectClean = async (where: string) => {
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectNoOverflow(page, `${where} in ${locale}`);
      expect(await blockingViolations(page), `${where} in ${locale}`).toEqual([]);
    };
    await page.setViewportSize({ width: 360, height: 800 });
    await signUpAndSignIn(page, `axe-signed-in-${locale}`);
    const title = `Checked by axe in ${locale}`;
    await createStoryViaApi(page, { title, content: 'A story of hers, so her list has one.' });
    await chooseLanguage(context, locale);

    await page.goto('/share-story');
    await expect(
      page
        .getByRole('region', { name: say('share-story', 'Your Stories') })
        .getByRole('article', { name: title }),
    ).toBeVisible();
    await expectClean('/share-story');

    await page.goto('/account');
    await expect(mainHeading(page, say('account', 'Your account'))).toBeVisible();
    await expectClean('/account');

    await page.goto('/journal');
    await expect(
      page.getByRole('heading', { name: say('notes', 'Choose a passphrase') }),
    ).toBeVisible();
    await page.getByLabel(say('notes', 'New passphrase')).fill(PASSPHRASE);
    await page.getByLabel(say('notes', 'Type the passphrase again')).fill(PASSPHRASE);
    await expectClean('choosing a passphrase');
    await page
      .getByRole('button', { name: say('notes', 'Lock my notes with this passphrase') })
      .click();
    await page.getByRole('button', { name: say('notes', 'Write an entry') }).click();
    await expect(page.getByLabel(say('notes', 'What happened'))).toBeVisible();
    await expectClean('/journal');

    await page.getByRole('link', { name: say('notes', 'Safety plan') }).click();
    await expect(page).toHaveURL(/\/safety-plan$/);
    await expect(
      page.getByRole('button', { name: say('notes', 'Save and continue') }),
    ).toBeVisible();
    await expectClean('/safety-plan');
  });
}
