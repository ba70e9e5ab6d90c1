// Untranslated text in a pseudo-locale: every piece of interface text in the translated parts of a
// page must come out of a catalogue, which in a pseudo-locale marks it.
import type { Page } from '@playwright/test';
import { BRAND } from '../../src/domain/brand';

export type PseudoLocale = 'en-XA' | 'ar-XB';

/**
 * How each pseudo-locale marks translated text (scripts/i18n-pseudo.mjs). en-XA accents every
 * letter and wraps a message in ⟦ ⟧: plain letters there are English unless they sit in a marked
 * message (an argument such as the brand). A message that an element splits (a link inside a
 * sentence) has ⟦ in its first text node and ⟧ in its last; the pieces between are accented, with
 * no plain letters to flag. ar-XB keeps the English letters but puts every run of text inside a
 * right-to-left override (U+202E … U+202C), each text node included.
 */
const MARKERS: Record<PseudoLocale, RegExp> = {
  'en-XA': /[⟦⟧]/,
  'ar-XB': /\u202E/,
};

/**
 * Words the same in every language, taken out of a text before it is judged: the brand, and the
 * names of the services the footer links to.
 */
const PROPER_NAMES = [BRAND.name, 'X (Twitter)', 'Instagram', 'Facebook'];
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const PHONE_OR_NUMBER = /\+?\d[\d\s-]*/g;
/** Two Latin letters: less (a lone "X", a unit) is not a sentence anyone has to translate. */
const WORDS = /[A-Za-z].*[A-Za-z]/s;

export interface PieceOfText {
  /** Where it was found: the element, or the attribute that holds it. */
  where: string;
  text: string;
}

/**
 * Every piece of interface text inside `roots` (CSS selectors), with what is said to assistive
 * technology: text nodes that are rendered (sr-only text included, `display: none` and
 * `visibility: hidden` left out), the attributes that name or describe an element, and the text
 * of what an element is described or labelled by (the Quick exit's description is `hidden`).
 *
 * Left out: anything inside `skip` (user content), and text in an element that declares a
 * language of its own (`lang`, other than the page's): the language switcher names each language
 * in its own script on purpose, so a reader finds hers whatever the page is in.
 */
export async function textsIn(
  page: Page,
  roots: readonly string[],
  skip: readonly string[],
): Promise<PieceOfText[]> {
  return page.evaluate(
    ({ roots, skip }) => {
      const pieces: { where: string; text: string }[] = [];
      const name = (element: Element) => {
        const id = element.id ? `#${element.id}` : '';
        return `<${element.tagName.toLowerCase()}${id}>`;
      };
      const skipped = (element: Element) =>
        (skip.length > 0 && element.closest(skip.join(',')) !== null) ||
        element.closest('[lang]') !== document.documentElement;
      const rendered = (element: Element) =>
        element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
      const ATTRIBUTES = ['aria-label', 'aria-roledescription', 'placeholder', 'alt', 'title'];

      for (const selector of roots) {
        const found = Array.from(document.querySelectorAll(selector));
        // A selector that finds nothing would pass any page: the list of areas is out of date.
        if (found.length === 0) throw new Error(`No element matches ${selector}`);
        for (const root of found) {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            const text = node.textContent ?? '';
            if (!parent || !text.trim() || skipped(parent) || !rendered(parent)) continue;
            pieces.push({ where: name(parent), text });
          }
          for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
            if (skipped(element)) continue;
            for (const attribute of ATTRIBUTES) {
              const value = element.getAttribute(attribute);
              if (value) pieces.push({ where: `${name(element)} ${attribute}`, text: value });
            }
            for (const relation of ['aria-describedby', 'aria-labelledby']) {
              for (const id of element.getAttribute(relation)?.split(/\s+/) ?? []) {
                const target = id ? document.getElementById(id) : null;
                if (target && !skipped(target) && target.textContent?.trim()) {
                  pieces.push({ where: `${name(element)} ${relation}`, text: target.textContent });
                }
              }
            }
          }
        }
      }
      return pieces;
    },
    { roots, skip },
  );
}

/**
 * The pieces that read as English in `locale`: two Latin letters or more, once the brand and the
 * services' names, e-mail addresses, numbers and `alsoSame` (text that stays as configured) are
 * taken out, and no mark of the pseudo-locale.
 */
export function untranslated(
  pieces: readonly PieceOfText[],
  locale: PseudoLocale,
  alsoSame: readonly string[] = [],
): string[] {
  return pieces
    .filter(({ text }) => {
      let rest = text;
      for (const same of [...PROPER_NAMES, ...alsoSame]) rest = rest.split(same).join(' ');
      rest = rest.replace(EMAIL, ' ').replace(PHONE_OR_NUMBER, ' ');
      return WORDS.test(rest) && !MARKERS[locale].test(text);
    })
    .map(({ where, text }) => `${where}: ${JSON.stringify(text.trim())}`);
}
