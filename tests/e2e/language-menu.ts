// The language menu in the navigation bar, as she uses it: its button, named in the page's
// language with the page's language ("भाषा: हिन्दी"), opens a menu of every language, each named
// in its own script. Every journey that changes language by hand goes through here.
import { expect, type Locator, type Page } from '@playwright/test';
import { LOCALE_NAMES, type RealLocale, SOURCE_LOCALE } from '../../src/i18n/locales';
import { translation } from './i18n-catalogue';

/** One message of the shell, in `locale`. */
const shell = (locale: RealLocale, id: string) => translation(locale, 'shell', id);

/** The menu's button on a page in `pageLocale`. */
export function languageButton(page: Page, pageLocale: RealLocale = SOURCE_LOCALE): Locator {
  return page.getByRole('navigation', { name: shell(pageLocale, 'Main') }).getByRole('button', {
    name: `${shell(pageLocale, 'Language')}: ${LOCALE_NAMES[pageLocale]}`,
    exact: true,
  });
}

/** The open menu on a page in `pageLocale`. */
export function languageMenu(page: Page, pageLocale: RealLocale = SOURCE_LOCALE): Locator {
  return page.getByRole('menu', { name: shell(pageLocale, 'Language') });
}

/** The menu's item for `locale`, named in its own script. */
export function languageItem(menu: Locator, locale: RealLocale): Locator {
  return menu.getByRole('menuitemradio', { name: LOCALE_NAMES[locale], exact: true });
}

/**
 * Chooses `to` in the menu of a page in `from` with the pointer, as she would (opening the phone
 * menu first where the bar is folded), and waits for the page to be in it.
 */
export async function chooseInLanguageMenu(
  page: Page,
  to: RealLocale,
  from: RealLocale = SOURCE_LOCALE,
): Promise<void> {
  const button = languageButton(page, from);
  const toggle = page.getByRole('button', { name: shell(from, 'Menu'), exact: true });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await button.click();
  await languageItem(languageMenu(page, from), to).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}
