/* eslint-disable react-refresh/only-export-components -- a build-time entry, never hot-reloaded */
// Build-time only (scripts/vite-prerender.ts): each public page as HTML, rendered as the browser's
// first render will be (signed-in state unknown, data loading) so the script hydrates it without
// a flash. Effects never run here, so nothing is fetched.
import { StrictMode } from 'react';
import type { Messages } from '@lingui/core';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { CLIENT_ONLY_PATHS, PRERENDERED_PAGES } from '@/app/pages';
import { AppRoutes } from '@/app/routes';
import { documentTitle } from '@/app/routes/use-document-title';
import { activate, i18n } from '@/i18n/i18n';
import { LOCALES, type RealLocale, textDirection } from '@/i18n/locales';

export { CLIENT_ONLY_PATHS, LOCALES, PRERENDERED_PAGES };

// Every real language's catalogues, all areas at once: the build renders each page in each.
const CATALOGUES = import.meta.glob<{ messages: Messages }>(
  ['../locales/*/*.po', '!../locales/{en-XA,ar-XB}/*.po', '!../locales/*/mails.po'],
  {
    eager: true,
  },
);
for (const [file, { messages }] of Object.entries(CATALOGUES)) {
  const locale = /\/locales\/([^/]+)\//.exec(file)?.[1];
  if (locale) i18n.load(locale, messages);
}

/** What `<html>` says of a page in `locale`, and the title its tab shows. */
export function pageHead(path: string, locale: RealLocale) {
  activate(locale);
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No prerendered page at ${path}`);
  return {
    lang: locale,
    dir: textDirection(locale),
    title: documentTitle(page.name ? i18n._(page.name) : null),
  };
}

/** A path no route claims, to render the not-found page. */
const NOT_FOUND_PROBE = '/__not-found__';

function render(path: string) {
  return prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path === '*' ? NOT_FOUND_PROBE : path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Larger parts would otherwise be sent out of order too, with the same inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
}

/** Lazy parts nested in lazy parts: each render loads one more level. */
const MAX_RENDERS = 5;

/**
 * A page whose lazy chunks are still loading suspends, and React then writes the page out of
 * order with inline scripts that put it in place, which the Content Security Policy blocks. So a
 * page is rendered again until every chunk it uses has loaded and nothing is left to wait for.
 */
export async function renderPage(path: string, locale: RealLocale): Promise<string> {
  activate(locale);
  for (let attempt = 0; attempt < MAX_RENDERS; attempt++) {
    const { prelude } = await render(path);
    const html = await new Response(prelude).text();
    if (!html.includes('<script')) return html;
  }
  throw new Error(
    `The prerendered ${path} still needs inline scripts after ${MAX_RENDERS} renders`,
  );
}
