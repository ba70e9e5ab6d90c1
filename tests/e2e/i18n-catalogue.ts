// The translations the browser must show, read from the committed catalogues
// (src/locales/<locale>/<area>.po): the tests follow the translators' wording instead of copying
// it, and fail if a message they rely on is missing or empty.
import { readFileSync } from 'node:fs';
import PO from 'pofile';

const LOCALES_DIR = new URL('../../src/locales/', import.meta.url);
const parsed = new Map<string, PO>();

function catalogue(locale: string, area: string): PO {
  const key = `${locale}/${area}`;
  let po = parsed.get(key);
  if (!po) {
    po = PO.parse(readFileSync(new URL(`${key}.po`, LOCALES_DIR), 'utf8'));
    parsed.set(key, po);
  }
  return po;
}

/**
 * One message of an area's catalogue. Its id is the English, or for `messages` (toasts and
 * errors) the key in src/domain/messages.ts.
 */
export function translation(locale: string, area: string, id: string): string {
  const item = catalogue(locale, area).items.find((entry) => entry.msgid === id && !entry.msgctxt);
  const text = item?.msgstr[0];
  if (!text) throw new Error(`src/locales/${locale}/${area}.po does not translate "${id}"`);
  return text;
}

/** The Hindi of one message. */
export function hindi(area: string, id: string): string {
  return translation('hi', area, id);
}

/** Devanagari, the script Hindi is written in. */
export const DEVANAGARI = /[\u0900-\u097F]/;
