import fc from 'fast-check';
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/i18n/locales';
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

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A built app with English and Hindi pages and the routes.json the build writes. */
async function build(routes: Record<string, unknown> = { locales: ['en', 'hi'] }) {
  const dir = await mkdtemp(join(tmpdir(), 'sahas-prerendered-i18n-'));
  dirs.push(dir);
  await mkdir(join(dir, 'prerendered', 'hi'), { recursive: true });
  for (const [path, file] of Object.entries(FILES)) {
    await writeFile(join(dir, 'prerendered', file), page('en', path));
    await writeFile(join(dir, 'prerendered', 'hi', file), page('hi', path));
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

function served(choose: PageChooser, path: string, headers: LanguageHeaders) {
  const { page: html, status, locale } = choose(path, headers);
  return { html: html.html.toString(), status, locale };
}

describe('choosing the reader’s language', () => {
  it.each([
    [{ cookie: 'nf_lang=hi', acceptLanguage: 'en' }, 'hi'],
    [{ cookie: 'nf_lang=en', acceptLanguage: 'hi' }, 'en'],
    [{ cookie: 'theme=dark; nf_lang=hi', acceptLanguage: 'en-GB' }, 'hi'],
    [{ acceptLanguage: 'hi-IN;q=0.9,en;q=0.5' }, 'hi'],
    [{ acceptLanguage: 'en,hi' }, 'en'],
    [{ acceptLanguage: 'en;q=0.4, hi;q=0.8' }, 'hi'],
    [{ acceptLanguage: 'fr-FR, hi' }, 'hi'],
    [{ acceptLanguage: 'fr-FR, de' }, 'en'],
    [{}, 'en'],
  ] as const)('%o gives %s', (headers, locale) => {
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
  it('sends each page, the not-found page and the shell in her language', async () => {
    const choose = loadPages(await build(), Buffer.from(SHELL));
    const hindi = { cookie: 'nf_lang=hi' };
    expect(served(choose, '/Stories/', hindi)).toEqual({
      html: page('hi', '/stories'),
      status: 200,
      locale: 'hi',
    });
    expect(served(choose, '/stories', {})).toEqual({
      html: page('en', '/stories'),
      status: 200,
      locale: 'en',
    });
    expect(served(choose, '/no-such-page', hindi)).toEqual({
      html: page('hi', '*'),
      status: 404,
      locale: 'hi',
    });
    expect(served(choose, '/edit-story/4f1c', hindi)).toEqual({
      html: SHELL,
      status: 200,
      locale: 'hi',
    });
  });

  it('sends a page in English when its Hindi file is missing, and says so', async () => {
    const dir = await build();
    await unlink(join(dir, 'prerendered', 'hi', 'stories.html'));
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const choose = loadPages(dir, Buffer.from(SHELL));
    expect(warn).toHaveBeenCalledWith(expect.any(String), { locale: 'hi', files: 'stories.html' });
    const hindi = { acceptLanguage: 'hi' };
    expect(served(choose, '/stories', hindi)).toMatchObject({
      html: page('en', '/stories'),
      locale: 'en',
    });
    expect(served(choose, '/', hindi)).toMatchObject({ html: page('hi', '/'), locale: 'hi' });
  });

  it('reads an older routes.json without locales as English only', async () => {
    const choose = loadPages(await build({}), Buffer.from(SHELL));
    expect(served(choose, '/', { cookie: 'nf_lang=hi' })).toEqual({
      html: page('en', '/'),
      status: 200,
      locale: 'en',
    });
  });

  it('answers every path with the shell when nothing was prerendered', () => {
    const choose = loadPages(join(tmpdir(), 'sahas-no-such-build'), Buffer.from(SHELL));
    expect(served(choose, '/stories', { acceptLanguage: 'hi' })).toEqual({
      html: SHELL,
      status: 200,
      locale: 'hi',
    });
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
