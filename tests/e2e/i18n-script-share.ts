// How much of a page is written in her language's script: issue 39 asks that every static
// screen's text, user content aside, be at least 80% in it. The rest is what stays the same in
// every language (the brand, the names of the services the footer links to, an e-mail address).
import type { Page } from '@playwright/test';
import { textsIn } from './i18n-untranslated';
import { USER_CONTENT } from './i18n-user-content';

/** The share of the letters of `text` written in `script` (ISO 15924); 0 when it has none. */
export function shareInScript(text: string, script: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  const inScript = new RegExp(`^\\p{Script=${script}}$`, 'u');
  const count = letters.filter((letter) => inScript.test(letter)).length;
  return letters.length === 0 ? 0 : count / letters.length;
}

/**
 * The share in `script` of all the interface text of the page as it stands (the shell and its
 * main region, what is said to assistive technology, and the tab's title), user content aside.
 */
export async function pageShareInScript(page: Page, script: string): Promise<number> {
  const pieces = await textsIn(page, ['#root'], USER_CONTENT);
  const text = [...pieces.map((piece) => piece.text), await page.title()].join(' ');
  return shareInScript(text, script);
}
