// The Firebase build is served by Netlify, which must send each path the same HTML as the
// self-hosted server does: the page prerendered for it in her language, the shell, or the
// not-found page.
import { describe, expect, it } from 'vitest';
import { CLIENT_ONLY_PATHS, PRERENDERED_PAGES } from '@/app/pages';
import { LOCALES, SOURCE_LOCALE } from '@/i18n/locales';
import { PRERENDER_DIR, prerenderedFilePath, prerenderFileName } from '@/lib/prerender-format';

// Read from the project root by Vite (a root-relative glob, as src may not import upwards).
const netlifyToml = Object.values(
  import.meta.glob<string>('/netlify.toml', { query: '?raw', import: 'default', eager: true }),
).join('');

interface Redirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
  /** The `Language` condition's languages; none for a rule without it. */
  languages: string[];
}

function redirects(toml: string): Redirect[] {
  return toml
    .split(/^\[\[redirects\]\]\s*$/m)
    .slice(1)
    .map((block) => ({
      from: /^\s*from\s*=\s*"([^"]*)"/m.exec(block)?.[1] ?? '',
      to: /^\s*to\s*=\s*"([^"]*)"/m.exec(block)?.[1] ?? '',
      status: Number(/^\s*status\s*=\s*(\d+)/m.exec(block)?.[1]),
      force: /^\s*force\s*=\s*true\s*$/m.test(block),
      languages: [
        ...(
          /^\s*conditions\s*=\s*\{\s*Language\s*=\s*\[([^\]]*)\]\s*\}/m.exec(block)?.[1] ?? ''
        ).matchAll(/"([^"]*)"/g),
      ].map((match) => match[1] ?? ''),
    }));
}

/** Every real language but English, in the order their rules come before the English one. */
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

describe('netlify.toml', () => {
  const rules = redirects(netlifyToml);
  const toPage = (locale: string, path: string) =>
    `/${PRERENDER_DIR}/${prerenderedFilePath(locale, prerenderFileName(path))}`;

  it('sends every prerendered page its own HTML, after its copy in each other language', () => {
    for (const { path } of PRERENDERED_PAGES) {
      const from = path === '*' ? '/*' : path;
      const status = path === '*' ? 404 : 200;
      const index = rules.findIndex(
        (rule) => rule.from === from && rule.to === toPage(SOURCE_LOCALE, path),
      );
      expect(index, `the rule for ${path}`).toBeGreaterThanOrEqual(OTHER_LOCALES.length);
      const english = rules[index];
      expect(english).toMatchObject({ status, languages: [] });
      expect(rules.slice(index - OTHER_LOCALES.length, index)).toEqual(
        OTHER_LOCALES.map((locale) => ({
          from,
          to: toPage(locale, path),
          status,
          force: english?.force,
          languages: [locale],
        })),
      );
    }
  });

  it('sends the pages only the script renders the empty shell, in every language', () => {
    for (const path of CLIENT_ONLY_PATHS) {
      expect(rules).toContainEqual({
        from: path.replace(/\/:[^/]+/g, '/*'),
        to: '/index.html',
        status: 200,
        force: false,
        languages: [],
      });
    }
  });

  it('answers any other path with the not-found page, last, and has no other rule', () => {
    expect(rules.at(-1)).toEqual({
      from: '/*',
      to: '/prerendered/not-found.html',
      status: 404,
      force: false,
      languages: [],
    });
    expect(rules).toHaveLength(
      PRERENDERED_PAGES.length * LOCALES.length + CLIENT_ONLY_PATHS.length,
    );
  });
});
