// Chooses the HTML for a path and a reader: the page the build prerendered for it in her language
// (scripts/vite-prerender.ts), the empty app shell for routes only the script renders, or the
// prerendered not-found page. Each page is sent compressed: on a slow connection the first bytes
// decide when she can read.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { z } from 'zod';
import {
  acceptedLanguages,
  cookieValue,
  isRealLocale,
  LANGUAGE_COOKIE,
  LOCALES,
  pickLocale,
  type RealLocale,
  SOURCE_LOCALE,
} from '@/i18n/locales';
import { PRERENDER_DIR, PRERENDER_ROUTES_FILE, prerenderedFilePath } from '@/lib/prerender-format';
import { log } from '../logging/logger';
import { inlineStyleHashes } from './inline-style-hashes';

export interface HtmlPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Its inline styles' hashes, for its Content Security Policy (inline-style-hashes.ts). */
  styleHashes: readonly string[];
}

export interface ChosenPage {
  page: HtmlPage;
  status: 200 | 404;
}

/** The request headers that decide her language. */
export interface LanguageHeaders {
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/** The page, and the language it is in (for the shell: the one the script will render). */
export type LocalizedPage = ChosenPage & { locale: RealLocale };

export type PageChooser = (path: string, headers: LanguageHeaders) => LocalizedPage;

const routesFile = z.object({
  pages: z.array(z.object({ path: z.string(), file: z.string().regex(/^[a-z0-9-]+\.html$/) })),
  clientOnly: z.array(z.string().startsWith('/')),
  // Each locale names a folder: only the real ones, the source first, each once.
  locales: z
    .array(z.enum(LOCALES))
    .refine((locales) => locales[0] === SOURCE_LOCALE && new Set(locales).size === locales.length)
    .optional(),
});

/**
 * A page, its compressed copies and its inline styles' hashes: the build's own (scripts/vite-precompress.ts writes .br and
 * .gz beside each file), or made here once when the build left them out.
 */
function htmlPage(html: Buffer, path?: string): HtmlPage {
  const copy = (suffix: string) =>
    path && existsSync(`${path}${suffix}`) ? readFileSync(`${path}${suffix}`) : null;
  return {
    html,
    br:
      copy('.br') ?? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: copy('.gz') ?? gzipSync(html, { level: 9 }),
    styleHashes: inlineStyleHashes(html),
  };
}

/** The router matches paths without regard to case or a trailing slash; so does this. */
function normalize(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** "/edit-story/:id" → a pattern where each ":name" segment stands for any one segment. */
function routePattern(route: string): RegExp {
  const segments = normalize(route)
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * Her language: the `nf_lang` cookie when it names a real language (a pseudo-locale or junk is
 * ignored), else the first of Accept-Language's languages we have, else English.
 */
export function readerLocale({ cookie, acceptLanguage }: LanguageHeaders): RealLocale {
  const locale = pickLocale(
    cookieValue(cookie, LANGUAGE_COOKIE),
    acceptedLanguages(acceptLanguage),
  );
  return isRealLocale(locale) ? locale : SOURCE_LOCALE;
}

/** One language's prerendered pages, by normalized path, and its not-found page. */
interface LocalePages {
  exact: Map<string, HtmlPage>;
  notFound: HtmlPage | null;
}

/**
 * Reads one language's pages. English must have them all; another language's missing file is
 * left out, and that page is then sent in English.
 */
function readLocalePages(
  staticDir: string,
  pages: readonly { path: string; file: string }[],
  locale: RealLocale,
): LocalePages {
  const localePages: LocalePages = { exact: new Map(), notFound: null };
  const missing: string[] = [];
  for (const { path, file } of pages) {
    const filePath = join(staticDir, PRERENDER_DIR, prerenderedFilePath(locale, file));
    if (locale !== SOURCE_LOCALE && !existsSync(filePath)) {
      missing.push(file);
      continue;
    }
    const page = htmlPage(readFileSync(filePath), filePath);
    if (path === '*') localePages.notFound = page;
    else localePages.exact.set(normalize(path), page);
  }
  if (missing.length > 0) {
    log.warn('Prerendered pages missing: they are sent in English', {
      locale,
      files: missing.join(', '),
    });
  }
  return localePages;
}

/** Reads the build's pages; without prerendered pages every path gets the shell, as before. */
export function loadPages(staticDir: string, shell: Buffer): PageChooser {
  const shellPage = htmlPage(shell);
  const routesPath = join(staticDir, PRERENDER_DIR, PRERENDER_ROUTES_FILE);
  if (!existsSync(routesPath)) {
    return (_path, headers) => ({ page: shellPage, status: 200, locale: readerLocale(headers) });
  }

  const routes = routesFile.parse(JSON.parse(readFileSync(routesPath, 'utf8')));
  const english = readLocalePages(staticDir, routes.pages, SOURCE_LOCALE);
  const byLocale = new Map<RealLocale, LocalePages>([[SOURCE_LOCALE, english]]);
  for (const locale of routes.locales ?? []) {
    if (locale !== SOURCE_LOCALE)
      byLocale.set(locale, readLocalePages(staticDir, routes.pages, locale));
  }
  const clientOnly = routes.clientOnly.map(routePattern);

  /** Her language's copy of a page, else the English one. */
  const inLanguage = (
    locale: RealLocale,
    pick: (pages: LocalePages | undefined) => HtmlPage | null | undefined,
  ): { page: HtmlPage; locale: RealLocale } | null => {
    const own = pick(byLocale.get(locale));
    if (own) return { page: own, locale };
    const fallback = pick(english);
    return fallback ? { page: fallback, locale: SOURCE_LOCALE } : null;
  };

  return (path, headers) => {
    const locale = readerLocale(headers);
    const key = normalize(path);
    const prerendered = inLanguage(locale, (pages) => pages?.exact.get(key));
    if (prerendered) return { ...prerendered, status: 200 };
    // The shell has no text: the script renders it in her language.
    if (clientOnly.some((pattern) => pattern.test(key))) {
      return { page: shellPage, status: 200, locale };
    }
    const notFound = inLanguage(locale, (pages) => pages?.notFound);
    return notFound ? { ...notFound, status: 404 } : { page: shellPage, status: 200, locale };
  };
}
