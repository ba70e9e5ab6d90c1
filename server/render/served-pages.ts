// Home and Stories rendered on each request with their data, by the same React components the
// browser runs, into the page the build wrote for that path and language.
//
// How: the build keeps a server-side build of src/app/render-entry.tsx (dist-render/). At start
// the server imports it and fetches the two pages' chunks once (render-entry.ts), so each render
// is React's synchronous renderToString: the one Lingui instance is switched to her language
// (every catalogue is in that build) and the data layer handed the answers for that render alone,
// with nothing of another request's in between. The answers come from the API's own public
// queries in process (served-page-data.ts), never from an HTTP call: a story hidden by reports,
// waiting for review or deleted cannot be in them. Her language is chosen as for every page
// (prerendered-pages.ts: the nf_lang cookie, else Accept-Language); Stories reads her filters
// from the address as the page does (src/features/stories/story-filters.ts), and her own likes
// and reports from her session, as the list route does. The queries run on every request; a
// visitor's render is reused only while their answers are exactly the same (rendered-page-memo.ts).
//
// The answers travel in the page as <script type="application/json" id="served-data">: data the
// browser never runs, so the Content Security Policy (script-src 'self') needs no hash or nonce
// for it; `<` is escaped so no text of a story can close the element. The browser's data layer
// starts its cache with them (src/lib/data-layer/served-data.ts) and the hooks do not ask the API
// again while taking the page over. The page carries stories and her flags: it is never stored
// (no-store). Should anything fail, the page the build wrote is sent as before.
import type { RealLocale } from '@/i18n/locales';
import { SERVED_DATA_ELEMENT_ID, type ServedData } from '@/lib/data-layer/served-data-format';
import type { Database } from '../db/database';
import type { SessionReader } from '../http/current-user';
import { errorSummary } from '../http/error-handler';
import { conflictingSessionCookies } from '../http/session-cookie-guard';
import { log } from '../logging/logger';
import { loadRenderEntry, type RenderEntry } from './render-entry';
import { lazilyCompressed, type RenderedPage, renderedPageMemo } from './rendered-page-memo';
import { SERVED_PATHS, servedPageData } from './served-page-data';

export interface ServedPagesDeps {
  db: Database;
  readSession: SessionReader;
  /** Where the build put the renderer (dist-render/). */
  renderDir: string;
}

export type { RenderedPage };

export type PageRenderer = (
  url: URL,
  headers: Headers,
  template: string,
  locale: RealLocale,
) => Promise<RenderedPage | null>;

const ROOT_OPEN = '<div id="root">';

/** The answers as the text of a JSON script element: nothing in it can end the element. */
export function servedDataScript(text: string): string {
  const safe = text
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVED_DATA_ELEMENT_ID}">${safe}</script>`;
}

/**
 * `template` (a page the build wrote) with `markup` in place of its #root's content and `after`
 * just after #root. The root is the body's last element, so its end is the body's last </div>.
 */
export function fillRoot(template: string, markup: string, after: string): string {
  const start = template.indexOf(ROOT_OPEN);
  const end = template.lastIndexOf('</div>', template.lastIndexOf('</body>'));
  if (start < 0 || end < start) throw new Error('The page has no #root to render into');
  return `${template.slice(0, start + ROOT_OPEN.length)}${markup}</div>${after}${template.slice(end + '</div>'.length)}`;
}

/** The renderer of Home and Stories; it answers null for every other path. */
export function servedPages({ db, readSession, renderDir }: ServedPagesDeps): PageRenderer {
  let entry: Promise<RenderEntry | null> | null = null;
  const ready = () => {
    entry ??= loadRenderEntry(renderDir, [...SERVED_PATHS]).catch((error: unknown) => {
      log.error('The server-side renderer could not be loaded', errorSummary(error));
      return null;
    });
    return entry;
  };
  // Loaded as the server starts, not on the first reader's request.
  void ready();
  // A visitor's pages, reused while their answers stay the same (rendered-page-memo.ts). Hers,
  // signed in, carry her flags: drawn for her request alone and never kept.
  const visitorPageOf = renderedPageMemo();

  /** Her session for her flags on Stories; none when the request is ambiguous (two cookies). */
  async function viewerOf(path: string, headers: Headers): Promise<string | null> {
    if (path !== '/stories') return null;
    if (conflictingSessionCookies(headers.get('cookie') ?? undefined).length > 0) return null;
    return (await readSession(headers))?.id ?? null;
  }

  return async (url, headers, template, locale) => {
    const path = url.pathname.replace(/\/+$/, '').toLowerCase() || '/';
    if (!SERVED_PATHS.has(path)) return null;
    const renderer = await ready();
    if (!renderer) return null;
    try {
      const viewer = await viewerOf(path, headers);
      const data = await servedPageData(db, path, url.search, viewer);
      // Rendered from the text the browser will read, so both draw exactly the same answers.
      const text = JSON.stringify(data);
      const render = () => {
        const served = JSON.parse(text) as ServedData;
        const markup = renderer.renderServed(path, url.search, locale, served);
        return fillRoot(template, markup, servedDataScript(text));
      };
      if (viewer) return lazilyCompressed(Buffer.from(render()));
      return visitorPageOf(
        { place: `${locale} ${path}${url.search}`, template, answers: text },
        render,
      );
    } catch (error) {
      log.error('A page could not be rendered: the built page is sent', {
        path,
        ...errorSummary(error),
      });
      return null;
    }
  };
}
