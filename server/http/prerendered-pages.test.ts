import fc from 'fast-check';
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '@/i18n/locales';
import { log } from '../logging/logger';
import {
  type LanguageHeaders,
  loadPages,
  type PageChooser,
  readerLocale,
} from './prerendered-pages';

const SHELL = '<!doctype html><title>shell</title>';
const page = (locale: string, name: string) =>
  `<!doctype html><html lang="${locale}"><title>${name}</title>`;
const FILES = { '/': 'home.html', '/stories': 'stories.html', '*': 'not-found.html' };
/** Every interface language but English: each row below runs for each of them. */
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A built app with pages in every language and the routes.json the build writes. */
async function build(routes: Record<string, unknown> = { locales: LOCALES }) {
  const dir = await mkdtemp(join(tmpdir(), 'sahas-prerendered-i18n-'));
  dirs.push(dir);
  for (const locale of OTHER_LOCALES) {
    await mkdir(join(dir, 'prerendered', locale), { recursive: true });
  }
  for (const [path, file] of Object.entries(FILES)) {
    await writeFile(join(dir, 'prerendered', file), page('en', path));
    for (const locale of OTHER_LOCALES) {
      await writeFile(join(dir, 'prerendered', locale, file), page(locale, path));
    }
  }
  await writeFile(
    join(dir, 'prerendered', 'routes.json'),
    JSON.stringify({
      pages: Object.entries(FILES).map(([path, file]) => ({ path, file })),
      clientOnly: ['/admin', '/edit-story/:id'],
      ...routes,
    }),
  );
  return dir;
}

/** What `choose` sends for `path`: [the page's HTML, its status, its language]. */
function served(choose: PageChooser, path: string, headers: LanguageHeaders) {
  const { page, status, locale } = choose(path, headers);
  return [page.html.toString(), status, locale];
}

describe('choosing the reader’s language', () => {
  it.each([
    ...OTHER_LOCALES.flatMap((l): [LanguageHeaders, string][] => [
      [{ cookie: `nf_lang=${l}`, acceptLanguage: 'en' }, l],
      [{ cookie: 'nf_lang=en', acceptLanguage: l }, 'en'],
      [{ cookie: `theme=dark; nf_lang=${l}`, acceptLanguage: 'en-GB' }, l],
      [{ acceptLanguage: `${l}-IN;q=0.9,en;q=0.5` }, l],
      [{ acceptLanguage: `en,${l}` }, 'en'],
      [{ acceptLanguage: `en;q=0.4, ${l};q=0.8` }, l],
      [{ acceptLanguage: `fr-FR, ${l}` }, l],
    ]),
    [{ acceptLanguage: 'fr-FR, de' }, 'en'],
    [{}, 'en'],
  ])('%o gives %s', (headers, locale) => {
    expect(readerLocale(headers)).toBe(locale);
  });

  it.each([
    'nf_lang=en-XA',
    'nf_lang=ar-XB',
    'nf_lang=../../etc',
    'nf_lang=hi\0',
    'nf_lang=\0hi',
    `nf_lang=${'h'.repeat(10 * 1024)}`,
    'nf_lang_x=en',
  ])('ignores the cookie %#', (cookie) => {
    expect(readerLocale({ cookie, acceptLanguage: 'hi' })).toBe('hi');
    expect(readerLocale({ cookie })).toBe('en');
  });

  it('always answers a real language, and one only the headers’ real values decide', () => {
    // Anything but a real language once the cookie header is split and trimmed.
    const junk = fc
      .string({ unit: 'binary', maxLength: 64 })
      .filter(
        (value) => !value.includes(';') && !(LOCALES as readonly string[]).includes(value.trim()),
      );
    fc.assert(
      fc.property(junk, fc.option(fc.string({ unit: 'binary' })), (value, acceptLanguage) => {
        const locale = readerLocale({ cookie: `nf_lang=${value}`, acceptLanguage });
        expect(LOCALES).toContain(locale);
        expect(locale).toBe(readerLocale({ acceptLanguage }));
      }),
    );
  });
});

describe('loading the prerendered pages in every language', () => {
  it.each(OTHER_LOCALES)('sends each page, the not-found page and the shell in %s', async (l) => {
    const choose = loadPages(await build(), Buffer.from(SHELL));
    const hers = { cookie: `nf_lang=${l}` };
    expect(served(choose, '/Stories/', hers)).toEqual([page(l, '/stories'), 200, l]);
    expect(served(choose, '/stories', {})).toEqual([page('en', '/stories'), 200, 'en']);
    expect(served(choose, '/no-such-page', hers)).toEqual([page(l, '*'), 404, l]);
    expect(served(choose, '/edit-story/4f1c', hers)).toEqual([SHELL, 200, l]);
  });

  it('sends a page in English when its Hindi file is missing, and says so', async () => {
    const dir = await build();
    await unlink(join(dir, 'prerendered', 'hi', 'stories.html'));
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const choose = loadPages(dir, Buffer.from(SHELL));
    expect(warn).toHaveBeenCalledWith(expect.any(String), { locale: 'hi', files: 'stories.html' });
    const hindi = { acceptLanguage: 'hi' };
    expect(served(choose, '/stories', hindi)).toEqual([page('en', '/stories'), 200, 'en']);
    expect(served(choose, '/', hindi)).toEqual([page('hi', '/'), 200, 'hi']);
  });

  it('reads an older routes.json without locales as English only', async () => {
    const choose = loadPages(await build({}), Buffer.from(SHELL));
    expect(served(choose, '/', { cookie: 'nf_lang=hi' })).toEqual([page('en', '/'), 200, 'en']);
  });

  it('answers every path with the shell when nothing was prerendered', () => {
    const choose = loadPages(join(tmpdir(), 'sahas-no-such-build'), Buffer.from(SHELL));
    expect(served(choose, '/stories', { acceptLanguage: 'hi' })).toEqual([SHELL, 200, 'hi']);
  });

  it.each([
    [['../x']],
    [['en', '../x']],
    [['en', 'en-XA']],
    [['en', 'fr']],
    [['hi', 'en']],
    [['en', 'hi', 'hi']],
    [[]],
    ['hi'],
  ])('refuses to start on locales %j', async (locales) => {
    const dir = await build({ locales });
    expect(() => loadPages(dir, Buffer.from(SHELL))).toThrow();
  });
});
