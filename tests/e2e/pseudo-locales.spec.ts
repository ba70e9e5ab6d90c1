// Every route at 360 px in the two pseudo-locales (builds made with VITE_PSEUDO_LOCALES=1): en-XA
// shows untranslated text and layouts too tight for a longer language, ar-XB a layout that
// breaks right to left. See docs/i18n-design.md, "Pseudo-locales".
import type { Page } from '@playwright/test';
import { LIMITS } from '../../src/domain/limits';
import { LANGUAGE_COOKIE } from '../../src/i18n/locales';
import { blockingViolations } from './axe';
import { expect, test } from './fixtures';
import { horizontalOverflow } from './i18n-overflow';
import { seedHomeContent } from './i18n-seed';
import { type PseudoLocale, textsIn, untranslated } from './i18n-untranslated';
import { ROUTE_HEADINGS } from './routes';

const NOT_FOUND = '/no-such-page';

/** The shell: everything the layout draws around <main> (skip link, Quick exit, bar, footer). */
const SHELL = ['#root > div > :not(main)'];

/**
 * What each route translates inside <main> so far; every route has the shell. A slice that
 * translates a page adds its main content here (docs/i18n-design.md, "Migration slices"):
 * - /stories: slice 2;
 * - /share-story and /edit-story (which sends a visitor to Sign In): slice 3;
 * - /auth, and the Sign In that /account sends a visitor to: slice 4 (the account page: 5);
 * - /PrivacyPolicy, /termsandconditions: slice 7 (About and FAQs, its other half, are in);
 * - /admin: slice 8.
 */
const TRANSLATED_MAIN: Record<string, readonly string[]> = {
  '/': ['main'],
  '/about': ['main'],
  '/resources': ['main'],
  '/faqs': ['main'],
  // The not-found page is the shell's own.
  [NOT_FOUND]: ['main'],
};

/**
 * User content inside translated areas, left in the language it was written in: on Home, a top
 * story's title, text and author's anonymous name, and a testimonial and its author's name.
 */
const USER_CONTENT = [
  '[aria-labelledby="top-stories-heading"] article h3',
  '[aria-labelledby="top-stories-heading"] article p.whitespace-pre-line',
  '[aria-labelledby="top-stories-heading"] article footer > span:first-child',
  '[aria-labelledby="testimonials-heading"] figure blockquote',
  '[aria-labelledby="testimonials-heading"] figure figcaption',
  // On Resources, each listed NGO's name, description, and phone and website as written.
  '[aria-labelledby="ngo-directory-heading"] article h3',
  '[aria-labelledby="ngo-directory-heading"] article p.whitespace-pre-line',
  '[aria-labelledby="ngo-directory-heading"] article span[dir="ltr"]',
];

const PATHS = ['/', ...ROUTE_HEADINGS.map(({ path }) => path)];

/**
 * The emergency numbers' labels come from the build's configuration (VITE_EMERGENCY_NUMBERS) and
 * show as configured, in no catalogue (docs/i18n-design.md: a label per language is future
 * work). They are read from the footer's own phone links ("National emergency 112"), so whatever
 * the build was given is left out, and nothing else.
 */
async function emergencyLabels(page: Page): Promise<string[]> {
  const links = await page.getByRole('contentinfo').locator('li a[href^="tel:"]').allTextContents();
  return links.map((text) => text.replace(/\+?\d[\d\s-]*/g, ' ').trim()).filter(Boolean);
}

/** Opens the phone menu (its toggle is named in the pseudo-locale, so found by its state). */
async function openMenu(page: Page) {
  const toggle = page.getByRole('banner').locator('button[aria-expanded]');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

async function expectNoOverflow(page: Page, state: string) {
  const overflow = await horizontalOverflow(page);
  expect(overflow.documentExcess, `${state}: the page scrolls sideways`).toBe(0);
  expect(overflow.elements, `${state}: drawn past the edge of the screen`).toEqual([]);
}

test.use({ viewport: { width: 360, height: 740 } });

test.beforeAll(async () => {
  await seedHomeContent();
});

for (const locale of ['en-XA', 'ar-XB'] as const satisfies readonly PseudoLocale[]) {
  test.describe(locale, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      // What the switcher would keep; the server ignores a pseudo-locale and sends English,
      // which the script then renders afresh in it.
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: locale, url: baseURL ?? '' }]);
    });

    for (const path of PATHS) {
      test(`${path}: fits 360 px, every translated text marked${locale === 'ar-XB' ? ', right to left, axe clean' : ''}`, async ({
        page,
      }, testInfo) => {
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
        await openMenu(page);
        await expectNoOverflow(page, 'with the menu open');

        const roots = [...SHELL, ...(TRANSLATED_MAIN[path] ?? [])];
        const pieces = await textsIn(page, roots, USER_CONTENT);
        pieces.push({ where: '<title>', text: await page.title() });
        expect(untranslated(pieces, locale, await emergencyLabels(page))).toEqual([]);

        // Kept in the test's output folder, for a look at the page as the checks saw it.
        const shot = testInfo.outputPath(`${locale}${path.replaceAll('/', '_')}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        await testInfo.attach('screenshot', { path: shot, contentType: 'image/png' });
        if (locale === 'ar-XB') expect(await blockingViolations(page)).toEqual([]);
      });
    }
  });
}
