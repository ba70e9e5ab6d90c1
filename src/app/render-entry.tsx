/* eslint-disable react-refresh/only-export-components -- a build-time entry, never hot-reloaded */
// Pages as HTML, rendered as the browser's first render will be (signed-in state unknown) so the
// script hydrates them without a flash. Effects never run here, so nothing is fetched. Built by
// scripts/vite-prerender.ts and used twice: by the build, for every public page with its data
// still loading, and by the self-hosted server (server/render/) for the pages it renders on each
// request with their data (Home, Stories).
import { StrictMode } from 'react';
import type { Messages } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { CLIENT_ONLY_PATHS, PRERENDERED_PAGES, preloadPage } from '@/app/pages';
import { AppRoutes } from '@/app/routes';
import { documentTitle } from '@/app/routes/use-document-title';
import { activate, i18n } from '@/i18n/i18n';
import { LOCALES, type RealLocale, textDirection } from '@/i18n/locales';
import { type ServedData, withServedData } from '@/lib/data-layer/served-data';

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

function page(location: string) {
  return (
    <StrictMode>
      <AppProviders>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
}

/** Where the router finds a prerendered page ('*' is the not-found page). */
function locationOf(path: string): string {
  return path === '*' ? NOT_FOUND_PROBE : path;
}

/** The build's pages are drawn with no answers yet: as the browser's first render, loading. */
const NOTHING_SERVED: ServedData = { queries: [], firstPages: [] };

let everyPageLoaded: Promise<void> | null = null;

/** The page at `path` as the build writes it, once every prerendered page's chunk has loaded. */
export async function renderPage(path: string, locale: RealLocale): Promise<string> {
  everyPageLoaded ??= warmUp(PRERENDERED_PAGES.map((page) => locationOf(page.path)));
  await everyPageLoaded;
  return renderServed(locationOf(path), '', locale, NOTHING_SERVED);
}

/** Fetches the chunks of the pages at `paths` once, so renderServed never waits on one. */
export async function warmUp(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map(preloadPage));
}

/**
 * The page at `path` and `search` (her filters) in `locale`, drawn with `served`. Synchronous, so
 * the one interface language and the served answers belong to this render alone, and throws if
 * any part of the page was still loading (warmUp first), rather than send a page the browser
 * would have to draw again (React would otherwise write such a part later, with inline scripts
 * the Content Security Policy blocks).
 */
export function renderServed(
  path: string,
  search: string,
  locale: RealLocale,
  served: ServedData,
): string {
  activate(locale);
  const html = withServedData(served, () => renderToString(page(`${path}${search}`)));
  // React marks a boundary it could not finish with <!--$!-->, for the browser to render.
  if (html.includes('<!--$!-->')) throw new Error(`${path} was not ready to render`);
  return html;
}
