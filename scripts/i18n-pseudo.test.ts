import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse, type Token } from '@messageformat/parser';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCatalogues, compareTranslation, parseCatalogue } from './check-catalogues.mjs';
import { type FixtureEntry, poText, removeFixture, writeFixture } from './i18n-fixtures';
import { accent, escapeText, pseudoMessage, writePseudoCatalogues } from './i18n-pseudo.mjs';

const RLO = '\u202E';
const PDF = '\u202C';
const TAG = /<\/?\d+\s*\/?>/g;
const PSEUDO = ['en-XA', 'ar-XB'] as const;

/** The message's structure with its text left out: what a pseudo-locale must not change. */
function skeleton(tokens: Token[]): unknown[] {
  return tokens.flatMap((token): unknown[] => {
    switch (token.type) {
      case 'content':
        return token.value.match(TAG) ?? [];
      case 'octothorpe':
        return ['#'];
      case 'argument':
        return [`{${token.arg}}`];
      case 'function':
        return [{ arg: token.arg, key: token.key, param: token.param?.map((p) => p.ctx.text) }];
      default:
        return [
          {
            arg: token.arg,
            type: token.type,
            offset: token.pluralOffset,
            cases: token.cases.map((c) => [c.key, skeleton(c.tokens)]),
          },
        ];
    }
  });
}

/** Every text run of a message (tags removed), in order. */
function texts(tokens: Token[]): string[] {
  return tokens.flatMap((token) =>
    token.type === 'content'
      ? token.value.split(TAG)
      : 'cases' in token
        ? token.cases.flatMap((c) => texts(c.tokens))
        : [],
  );
}

// Structure kept and no text changed but by the overrides, for any message: the properties below.
describe('pseudoMessage', () => {
  const message =
    "Hi {name}, it's <0>{count, plural, offset:1 =0 {nobody} one {# story} other {# stories, {role, select, admin {as admin} other {'{'yours'}'}}}}</0> on {day, date, short}.<1/>";

  it('en-XA accents and lengthens the text and brackets the message, keeping its structure', () => {
    const pseudo = pseudoMessage(message, 'en-XA');
    expect(pseudo.startsWith('⟦Ĥĩ')).toBe(true);
    expect(pseudo.endsWith('.<1/>⟧')).toBe(true);
    const words = texts(parse(pseudo)).join('');
    expect(words).not.toMatch(/[A-Za-z]/);
    expect(words).toContain('{ŷōũŕś}');
  });

  it('en-XA makes a sentence about 40% longer', () => {
    const english = 'Share your story safely, in your own words, when you are ready to do it.';
    const pseudo = pseudoMessage(english, 'en-XA');
    const ratio = (pseudo.length - 2) / english.length;
    expect(ratio).toBeGreaterThan(1.35);
    expect(ratio).toBeLessThan(1.45);
    expect(pseudo).toMatch(
      /^⟦Śĥàŕē ŷōũŕ śţōŕŷ śàƒēĺŷ, ĩń ŷōũŕ ōŵń ŵōŕďś, ŵĥēń ŷōũ àŕē ŕēàďŷ ţō ďō ĩţ\. \S/,
    );
  });

  it('ar-XB wraps each run of text in a right-to-left override, spaces and syntax outside', () => {
    const pseudo = pseudoMessage(message, 'ar-XB');
    expect(pseudo.startsWith(`${RLO}Hi${PDF} {name}${RLO}, it's${PDF} <0>`)).toBe(true);
    expect(pseudo).toContain(`one {# ${RLO}story${PDF}}`);
    expect(pseudo).toContain(`{day, date, short}${RLO}.${PDF}<1/>`);
  });

  it('keeps a # that is plain text outside a plural, and an apostrophe before an argument', () => {
    expect(pseudoMessage('Issue #5', 'ar-XB')).toBe(`${RLO}Issue #5${PDF}`);
    expect(pseudoMessage('#', 'en-XA')).toBe('⟦#⟧');
    // A lone apostrophe right before `{` would open a quote: it has to stay doubled.
    expect(pseudoMessage("''{name}", 'en-XA')).toBe("⟦''{name}⟧");
  });

  it('refuses a locale that is not a pseudo-locale, and English that is not ICU', () => {
    expect(() => pseudoMessage('Home', 'hi')).toThrow(/not a pseudo-locale/);
    expect(() => pseudoMessage('{count, plural, one {#}', 'en-XA')).toThrow();
  });
});

describe('accent', () => {
  it('accents every ASCII letter, even inside percent signs, and nothing else', () => {
    const all = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 50% off, 20% more!';
    const accented = accent(all);
    expect(accented).toHaveLength(all.length);
    expect(accented).not.toMatch(/[A-Za-z]/);
    expect(accented.replace(/[^\d %,!]/g, '')).toBe(all.replace(/[^\d %,!]/g, ''));
  });
});

// ICU messages built from random pieces: text with apostrophes, braces and tags, arguments,
// formatters, and plural and select with nested messages. The parser is the oracle for what
// each generated string means, so the printer below need not escape perfectly.
const NAMES = ['name', 'count', 'max', '0', '1'] as const;
const text = fc.stringMatching(/^[A-Za-z0-9 .,!?%:;'<>\u0915-\u0939\u00e9-]{0,12}$/);
const piece = fc.letrec<{ message: string; piece: string }>((tie) => ({
  message: fc.array(tie('piece'), { maxLength: 5 }).map((pieces) => pieces.join('')),
  piece: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text.map((t) => t.replaceAll("'", "''")),
    fc.constantFrom(...NAMES).map((name) => `{${name}}`),
    fc.constantFrom('{count, number}', '{day, date, short}', '{n, number, ::percent}'),
    fc.constantFrom('<0>', '</0>', '<1/>', '<2>', '</2>', "'{'", "'}'", '#', "'#'"),
    fc
      .record({
        name: fc.constantFrom(...NAMES),
        type: fc.constantFrom('plural', 'selectordinal'),
        offset: fc.boolean(),
        zero: fc.option(tie('message')),
        one: fc.option(tie('message')),
        other: tie('message'),
      })
      .map(({ name, type, offset, zero, one, other }) => {
        const cases = [
          zero === null ? '' : `=0 {${zero}} `,
          one === null ? '' : `one {${one}} `,
          `other {${other}}`,
        ].join('');
        return `{${name}, ${type}, ${offset ? 'offset:1 ' : ''}${cases}}`;
      }),
    fc
      .record({ name: fc.constantFrom(...NAMES), a: tie('message'), other: tie('message') })
      .map(({ name, a, other }) => `{${name}, select, admin {${a}} other {${other}}}`),
  ),
})).message;

function parses(message: string): boolean {
  try {
    parse(message);
    return true;
  } catch {
    return false;
  }
}

describe('pseudo-localising any ICU message', () => {
  it('keeps its arguments, selectors, # and tags, and parses', () => {
    fc.assert(
      fc.property(piece, fc.constantFrom(...PSEUDO), (message, locale) => {
        fc.pre(parses(message));
        const pseudo = pseudoMessage(message, locale);
        expect(skeleton(parse(pseudo))).toEqual(skeleton(parse(message)));
        expect(compareTranslation(message, pseudo, locale)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('changes no text in ar-XB beyond the overrides', () => {
    fc.assert(
      fc.property(piece, (message) => {
        fc.pre(parses(message));
        const pseudo = texts(parse(pseudoMessage(message, 'ar-XB')));
        expect(pseudo.map((t) => t.replaceAll(RLO, '').replaceAll(PDF, ''))).toEqual(
          texts(parse(message)),
        );
      }),
      { numRuns: 300 },
    );
  });

  // ICU's syntax characters often, any other character sometimes.
  const escapable = fc.string({
    unit: fc.oneof(
      fc.constantFrom("'", '{', '}', '#', '<', '0', 'a', ' '),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
    maxLength: 30,
  });

  it('escapes any text so that it parses back to itself, in and outside a plural', () => {
    fc.assert(
      fc.property(escapable, fc.boolean(), (raw, inPlural) => {
        const escaped = escapeText(raw, inPlural);
        const [plural] = inPlural ? parse(`{n, plural, other {${escaped}}}`) : [];
        const tokens = plural && 'cases' in plural ? plural.cases[0]?.tokens : parse(escaped);
        expect(tokens?.map((t) => (t.type === 'content' ? t.value : `<${t.type}>`))).toEqual(
          raw === '' ? [] : [raw],
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('writePseudoCatalogues', () => {
  const roots: string[] = [];
  afterEach(async () => {
    await Promise.all(roots.splice(0).map(removeFixture));
  });

  const EN: FixtureEntry[] = [
    { id: 'Home', str: 'Home' },
    { id: 'Open', context: 'verb', str: '' },
    { id: 'Read <0>the guide</0>, {name}.', str: 'Read <0>the guide</0>, {name}.' },
    { id: 'nav.share', str: 'Share your story', explicit: true },
    { id: '{count, plural, one {# story} other {# stories}}' },
    { id: 'Gone', str: 'Gone', obsolete: true },
  ];

  it('writes both pseudo-locales for every English area, and they pass the catalogue check', async () => {
    const dir = await writeFixture({ en: { shell: EN, home: EN.slice(0, 2) }, hi: { shell: [] } });
    roots.push(dir);
    // A pseudo catalogue left from an area that no longer exists must go; other folders stay.
    await writeFile(path.join(dir, 'hi', 'keep.po'), poText('hi', []));
    await mkdir(path.join(dir, 'en-XA'));
    await writeFile(path.join(dir, 'en-XA', 'old.po'), poText('en-XA', []));

    const written = await writePseudoCatalogues({ dir });
    expect(written).toEqual([
      { locale: 'en-XA', files: 2, messages: 7, broken: [] },
      { locale: 'ar-XB', files: 2, messages: 7, broken: [] },
    ]);
    expect(await readdir(path.join(dir, 'en-XA'))).toEqual(['home.po', 'shell.po']);
    expect(await readdir(path.join(dir, 'hi'))).toEqual(['keep.po', 'shell.po']);

    const text = await readFile(path.join(dir, 'en-XA', 'shell.po'), 'utf8');
    expect(text).toContain('"Language: en-XA\\n"');
    expect(text).toContain('#: src/features/home/hero.tsx');
    const { entries } = parseCatalogue(text);
    const str = (key: string) => entries.get(key)?.msgstr;
    expect(str('\u0004Home')).toMatch(/^⟦Ĥōḿē \S+⟧$/);
    expect(str('verb\u0004Open')).toMatch(/^⟦Ōƥēń \S+⟧$/);
    expect(str('\u0004nav.share')).toMatch(/^⟦Śĥàŕē ŷōũŕ śţōŕŷ /);
    expect(entries.get('\u0004nav.share')?.explicitId).toBe(true);
    expect(str('\u0004{count, plural, one {# story} other {# stories}}')).toMatch(
      /^⟦\{count, plural, one \{# śţōŕŷ \S*\} other \{# śţōŕĩēś \S*\}\}⟧$/,
    );
    expect(text).not.toContain('Gone');

    const check = await checkCatalogues({ dir, locales: ['en-XA', 'ar-XB'] });
    expect(check.problems).toEqual([]);
    expect(check.messages).toBe(14);
  });

  it('copies English that is not ICU unchanged and names it', async () => {
    const dir = await writeFixture({ en: { home: [{ id: 'Oops {count' }, { id: 'Fine' }] } });
    roots.push(dir);
    const [first] = await writePseudoCatalogues({ dir });
    expect(first?.broken).toEqual(['en/home.po: "Oops {count"']);
    const { entries } = parseCatalogue(await readFile(path.join(dir, 'en-XA', 'home.po'), 'utf8'));
    expect(entries.get('\u0004Oops {count')?.msgstr).toBe('Oops {count');
    expect(entries.get('\u0004Fine')?.msgstr).toMatch(/^⟦Ƒĩńē/);
  });

  it('runs from the command line', async () => {
    const dir = await writeFixture({ en: { shell: EN } });
    roots.push(dir);
    const script = path.resolve('scripts/i18n-pseudo.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [script, '--dir', dir]);
    expect(stdout).toBe(
      `en-XA: wrote 1 file(s), 5 message(s) in ${path.join(dir, 'en-XA')}\n` +
        `ar-XB: wrote 1 file(s), 5 message(s) in ${path.join(dir, 'ar-XB')}\n`,
    );
    const arabic = await readFile(path.join(dir, 'ar-XB', 'shell.po'), 'utf8');
    expect(arabic).toContain(`msgstr "${RLO}Home${PDF}"`);
    const empty = await writeFixture({});
    roots.push(empty);
    await expect(
      promisify(execFile)(process.execPath, [script, '--dir', empty]),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No English catalogues') as unknown,
    });
  });
});
