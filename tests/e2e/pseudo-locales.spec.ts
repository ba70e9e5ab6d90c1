// Every route at 360 px in the two pseudo-locales (builds made with VITE_PSEUDO_LOCALES=1): en-XA
// shows untranslated text and layouts too tight for a longer language, ar-XB a layout that
// breaks right to left. See docs/i18n-design.md, "Pseudo-locales".
import type { Locator, Page } from '@playwright/test';
import { LIMITS } from '../../src/domain/limits';
import { blockingViolations } from './axe';
import { expect, test } from './fixtures';
import { PHONE } from './e2e-env';
import { expectNoOverflow } from './i18n-overflow';
import { chooseLanguage, seedHomeContent } from './i18n-seed';
import { ADMIN_EMAIL, createStoryViaApi, signInViaApi, signUpAndSignIn } from './session';
import { type PseudoLocale, textsIn, untranslated } from './i18n-untranslated';
import { USER_CONTENT } from './i18n-user-content';
import { ROUTE_HEADINGS } from './routes';

/** Every route's whole page is translated: the shell and everything inside <main>. */
const TRANSLATED = ['#root'];

/** English on purpose: user content, which the checks leave out by where it is. */
const SIGNED_IN_TITLE = 'A story of her own';

const PATHS = ['/', ...ROUTE_HEADINGS.map(({ path }) => path)];

/**
 * India's emergency numbers, the default, are labelled by the catalogue and must show
 * translated. A deployment's own numbers (VITE_EMERGENCY_NUMBERS, set when the build and these
 * tests run) have no labels in a pseudo-locale and show as configured: then the footer's own
 * phone links ("Police 112") say which labels to leave out, and nothing else is.
 */
async function emergencyLabels(page: Page): Promise<string[]> {
  if (!process.env.VITE_EMERGENCY_NUMBERS?.trim()) return [];
  const links = await page.getByRole('contentinfo').locator('li a[href^="tel:"]').allTextContents();
  return links.map((text) => text.replace(/\+?\d[\d\s-]*/g, ' ').trim()).filter(Boolean);
}

/** Fails on any text of the page, or its title, that is not in the pseudo-locale. */
async function expectAllTranslated(page: Page, locale: PseudoLocale) {
  const pieces = await textsIn(page, TRANSLATED, USER_CONTENT);
  pieces.push({ where: '<title>', text: await page.title() });
  expect(untranslated(pieces, locale, await emergencyLabels(page))).toEqual([]);
}

/** Opens the phone menu (its toggle is named in the pseudo-locale, so found by its state). */
async function openMenu(page: Page) {
  const toggle = page.getByRole('banner').locator('button[aria-expanded]');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test.use({ viewport: PHONE });

test.beforeAll(async () => {
  await seedHomeContent();
});

for (const locale of ['en-XA', 'ar-XB'] as const satisfies readonly PseudoLocale[]) {
  test.describe(locale, () => {
    test.beforeEach(async ({ context }) => {
      // What the switcher would keep; the server ignores a pseudo-locale and sends English,
      // which the script then renders afresh in it.
      await chooseLanguage(context, locale);
    });

    // A look at the page as the checks saw it, kept in the test's output folder: always with
    // E2E_SCREENSHOTS=1, otherwise when a check failed (full-page shots cost CI a second each).
    test.afterEach(async ({ page }, testInfo) => {
      const failed = testInfo.status !== testInfo.expectedStatus;
      if (!failed && process.env.E2E_SCREENSHOTS !== '1') return;
      const route = testInfo.title.slice(0, testInfo.title.indexOf(':'));
      const shot = testInfo.outputPath(`${locale}${route.replaceAll('/', '_')}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      await testInfo.attach('screenshot', { path: shot, contentType: 'image/png' });
    });

    test('signed in: her stories, editing one, her account, and the admin panel', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await signUpAndSignIn(page, `pseudo-${locale}`);
      const content = 'Written in English by a reader, shown as she wrote it.';
      const id = await createStoryViaApi(page, {
        title: SIGNED_IN_TITLE,
        content,
        tags: ['Recovery'],
      });
      /** Opens `path`, waits until `loaded`, and checks the page as it then is. */
      const check = async (path: string, loaded: () => Promise<void>) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await loaded();
        await expectNoOverflow(page, path);
        await expectAllTranslated(page, locale);
        if (locale === 'ar-XB') expect(await blockingViolations(page)).toEqual([]);
      };
      const views: [string, Locator][] = [
        ['/share-story', page.getByRole('article', { name: SIGNED_IN_TITLE })],
        [`/edit-story/${id}`, page.locator('main form textarea')],
        ['/account', page.locator('main dl dd.break-all').first()],
      ];
      for (const [path, loaded] of views) await check(path, () => expect(loaded).toBeVisible());

      await signInViaApi(page, ADMIN_EMAIL);
      await check('/admin', async () => {
        // Every section has loaded: the page's spinner is gone.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('main .page > [role="status"]')).toHaveCount(0);
      });
    });

    for (const path of PATHS) {
      test(`${path}: fits 360 px, every translated text marked${locale === 'ar-XB' ? ', right to left, axe clean' : ''}`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(
          page.locator('html'),
          'pseudo-locales come with a build made with VITE_PSEUDO_LOCALES=1',
        ).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Home's carousels load after the page: judged with their slides in place.
        await expect(page.locator('main .card[role="status"]')).toHaveCount(0);
        if (locale === 'ar-XB') {
          expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        }

        await expectNoOverflow(page, 'at the top');
        // Scrolled to the end: the footer, and Back to top, which appears only once scrolled.
        const scrolled = await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY;
        });
        if (scrolled > LIMITS.backToTopPx) {
          await expect(page.locator('#root > div > button')).toBeVisible();
        }
        await expectNoOverflow(page, 'scrolled to the end');
        // Every collapsed hub open, so its text and its layout are judged too.
        const closedHubs = page.locator('details:not([open]) > summary');
        while ((await closedHubs.count()) > 0) await closedHubs.first().click();
        await expectNoOverflow(page, 'with every hub open');
        await openMenu(page);
        await expectNoOverflow(page, 'with the menu open');

        await expectAllTranslated(page, locale);

        // The 360 px axe pass of every route (every-route.spec.ts checks them at 1280 px in English).
        if (locale === 'ar-XB') expect(await blockingViolations(page)).toEqual([]);
      });
    }
  });
}
