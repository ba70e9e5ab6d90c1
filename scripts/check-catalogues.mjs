// The catalogue check (npm run i18n:check): every translated catalogue must hold exactly the
// English catalogue's messages, each translated, valid ICU MessageFormat, and using the same
// arguments, selectors and tags as the English. A wrong placeholder name renders as a blank or
// crashes a plural, and nobody reading Hindi on a phone would report it, so the build refuses.
//
// Usage: node scripts/check-catalogues.mjs [--dir src/locales] [--locales hi,ta]
// Plain Node ESM so it runs in CI and on a translator's machine without a TypeScript runtime.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from '@messageformat/parser';
import PO from 'pofile';

// Mirrors src/i18n/locales.ts (a test keeps them equal): this file cannot import TypeScript.
export const SOURCE_LOCALE = 'en';
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'];

// Lingui's PO format marks a message whose msgid is a hand-written id rather than the English.
const EXPLICIT_ID_FLAG = 'js-lingui-explicit-id';
// Lingui's numbered JSX placeholders: <0>, </0> and <0/>. They are plain text to ICU.
const TAG = /<\/?\d+\s*\/?>/g;

/** The message's key inside one catalogue: gettext's context separator, then the msgid. */
function keyOf(item) {
  return `${item.msgctxt ?? ''}\u0004${item.msgid}`;
}

/** How a problem line names a message: its msgid (shortened), and its context when it has one. */
export function label(entry) {
  const flat = entry.msgid.replace(/\n/g, '\\n');
  const short = flat.length > 100 ? `${flat.slice(0, 99)}…` : flat;
  return entry.msgctxt ? `"${short}" (context "${entry.msgctxt}")` : `"${short}"`;
}

/**
 * Parses PO text into its live messages, keyed by context and msgid. Obsolete entries (`#~`)
 * are skipped: Lingui never loads them. A key that appears twice is listed in `duplicates`.
 */
export function parseCatalogue(text) {
  const entries = new Map();
  const duplicates = [];
  for (const item of PO.parse(text).items) {
    if (item.obsolete || item.flags.obsolete) continue;
    const entry = {
      msgid: item.msgid,
      msgctxt: item.msgctxt ?? null,
      msgstr: item.msgstr[0] ?? '',
      explicitId: item.extractedComments.includes(EXPLICIT_ID_FLAG),
      fuzzy: Boolean(item.flags.fuzzy),
    };
    const key = keyOf(item);
    if (entries.has(key)) duplicates.push(entry);
    else entries.set(key, entry);
  }
  return { entries, duplicates };
}

/**
 * The English a message shows: the English catalogue's msgstr, which Lingui displays, else the
 * msgid when Lingui generated the id from the English. Null for an explicit id with no text.
 */
export function englishText(entry) {
  if (entry.msgstr.trim() !== '') return entry.msgstr;
  return entry.explicitId ? null : entry.msgid;
}

/**
 * What a message must keep in every language: its arguments (`{name}`; `{n, plural}` for a
 * selector), its Lingui tags, and per selector whether it has an `other` case, the case keys
 * and any key given twice. Throws the parser's error when the text is not ICU MessageFormat.
 */
export function messageShape(message) {
  const shape = { args: new Set(), tags: new Set(), selectors: [] };
  visit(parse(message), shape);
  return shape;
}

function visit(tokens, shape) {
  for (const token of tokens) {
    if (token.type === 'content') {
      for (const tag of token.value.match(TAG) ?? []) shape.tags.add(tag.replace(/\s/g, ''));
    } else if (token.type === 'argument' || token.type === 'function') {
      // A formatter such as `{n, number}` may be dropped or changed by a translator: only the
      // name has to survive, so the value still reaches the sentence.
      shape.args.add(`{${token.arg}}`);
    } else if (token.type !== 'octothorpe') {
      shape.args.add(`{${token.arg}, ${token.type}}`);
      const keys = token.cases.map((c) => c.key);
      shape.selectors.push({ arg: token.arg, type: token.type, keys });
      for (const c of token.cases) visit(c.tokens, shape);
    }
  }
}

function difference(a, b) {
  return [...a].filter((item) => !b.has(item)).sort();
}

/** "{a}, {b}" or "(none)". */
function list(items) {
  return items.length ? items.join(', ') : '(none)';
}

function pluralCategories(locale, type) {
  // A pseudo-locale's text is English, so its plural cases are English's (Arabic, which ar-XB
  // names, has no ordinal "one").
  const rulesLocale = PSEUDO_LOCALES.includes(locale) ? SOURCE_LOCALE : locale;
  const rules = new Intl.PluralRules(rulesLocale, {
    type: type === 'selectordinal' ? 'ordinal' : 'cardinal',
  });
  return new Set(rules.resolvedOptions().pluralCategories);
}

/**
 * The problems of one translation against its English, as text after the message's label
 * (`has placeholders {maximum} instead of {max}`). Empty when the translation is sound.
 */
export function compareTranslation(english, translation, locale) {
  let target;
  try {
    target = messageShape(translation);
  } catch (error) {
    return [`does not parse as ICU MessageFormat: ${firstLine(error)}`];
  }
  const source = messageShape(english);
  const problems = [];
  const extraArgs = difference(target.args, source.args);
  const lostArgs = difference(source.args, target.args);
  if (extraArgs.length || lostArgs.length) {
    problems.push(`has placeholders ${list(extraArgs)} instead of ${list(lostArgs)}`);
  }
  const extraTags = difference(target.tags, source.tags);
  const lostTags = difference(source.tags, target.tags);
  if (extraTags.length || lostTags.length) {
    problems.push(`has tags ${list(extraTags)} instead of ${list(lostTags)}`);
  }
  problems.push(...selectorProblems(target.selectors, locale));
  return problems;
}

/** Selector cases that break at run time: no `other`, a key twice, a plural form the language lacks. */
function selectorProblems(selectors, locale) {
  const problems = [];
  for (const { arg, type, keys } of selectors) {
    const name = `{${arg}, ${type}}`;
    if (!keys.includes('other')) problems.push(`has ${name} without an "other" case`);
    const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
    if (twice.length) problems.push(`has ${name} with the case ${list([...new Set(twice)])} twice`);
    if (type === 'select') continue;
    const known = pluralCategories(locale, type);
    const unused = keys.filter((key) => !key.startsWith('=') && !known.has(key));
    if (unused.length) {
      problems.push(`has ${name} with case ${list(unused)}, which ${locale} never uses`);
    }
  }
  return problems;
}

function firstLine(error) {
  return String(error instanceof Error ? error.message : error).split('\n')[0];
}

async function poFiles(folder) {
  try {
    const names = await readdir(folder);
    return names.filter((name) => name.endsWith('.po')).sort();
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/** The locale folders to check when none are named: all but the source and the pseudo-locales. */
export async function translatedLocales(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => name !== SOURCE_LOCALE && !PSEUDO_LOCALES.includes(name))
    .sort();
}

async function readCatalogue(file) {
  return parseCatalogue(await readFile(file, 'utf8'));
}

/** The English catalogues, and the problems found in them (no text, invalid ICU, duplicates). */
async function readSource(dir, problems) {
  const areas = new Map();
  for (const name of (await poFiles(path.join(dir, SOURCE_LOCALE))) ?? []) {
    const file = `${SOURCE_LOCALE}/${name}`;
    const { entries, duplicates } = await readCatalogue(path.join(dir, file));
    for (const entry of duplicates) problems.push(`${file}: ${label(entry)} appears twice`);
    const messages = new Map();
    for (const [key, entry] of entries) {
      const text = englishText(entry);
      if (text === null) {
        problems.push(`${file}: ${label(entry)} has no English text`);
        continue;
      }
      try {
        messageShape(text);
        messages.set(key, { entry, text });
      } catch (error) {
        problems.push(
          `${file}: ${label(entry)} does not parse as ICU MessageFormat: ${firstLine(error)}`,
        );
      }
    }
    areas.set(name, { entries, messages });
  }
  return areas;
}

function checkArea(file, source, target, locale, problems) {
  for (const entry of target.duplicates) problems.push(`${file}: ${label(entry)} appears twice`);
  for (const [key, sourceEntry] of source.entries) {
    const entry = target.entries.get(key);
    if (!entry) {
      problems.push(`${file}: missing ${label(sourceEntry)}`);
      continue;
    }
    if (entry.msgstr.trim() === '') {
      problems.push(`${file}: untranslated ${label(entry)}`);
      continue;
    }
    if (entry.fuzzy) problems.push(`${file}: ${label(entry)} is marked fuzzy (needs review)`);
    const english = source.messages.get(key);
    // An English message that is itself broken is reported once, under en/.
    if (!english) continue;
    for (const problem of compareTranslation(english.text, entry.msgstr, locale)) {
      problems.push(`${file}: ${label(entry)} ${problem}`);
    }
  }
  for (const [key, entry] of target.entries) {
    if (!source.entries.has(key)) problems.push(`${file}: extra ${label(entry)}`);
  }
}

/**
 * A page's text that repeats a keyed catalogue message's English (`t\`No approved NGOs yet.\``
 * beside `noApprovedNgos`) is the same sentence to her: it needs the catalogue's translation, or
 * one screen says it one way and a toast another. `translations` maps each key to its msgstr.
 */
function checkPageCopies(source, translations, problems) {
  const pageKeys = new Set();
  for (const { entries } of source.values()) {
    for (const [key, entry] of entries) {
      if (!entry.explicitId && entry.msgctxt === null) pageKeys.add(key);
    }
  }
  for (const { messages } of source.values()) {
    for (const [key, { entry, text }] of messages) {
      const pageKey = `\u0004${text}`;
      if (!entry.explicitId || !pageKeys.has(pageKey)) continue;
      const keyed = translations.get(key);
      const page = translations.get(pageKey);
      if (!keyed || !page || keyed.msgstr === page.msgstr) continue;
      problems.push(
        `${page.file}: ${label({ msgid: text })} is translated otherwise than ${label(entry)} in ${keyed.file}`,
      );
    }
  }
}

/**
 * Checks the named locales (default: every translated locale) in `dir` against its `en` folder.
 * Returns the problem lines and what was checked; reading errors other than a missing file throw.
 */
export async function checkCatalogues({ dir = 'src/locales', locales } = {}) {
  const problems = [];
  const sourceNames = await poFiles(path.join(dir, SOURCE_LOCALE));
  if (sourceNames === null) {
    return {
      problems: [`${SOURCE_LOCALE}: no catalogue folder in ${dir}`],
      locales: [],
      files: 0,
      messages: 0,
    };
  }
  const source = await readSource(dir, problems);
  const checked = locales ?? (await translatedLocales(dir));
  let files = 0;
  let messages = 0;
  for (const locale of checked) {
    const names = await poFiles(path.join(dir, locale));
    if (names === null) {
      problems.push(`${locale}: no catalogue folder in ${dir}`);
      continue;
    }
    // The same English in two areas is one message at run time (the areas' catalogues are
    // merged as pages load): it needs the same translation everywhere, or a page shows either.
    const translations = new Map();
    for (const name of sourceNames) {
      const file = `${locale}/${name}`;
      if (!names.includes(name)) {
        problems.push(`${file}: missing file (copy ${SOURCE_LOCALE}/${name} and translate it)`);
        continue;
      }
      const area = source.get(name);
      const target = await readCatalogue(path.join(dir, file));
      checkArea(file, area, target, locale, problems);
      for (const [key, entry] of target.entries) {
        if (!entry.msgstr) continue;
        const first = translations.get(key);
        if (!first) translations.set(key, { file, msgstr: entry.msgstr });
        else if (first.msgstr !== entry.msgstr) {
          problems.push(`${file}: ${label(entry)} is translated otherwise in ${first.file}`);
        }
      }
      files += 1;
      messages += area.entries.size;
    }
    checkPageCopies(source, translations, problems);
    for (const name of names.filter((n) => !sourceNames.includes(n))) {
      problems.push(`${locale}/${name}: extra file (there is no ${SOURCE_LOCALE}/${name})`);
    }
  }
  return { problems, locales: checked, files, messages };
}

function summary({ problems, locales, files, messages }) {
  const scope = `${locales.length} language(s) (${locales.join(', ') || 'none'}), ${files} file(s), ${messages} message(s)`;
  const found = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `Checked ${scope}: ${problems.length ? found : 'no problems'}.`;
}

/** The command line: prints one line per problem and a summary; 1 on any problem, 2 on misuse. */
export async function main(argv = process.argv.slice(2), out = console) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { dir: { type: 'string' }, locales: { type: 'string' } },
    }));
  } catch (error) {
    out.error(
      `${firstLine(error)}\nUsage: check-catalogues.mjs [--dir src/locales] [--locales hi,ta]`,
    );
    return 2;
  }
  const locales = values.locales
    ?.split(',')
    .map((locale) => locale.trim())
    .filter(Boolean);
  const result = await checkCatalogues({ dir: values.dir ?? 'src/locales', locales });
  for (const problem of result.problems) out.log(problem);
  out.log(summary(result));
  return result.problems.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
