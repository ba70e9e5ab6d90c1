// Ours, not Lingui's pseudoLocale: that takes one locale and only accents (no ⟦ ⟧, no lengthening, no right-to-left).
// Writes the pseudo-locale catalogues (npm run i18n:pseudo) from the English ones:
// - en-XA: accented, about 40% longer and wrapped in ⟦ ⟧, so untranslated text (no accents),
//   cut-off text (a missing ⟧) and layouts too tight for a longer language all show at a glance;
// - ar-XB: every run of text inside a right-to-left override, so with the locale's `rtl`
//   direction the page reads mirrored and any part of the layout that stays left to right stands
//   out.
// Only text changes: each message is parsed as ICU MessageFormat and rebuilt, so arguments,
// plural and select cases, `#` and Lingui's numbered tags (<0>…</0>, <1/>) keep their shape and
// the output passes the same check as a real translation. The output is gitignored.
//
// Usage: node scripts/i18n-pseudo.mjs [--dir src/locales]
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from '@messageformat/parser';
import PO from 'pofile';
import pseudolocale from 'pseudolocale';
import { englishText, PSEUDO_LOCALES, SOURCE_LOCALE } from './check-catalogues.mjs';

export const LENGTHEN = 0.4;
const OPEN = '⟦';
const CLOSE = '⟧';
const RLO = '\u202E';
const PDF = '\u202C';
const TAG = /(<\/?\d+\s*\/?>)/;

// pseudolocale leaves a few letters plain; a letter without an accent would look untranslated.
const EXTRA_ACCENTS = { V: 'Ṽ', v: 'ṽ', X: 'Ẍ', x: 'ẋ' };

/** Accented letters, same length: everything else (digits, punctuation, spaces) stays. */
export function accent(text) {
  const accented = pseudolocale(text, {
    prepend: '',
    append: '',
    // Its %token% syntax would leave text between two percent signs plain: no delimiter may match.
    startDelimiter: '\uFFFE',
    endDelimiter: '\uFFFF',
  });
  return accented.replace(/[VvXx]/g, (letter) => EXTRA_ACCENTS[letter]);
}

const FILLER = accent(' one two three four five six seven eight nine ten');

/** The text with words added to make it about 40% longer, as many languages run longer. */
export function lengthen(text) {
  const extra = Math.round(text.length * LENGTHEN);
  const filler = FILLER.repeat(Math.ceil(extra / FILLER.length)).slice(0, extra);
  return text + filler.trimEnd();
}

/** Splits off leading and trailing white space, which neither transform should touch. */
function trimmed(text, change) {
  const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
  return core ? lead + change(core) + trail : text;
}

const TEXT_TRANSFORMS = {
  'en-XA': (text) => trimmed(text, (core) => lengthen(accent(core))),
  'ar-XB': (text) => trimmed(text, (core) => RLO + core + PDF),
};

/**
 * ICU escaping for rebuilt text. From the first character that is syntax (`{`, `}`, and `#`
 * inside a plural) to the end, the text is quoted, with every `'` inside doubled. Before that, a
 * `'` is doubled only where it would start a quote: before `'`, `{`, `}`, `#` or the end (the next
 * token may be an argument). Outside a plural `#` is plain text and must not start a quote: the
 * parser would keep the quotes.
 */
export function escapeText(text, inPlural) {
  const first = text.search(inPlural ? /[{}#]/ : /[{}]/);
  const plain = first === -1 ? text : text.slice(0, first);
  const escaped = plain.replace(/'(?=['{}#]|$)/g, "''");
  return first === -1 ? escaped : `${escaped}'${text.slice(first).replaceAll("'", "''")}'`;
}

function renderContent(value, transform, inPlural) {
  const pieces = value.split(TAG).map((piece, index) => (index % 2 ? piece : transform(piece)));
  return escapeText(pieces.join(''), inPlural);
}

function render(tokens, transform, inPlural) {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return renderContent(token.value, transform, inPlural);
        case 'octothorpe':
          return '#';
        case 'argument':
          return `{${token.arg}}`;
        case 'function': {
          // A formatter's style (`short`, `::currency/INR`) is syntax, never text to change.
          const style = token.param ? `,${render(token.param, (text) => text, inPlural)}` : '';
          return `{${token.arg}, ${token.key}${style}}`;
        }
        default: {
          const inCases = inPlural || token.type !== 'select';
          const offset = token.pluralOffset ? `offset:${token.pluralOffset} ` : '';
          const cases = token.cases
            .map((c) => `${c.key} {${render(c.tokens, transform, inCases)}}`)
            .join(' ');
          return `{${token.arg}, ${token.type}, ${offset}${cases}}`;
        }
      }
    })
    .join('');
}

/** One English message in a pseudo-locale. Throws when the English is not valid ICU. */
export function pseudoMessage(message, locale) {
  const transform = TEXT_TRANSFORMS[locale];
  if (!transform) throw new Error(`not a pseudo-locale: ${locale}`);
  const body = render(parse(message), transform, false);
  // The brackets sit outside every ICU construct, so they are plain text and need no escaping.
  return locale === 'en-XA' ? `${OPEN}${body}${CLOSE}` : body;
}

/**
 * The pseudo-locale catalogue built from one English PO file: the same entries (ids, contexts,
 * comments, references), each msgstr the pseudo text. Obsolete entries are dropped. English that
 * is not ICU is copied as it is, and reported in `broken` (the catalogue check names it too).
 */
export function pseudoCatalogue(englishPo, locale) {
  const po = PO.parse(englishPo);
  const broken = [];
  // Only the headers the English file has (pofile adds empty standard ones), in its order.
  po.headers = Object.fromEntries(po.headerOrder.map((name) => [name, po.headers[name]]));
  po.headers.Language = locale;
  if (!po.headerOrder.includes('Language')) po.headerOrder.push('Language');
  po.items = po.items.filter((item) => !item.obsolete && !item.flags.obsolete);
  for (const item of po.items) {
    const english = englishText({
      msgid: item.msgid,
      msgstr: item.msgstr[0] ?? '',
      explicitId: item.extractedComments.includes('js-lingui-explicit-id'),
    });
    delete item.flags.fuzzy;
    if (english === null) {
      item.msgstr = [''];
      continue;
    }
    try {
      item.msgstr = [pseudoMessage(english, locale)];
    } catch {
      broken.push(item.msgid);
      item.msgstr = [english];
    }
  }
  return { text: po.toString(), messages: po.items.length, broken };
}

/**
 * Rewrites `<dir>/en-XA/*.po` and `<dir>/ar-XB/*.po` from `<dir>/en/*.po`, removing pseudo
 * catalogues whose English area no longer exists.
 */
export async function writePseudoCatalogues({ dir = 'src/locales' } = {}) {
  const names = (await readdir(path.join(dir, SOURCE_LOCALE))).filter((n) => n.endsWith('.po'));
  const written = [];
  for (const locale of PSEUDO_LOCALES) {
    const folder = path.join(dir, locale);
    await mkdir(folder, { recursive: true });
    for (const stale of (await readdir(folder)).filter((n) => n.endsWith('.po'))) {
      if (!names.includes(stale)) await rm(path.join(folder, stale));
    }
    let messages = 0;
    const broken = [];
    for (const name of names.sort()) {
      const english = await readFile(path.join(dir, SOURCE_LOCALE, name), 'utf8');
      const result = pseudoCatalogue(english, locale);
      await writeFile(path.join(folder, name), result.text);
      messages += result.messages;
      broken.push(...result.broken.map((id) => `${SOURCE_LOCALE}/${name}: "${id}"`));
    }
    written.push({ locale, files: names.length, messages, broken });
  }
  return written;
}

export async function main(argv = process.argv.slice(2), out = console) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { dir: { type: 'string' } } }));
  } catch (error) {
    out.error(`${String(error)}\nUsage: i18n-pseudo.mjs [--dir src/locales]`);
    return 2;
  }
  const dir = values.dir ?? 'src/locales';
  let written;
  try {
    written = await writePseudoCatalogues({ dir });
  } catch (error) {
    if (error.code !== 'ENOENT' || error.path !== path.join(dir, SOURCE_LOCALE)) throw error;
    out.error(`No English catalogues in ${error.path}: run npm run i18n:extract first.`);
    return 1;
  }
  for (const { locale, files, messages, broken } of written) {
    out.log(
      `${locale}: wrote ${files} file(s), ${messages} message(s) in ${path.join(dir, locale)}`,
    );
    for (const id of broken) out.error(`${id} is not valid ICU: copied unchanged`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
