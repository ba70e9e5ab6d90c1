// The interface in Hindi (issue 15, slice 1: the shell and Home): how a reader gets her language,
// changes it and leaves it behind. See docs/i18n-design.md, "Choosing and keeping the language".
import type { BrowserContext, Page } from '@playwright/test';
import { BRAND } from '../../src/domain/brand';
import { MESSAGES } from '../../src/domain/messages';
import { LANGUAGE_COOKIE } from '../../src/i18n/locales';
import { signInPath } from '../../src/lib/return-path';
import { blockingViolations } from './axe';
import { HERO_PHRASES, NAV_LINKS } from './english-text';
import { expect, test } from './fixtures';
import { shot } from './review-shots';
import { DEVANAGARI, hindi } from './i18n-catalogue';
import { chooseInLanguageMenu, languageButton, languageItem, languageMenu } from './language-menu';
import { NEUTRAL, serveSites } from './outside-sites';
import { delayRequests } from './page-requests';
import { mainNav, signedInAt } from './session';

const NOT_FOUND = '/no-such-page';

async function savedLanguage(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value;
}

/** Home sent in Hindi from its first byte: so its header, its <html> and its hero say. */
async function expectHindiHome(
  answer: { headers(): Record<string, string>; text(): Promise<string> } | null,
) {
  expect(answer?.headers()['content-language']).toBe('hi');
  const html = (await answer?.text()) ?? '';
  expect(html).toMatch(/<html lang="hi"/);
  expect(html).toContain(hindi('home', HERO_PHRASES[0]));
  expect(html).not.toContain(HERO_PHRASES[0]);
}

/** Every link of the main navigation is there, named in Hindi. */
async function expectHindiNavigation(page: Page) {
  const nav = page.getByRole('navigation', { name: hindi('shell', 'Main') });
  for (const { label } of NAV_LINKS) {
    await expect(nav.getByRole('link', { name: hindi('shell', label), exact: true })).toBeVisible();
  }
}

test.describe('a browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('gets Home in Hindi from the server on her first visit, nothing is stored, the tab is named in Hindi, and Home and the not-found page pass axe at 1280 px', async ({
    page,
    request,
    context,
  }) => {
    await expectHindiHome(
      await request.get('/', { headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' } }),
    );

    // The browser's own request (Accept-Language from its locale) gets the same page.
    const navigation = await page.goto('/');
    expect(navigation?.headers()['content-language']).toBe('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expectHindiNavigation(page);
    // The language menu's button names the page's language, in Hindi.
    await expect(languageButton(page, 'hi')).toBeVisible();
    // Only a choice made in the switcher is kept; a language merely detected never is.
    expect(await savedLanguage(context)).toBeUndefined();
    expect(await blockingViolations(page)).toEqual([]);

    // The tab is named in Hindi, on arrival and after moving within the app.
    await page.goto('/stories');
    await expect(page).toHaveTitle(`${hindi('shell', 'Stories')} · ${BRAND.name}`);
    expect(await page.title()).toMatch(DEVANAGARI);
    await page
      .getByRole('navigation', { name: hindi('shell', 'Main') })
      .getByRole('link', { name: hindi('shell', 'About'), exact: true })
      .click();
    await expect(page).toHaveTitle(`${hindi('shell', 'About')} · ${BRAND.name}`);

    const notFound = await page.goto(NOT_FOUND);
    expect(notFound?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      hindi('shell', 'Page not found'),
    );
    expect(await blockingViolations(page)).toEqual([]);
  });

  // Every route in Hindi at 360 px, with axe: reader-in-her-language.spec.ts, which also checks
  // that each fits the screen and is in Devanagari.

  test('Home at 360 px draws Devanagari, not boxes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // One steady hero line instead of a rotating one.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(hindi('home', HERO_PHRASES[0]));
    await shot(page, 'home-hi-360', { fullPage: true });

    // Without a Devanagari font every letter falls back to the same empty box (.notdef), as does
    // a code point no font has: the line would measure exactly as wide as that many boxes.
    const widths = await heading.evaluate((element) => {
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = element.textContent ?? '';
      const boxes = [...text].map((c) => (/\s/.test(c) ? c : '\u{10FFFD}')).join('');
      return { text: context.measureText(text).width, boxes: context.measureText(boxes).width };
    });
    expect(widths.text).toBeGreaterThan(0);
    expect(Math.abs(widths.text - widths.boxes)).toBeGreaterThan(1);
  });

  test('Share tells a visitor in Hindi why she will need to sign in, also when the code of a page arrives before the text of her language', async ({
    page,
  }) => {
    // A toast-and-error message shown on a first screen: the prerendered page has it, and the
    // script's first render must agree (the fixtures fail the test on a hydration mismatch), even
    // on a slow connection where the toasts' catalogue (fetched once the shell's is in) is late.
    await delayRequests(page, '**/assets/messages-*.js', 1500);
    await page.goto('/share-story');
    await expect(page.getByText(hindi('messages', 'shareSignInRequired'))).toBeVisible();
    await expect(page.getByText('shareSignInRequired')).toHaveCount(0);
    await page.unrouteAll();

    // A page whose code arrives before the text of her language still opens, in Hindi: the
    // shell's catalogue (fetched beside the page's code) comes last.
    await delayRequests(page, '**/assets/shell-*.js', 1500);
    // Sent to sign in from Share: the page says why, in her language. (Not waiting for the page
    // to be taken over: what is on screen says more than a timeout when it never is.)
    await page.goto(signInPath('/share-story'), { waitUntil: 'commit' });
    await expect(page.getByText(hindi('messages', 'shareSignInRequired'))).toBeVisible({
      timeout: 10_000,
    });
    await expect(
      page.getByRole('heading', { name: hindi('shell', 'Something went wrong') }),
    ).toHaveCount(0);
  });
});

test.describe('the language menu', () => {
  // The neutral site of the Quick exit is served here: no test leaves loopback.
  test.use({ allowedHosts: [NEUTRAL.host] });

  test('turns an English page into Hindi in place, and the server remembers it; works from the keyboard alone, focus back on its button; closes on Escape and on a click outside; her choice is gone after a Quick exit', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByLabel('Your e-mail').fill('reader@example.org');

    const button = languageButton(page, 'en');
    await expect(button).not.toHaveAttribute('aria-expanded');
    await button.click();
    const menu = languageMenu(page, 'en');
    await expect(languageItem(menu, 'en')).toHaveAttribute('aria-checked', 'true');
    await expect(languageItem(menu, 'hi')).toHaveAttribute('lang', 'hi');
    // A click outside closes it, changing nothing.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();

    await chooseInLanguageMenu(page, 'hi');
    await expectHindiNavigation(page);
    await expect(languageButton(page, 'hi')).toBeFocused();
    await languageButton(page, 'hi').click();
    await expect(languageItem(languageMenu(page, 'hi'), 'hi')).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(languageMenu(page, 'hi')).toBeHidden();
    await expect(languageButton(page, 'hi')).toBeFocused();
    // Changed in place: what she had typed is still there.
    await expect(page.getByLabel(hindi('shell', 'Your e-mail'))).toHaveValue('reader@example.org');
    expect(await savedLanguage(context)).toBe('hi');

    // The next page load is Hindi from its first byte: no English flash before the script runs.
    await expectHindiHome(await page.reload());
    await expectHindiNavigation(page);

    await chooseInLanguageMenu(page, 'en', 'hi');
    await expect(mainNav(page).getByRole('link', { name: 'Stories', exact: true })).toBeVisible();
    expect(await savedLanguage(context)).toBe('en');
    const back = await page.reload();
    expect(back?.headers()['content-language']).toBe('en');
    expect((await back?.text()) ?? '').toMatch(/<html lang="en"/);

    // From the keyboard alone: Tab to its button, Arrow Down opens it on her language, Arrow
    // Down again and Enter choose Hindi, and focus is back on the button.
    const toMenu = languageButton(page, 'en');
    for (
      let tabs = 0;
      tabs < 30 && !(await toMenu.evaluate((b) => b === document.activeElement));
      tabs += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(toMenu).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(languageItem(languageMenu(page, 'en'), 'en')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(languageItem(languageMenu(page, 'en'), 'hi')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(languageButton(page, 'hi')).toBeFocused();
    // Space opens it too, Home goes to English, Space chooses it.
    await page.keyboard.press('Space');
    await expect(languageItem(languageMenu(page, 'hi'), 'hi')).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(languageButton(page, 'en')).toBeFocused();
    expect(await savedLanguage(context)).toBe('en');
    // Tab leaves an open menu for what follows it, closing it.
    await page.keyboard.press('Enter');
    await expect(languageMenu(page, 'en')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(languageMenu(page, 'en')).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe(
      'menuitemradio',
    );
    await expect(toMenu).not.toBeFocused();

    // Her choice is gone after a Quick exit.
    await serveSites(context);
    await chooseInLanguageMenu(page, 'hi');
    expect(await savedLanguage(context)).toBe('hi');
    await page.getByRole('link', { name: hindi('shell', 'Quick exit') }).click();
    await expect(page).toHaveURL(NEUTRAL.href);
    expect(await savedLanguage(context)).toBeUndefined();
    // Her browser speaks English: Sahas opened again is in English.
    const again = await page.goto('/');
    expect(again?.headers()['content-language']).toBe('en');
  });

  test('is in the phone menu at 360 px, where Escape closes the language menu and leaves the phone menu open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const button = languageButton(page, 'en');
    await expect(button).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(button).toBeVisible();
    await button.click();
    const menu = languageMenu(page, 'en');
    await expect(languageItem(menu, 'en')).toHaveAttribute('aria-checked', 'true');
    // The whole list is on the screen, within the phone menu: never over Quick exit.
    const list = await menu.boundingBox();
    const quickExit = await page.getByRole('link', { name: 'Quick exit' }).boundingBox();
    expect((list?.y ?? 0) + (list?.height ?? 0)).toBeLessThanOrEqual(quickExit?.y ?? 0);
    for (const item of await menu.getByRole('menuitemradio').all())
      await expect(item).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeVisible();
    await expect(button).toBeFocused();

    await chooseInLanguageMenu(page, 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(HERO_PHRASES.map((phrase) => hindi('home', phrase)).join('|')),
    );
    await expectHindiNavigation(page);
  });
});

test('after switching, toasts are in Hindi and Sign Out keeps her language', async ({
  page,
  context,
}) => {
  await signedInAt(page, '/', 'languages-toast');
  const review = page.getByLabel('Your experience with Sahas');
  await review.fill('Half a sentence');
  await chooseInLanguageMenu(page, 'hi');
  await expect(page.getByLabel(hindi('home', 'Your experience with Sahas'))).toHaveValue(
    'Half a sentence',
  );

  await page
    .getByRole('banner')
    .getByRole('button', { name: hindi('shell', 'Sign Out') })
    .click();
  await expect(page.getByText(hindi('messages', 'signedOut'))).toBeVisible();
  await expect(page.getByText(MESSAGES.signedOut)).toHaveCount(0);
  // A language is not a sign of an account.
  expect(await savedLanguage(context)).toBe('hi');
});
