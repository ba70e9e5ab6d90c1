import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { PSEUDO_LOCALES as APP_PSEUDO, SOURCE_LOCALE as APP_SOURCE } from '@/i18n/locales';
import {
  checkCatalogues,
  compareTranslation,
  main,
  PSEUDO_LOCALES,
  SOURCE_LOCALE,
} from './check-catalogues.mjs';
import { type Fixture, type FixtureEntry, removeFixture, writeFixture } from './i18n-fixtures';

const run = promisify(execFile);
const roots: string[] = [];

afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeFixture));
});

async function fixture(locales: Fixture): Promise<string> {
  const root = await writeFixture(locales);
  roots.push(root);
  return root;
}

// English as `lingui extract` writes it: generated ids carry the English as msgid (msgstr filled
// or, in a hand-made file, empty); an explicit id carries its English in msgstr.
const EN_SHELL: FixtureEntry[] = [
  { id: 'Home', str: 'Home' },
  { id: 'Open', context: 'verb', str: 'Open' },
  { id: 'Hello {name}', str: '' },
  { id: 'Read <0>the guide</0> now.<1/>', str: 'Read <0>the guide</0> now.<1/>' },
  { id: 'nav.share', str: 'Share your story', explicit: true },
  { id: 'Gone from the code', str: 'Gone from the code', obsolete: true },
];
const EN_HOME: FixtureEntry[] = [
  { id: '{count, plural, one {# story} other {# stories}}' },
  { id: 'mediaQuotaReached', str: 'You can add up to {max} files.', explicit: true },
  { id: '{role, select, admin {Admin {name}} other {Reader {name}}}' },
];
const HI_SHELL: FixtureEntry[] = [
  { id: 'Home', str: 'मुखपृष्ठ' },
  { id: 'Open', context: 'verb', str: 'खोलें' },
  { id: 'Hello {name}', str: 'नमस्ते {name}' },
  { id: 'Read <0>the guide</0> now.<1/>', str: 'अभी <0>मार्गदर्शिका</0> पढ़ें।<1/>' },
  { id: 'nav.share', str: 'अपनी कहानी साझा करें', explicit: true },
  { id: 'Long gone', str: 'पुराना', obsolete: true },
];
const HI_HOME: FixtureEntry[] = [
  {
    id: '{count, plural, one {# story} other {# stories}}',
    str: '{count, plural, one {# कहानी} other {# कहानियाँ}}',
  },
  { id: 'mediaQuotaReached', str: 'आप {max} फ़ाइलें तक जोड़ सकती हैं।', explicit: true },
  {
    id: '{role, select, admin {Admin {name}} other {Reader {name}}}',
    str: '{role, select, admin {एडमिन {name}} other {पाठक {name}}}',
  },
];

const GOOD: Fixture = {
  en: { shell: EN_SHELL, home: EN_HOME },
  hi: { shell: HI_SHELL, home: HI_HOME },
};

/** The good Hindi home area with one message's translation replaced. */
function hiHomeWith(id: string, str: string): FixtureEntry[] {
  return HI_HOME.map((entry) => (entry.id === id ? { ...entry, str } : entry));
}

async function problemsOf(locales: Fixture, options: { locales?: string[] } = {}) {
  const dir = await fixture(locales);
  return (await checkCatalogues({ dir, ...options })).problems;
}

describe('checkCatalogues', () => {
  it('passes a complete, correct translation (obsolete entries ignored)', async () => {
    const dir = await fixture(GOOD);
    const result = await checkCatalogues({ dir });
    expect(result).toEqual({ problems: [], locales: ['hi'], files: 2, messages: 8 });
  });

  it('checks every folder but English and the pseudo-locales by default', async () => {
    const dir = await fixture({
      ...GOOD,
      ta: { shell: HI_SHELL, home: HI_HOME },
      'en-XA': { shell: [] },
      'ar-XB': { shell: [] },
    });
    const result = await checkCatalogues({ dir });
    expect(result.locales).toEqual(['hi', 'ta']);
    expect(result.problems).toEqual([]);
  });

  it('reports the same English translated two ways in two areas, and passes it translated alike', async () => {
    const shared = { id: 'Home', str: 'Home' };
    const en = { shell: EN_SHELL, home: [...EN_HOME, shared] };
    const alike = await problemsOf({
      en,
      hi: { shell: HI_SHELL, home: [...HI_HOME, { id: 'Home', str: 'मुखपृष्ठ' }] },
    });
    expect(alike).toEqual([]);
    const apart = await problemsOf({
      en,
      hi: { shell: HI_SHELL, home: [...HI_HOME, { id: 'Home', str: 'होम' }] },
    });
    expect(apart).toEqual(['hi/shell.po: "Home" is translated otherwise in hi/home.po']);
  });

  it('reports a page text translated otherwise than the catalogue message with its English, and passes it translated alike', async () => {
    // A page's `t` string that repeats a keyed catalogue message's English drifts silently.
    const page = { id: 'You can add up to {max} files.', str: 'You can add up to {max} files.' };
    const en = { shell: [...EN_SHELL, page], home: EN_HOME };
    const hiPage = (str: string) => ({ shell: [...HI_SHELL, { ...page, str }], home: HI_HOME });
    expect(await problemsOf({ en, hi: hiPage('आप {max} फ़ाइलें तक जोड़ सकती हैं।') })).toEqual([]);
    expect(await problemsOf({ en, hi: hiPage('अधिकतम {max} फ़ाइलें') })).toEqual([
      'hi/shell.po: "You can add up to {max} files." is translated otherwise than "mediaQuotaReached" in hi/home.po',
    ]);
  });

  it('reports a translation that is not ICU MessageFormat', async () => {
    const problems = await problemsOf({
      ...GOOD,
      hi: { ...GOOD.hi, home: hiHomeWith('mediaQuotaReached', 'आप {max फ़ाइलें जोड़ सकती हैं।') },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^hi\/home\.po: "mediaQuotaReached" does not parse as ICU MessageFormat: /,
    );
  });

  const plural = '{count, plural, one {# story} other {# stories}}';
  const select = '{role, select, admin {Admin {name}} other {Reader {name}}}';
  /** The good Hindi shell area with one message's translation replaced. */
  const hiShellWith = (id: string, str: string) =>
    HI_SHELL.map((entry) => (entry.id === id ? { ...entry, str } : entry));

  // Each case: the Hindi catalogues (English as GOOD has it) and the problems reported.
  it.each<[string, Fixture[string], string[]]>([
    [
      'reports a missing key, an empty translation and an extra key',
      {
        home: HI_HOME,
        shell: [
          ...HI_SHELL.filter((entry) => !['nav.share', 'Open', 'Hello {name}'].includes(entry.id)),
          { id: 'Open', context: 'noun', str: 'खुला' },
          { id: 'Hello {name}', str: '  ' },
          { id: 'leftOver', str: 'बचा हुआ' },
        ],
      },
      [
        'hi/shell.po: missing "Open" (context "verb")',
        'hi/shell.po: untranslated "Hello {name}"',
        'hi/shell.po: missing "nav.share"',
        'hi/shell.po: extra "Open" (context "noun")',
        'hi/shell.po: extra "leftOver"',
      ],
    ],
    [
      'reports a missing and an extra area file',
      { shell: HI_SHELL, stories: [] },
      [
        'hi/home.po: missing file (copy en/home.po and translate it)',
        'hi/stories.po: extra file (there is no en/stories.po)',
      ],
    ],
    [
      'reports a renamed, a lost and an invented placeholder',
      {
        home: hiHomeWith('mediaQuotaReached', 'आप {maximum} फ़ाइलें तक जोड़ सकती हैं।'),
        shell: hiShellWith('Hello {name}', 'नमस्ते').map((entry) =>
          entry.id === 'Home' ? { ...entry, str: '{home}' } : entry,
        ),
      },
      [
        'hi/home.po: "mediaQuotaReached" has placeholders {maximum} instead of {max}',
        'hi/shell.po: "Home" has placeholders {home} instead of (none)',
        'hi/shell.po: "Hello {name}" has placeholders (none) instead of {name}',
      ],
    ],
    [
      'reports a plural or select argument renamed or turned into a plain placeholder',
      {
        shell: HI_SHELL,
        home: hiHomeWith(plural, '{count} कहानियाँ').map((entry) =>
          entry.id === select
            ? { ...entry, str: '{kind, select, admin {एडमिन {name}} other {पाठक {name}}}' }
            : entry,
        ),
      },
      [
        `hi/home.po: "${plural}" has placeholders {count} instead of {count, plural}`,
        `hi/home.po: "${select}" has placeholders {kind, select} instead of {role, select}`,
      ],
    ],
    [
      'reports a selector without "other", a case given twice and a plural form Hindi lacks',
      {
        shell: HI_SHELL,
        home: hiHomeWith(
          plural,
          '{count, plural, one {# कहानी} one {एक कहानी} few {# कहानियाँ} =0 {कोई नहीं}}',
        ),
      },
      [
        `hi/home.po: "${plural}" has {count, plural} without an "other" case`,
        `hi/home.po: "${plural}" has {count, plural} with the case one twice`,
        `hi/home.po: "${plural}" has {count, plural} with case few, which hi never uses`,
      ],
    ],
    [
      'reports a lost or invented Lingui tag',
      {
        home: HI_HOME,
        shell: hiShellWith('Read <0>the guide</0> now.<1/>', 'अभी <0>मार्गदर्शिका पढ़ें।<2/>'),
      },
      ['hi/shell.po: "Read <0>the guide</0> now.<1/>" has tags <2/> instead of </0>, <1/>'],
    ],
    [
      'reports a fuzzy translation and a message given twice',
      {
        home: HI_HOME,
        shell: [
          ...HI_SHELL.map((entry) => (entry.id === 'Home' ? { ...entry, fuzzy: true } : entry)),
          { id: 'nav.share', str: 'कहानी साझा करें', explicit: true },
        ],
      },
      [
        'hi/shell.po: "nav.share" appears twice',
        'hi/shell.po: "Home" is marked fuzzy (needs review)',
      ],
    ],
  ])('%s', async (_, hi, expected) => {
    expect(await problemsOf({ ...GOOD, hi })).toEqual(expected);
  });

  it('reports English with no text or no valid ICU once, under en/', async () => {
    const broken = '{count, plural, one {# story} other {# stories}';
    const problems = await problemsOf({
      en: {
        shell: [...EN_SHELL, { id: 'mail.verify.subject', explicit: true }],
        home: [...EN_HOME, { id: broken }],
      },
      hi: {
        shell: [
          ...HI_SHELL,
          { id: 'mail.verify.subject', str: 'अपना ई-मेल पक्का करें', explicit: true },
        ],
        home: [...HI_HOME, { id: broken, str: '{count, plural, other {# कहानियाँ}' }],
      },
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^en\/home\.po: "\{count, plural.*" does not parse as ICU/);
    expect(problems[1]).toBe('en/shell.po: "mail.verify.subject" has no English text');
  });

  it('checks only the named locales, and reports one that has no folder', async () => {
    const dir = await fixture({ ...GOOD, ta: { shell: [] } });
    const result = await checkCatalogues({ dir, locales: ['hi', 'mr'] });
    expect(result.locales).toEqual(['hi', 'mr']);
    expect(result.problems).toEqual([`mr: no catalogue folder in ${dir}`]);
  });

  it('reports a folder with no English catalogues', async () => {
    const dir = await fixture({ hi: { shell: HI_SHELL } });
    await rm(path.join(dir, 'en'), { recursive: true, force: true });
    expect((await checkCatalogues({ dir })).problems).toEqual([
      `en: no catalogue folder in ${dir}`,
    ]);
  });
});

describe('compareTranslation', () => {
  it('accepts a different formatter, reordered arguments and exact plural cases', () => {
    expect(
      compareTranslation(
        '{name} has {n, number} {n, plural, one {story} other {stories}}',
        '{n, plural, =0 {कोई कहानी नहीं} other {{n} कहानियाँ}} {name} की',
        'hi',
      ),
    ).toEqual([]);
  });

  it('finds a placeholder dropped from one branch only when no branch has it', () => {
    const english = '{n, plural, one {{name} wrote one} other {{name} wrote #}}';
    expect(compareTranslation(english, '{n, plural, one {एक} other {{name}: #}}', 'hi')).toEqual(
      [],
    );
    expect(compareTranslation(english, '{n, plural, one {एक} other {#}}', 'hi')).toEqual([
      'has placeholders (none) instead of {name}',
    ]);
  });
});

describe('the command line', () => {
  it('prints one line per problem and a summary, and returns 1', async () => {
    const dir = await fixture({ ...GOOD, hi: { shell: HI_SHELL, home: HI_HOME.slice(1) } });
    const lines: string[] = [];
    const out = {
      log: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    expect(await main(['--dir', dir], out)).toBe(1);
    expect(lines).toEqual([
      'hi/home.po: missing "{count, plural, one {# story} other {# stories}}"',
      'Checked 1 language(s) (hi), 2 file(s), 8 message(s): 1 problem.',
    ]);
  });

  it('exits 0 on a good tree and 1 on a bad one when run by node, and 2 on a bad option', async () => {
    const good = await fixture(GOOD);
    const script = path.resolve('scripts/check-catalogues.mjs');
    const ok = await run(process.execPath, [script, '--dir', good, '--locales', 'hi']);
    expect(ok.stdout).toBe('Checked 1 language(s) (hi), 2 file(s), 8 message(s): no problems.\n');
    const bad = await fixture({ ...GOOD, hi: { shell: HI_SHELL } });
    await expect(run(process.execPath, [script, '--dir', bad])).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('hi/home.po: missing file') as unknown,
    });
    await expect(run(process.execPath, [script, '--wrong'])).rejects.toMatchObject({ code: 2 });
  });
});

it('names the same source and pseudo-locales as the app', () => {
  expect(SOURCE_LOCALE).toBe(APP_SOURCE);
  expect(PSEUDO_LOCALES).toEqual([...APP_PSEUDO]);
});
