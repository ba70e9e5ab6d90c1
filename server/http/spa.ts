// Serves the built SPA: hashed assets cached for a year, every other path its prerendered page in
// the reader's language (or the app shell, or the not-found page: see prerendered-pages.ts), Home
// and Stories rendered with their stories into that page (server/render/), and unknown /api paths
// a JSON 404.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { SERVICE_WORKER_FILE } from '@/lib/service-worker-rules';
import { log } from '../logging/logger';
import { servedPages, type ServedPagesDeps } from '../render/served-pages';
import { builtFileStyleHashes } from './inline-style-hashes';
import { loadPages } from './prerendered-pages';

/**
 * Mounts the SPA from `staticDir`; an empty path (API-only tests) mounts nothing. With `render`,
 * Home and Stories are rendered with their data on each request.
 */
export function mountSpa(app: Hono, staticDir: string, render?: ServedPagesDeps) {
  if (!staticDir) return;
  const indexPath = join(staticDir, 'index.html');
  if (!existsSync(indexPath)) {
    log.warn(`No built app in ${staticDir}: run "npm run build" to serve the SPA.`);
    return;
  }
  const pageFor = loadPages(staticDir, readFileSync(indexPath));
  const renderPage = render ? servedPages(render) : null;

  // Hashed file names never change content: cache them for a year.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // `vite build` writes .br and .gz copies (scripts/vite-precompress.ts); sent when accepted.
  app.use('/assets/*', serveStatic({ root: staticDir, precompressed: true }));
  // A missing chunk is a 404, not the HTML page, so the SPA reports a load error it can handle.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // The service worker is checked for updates on every visit, never kept stale in a cache, and
  // a missing one is a 404, never a page (the browser would try to run the HTML).
  const serviceWorkerPath = join(staticDir, SERVICE_WORKER_FILE);
  const serviceWorker = existsSync(serviceWorkerPath) ? readFileSync(serviceWorkerPath) : null;
  app.get(`/${SERVICE_WORKER_FILE}`, (c) => {
    if (!serviceWorker) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'text/javascript; charset=UTF-8');
    return c.body(new Uint8Array(serviceWorker));
  });
  const publicFiles = serveStatic({ root: staticDir });
  const fileStyleHashes = builtFileStyleHashes(staticDir);
  // Top-level files (favicon.svg); directories and extension-less paths are routes of the SPA.
  // A built page fetched as a file (the service worker keeps the offline pages so) names its
  // inline stylesheet in its policy as it does when sent for its route.
  const topLevelFiles: MiddlewareHandler = (c, next) => {
    if (!/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path)) return next();
    c.set('inlineStyleHashes', fileStyleHashes.get(c.req.path));
    return publicFiles(c, next);
  };
  app.use('*', topLevelFiles);
  app.get('*', async (c) => {
    const chosen = pageFor(c.req.path, {
      cookie: c.req.header('cookie'),
      acceptLanguage: c.req.header('accept-language'),
    });
    const { status, locale } = chosen;
    const rendered =
      renderPage && status === 200
        ? await renderPage(
            new URL(c.req.url),
            c.req.raw.headers,
            chosen.page.html.toString('utf8'),
            locale,
          )
        : null;
    const page = rendered ?? chosen.page;
    // Its policy lets its own inline stylesheet apply, and no other. A rendered page has the
    // styles of the built page it was rendered into (the components draw no <style>).
    c.set('inlineStyleHashes', chosen.page.styleHashes);
    // A rendered page carries stories (and her own flags on them): no cache may keep it.
    c.header('Cache-Control', rendered ? 'no-store' : 'no-cache');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    // The page depends on her language (the nf_lang cookie, else the browser's): a cache must
    // not hand one reader's language to another.
    c.header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
    c.header('Content-Language', locale);
    const accepted = c.req.header('accept-encoding') ?? '';
    if (/\bbr\b/.test(accepted)) {
      c.header('Content-Encoding', 'br');
      return c.body(new Uint8Array(page.br), status);
    }
    if (/\bgzip\b/.test(accepted)) {
      c.header('Content-Encoding', 'gzip');
      return c.body(new Uint8Array(page.gzip), status);
    }
    return c.body(new Uint8Array(page.html), status);
  });
}
