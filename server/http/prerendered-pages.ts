// Chooses the HTML for a path: the page the build prerendered for it (scripts/vite-prerender.ts),
// the empty app shell for routes only the script renders, or the prerendered not-found page. Each
// page is sent compressed: on a slow connection the first bytes decide when she can read.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { PRERENDER_DIR, PRERENDER_ROUTES_FILE } from '@/lib/prerender-format';

export interface HtmlPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface ChosenPage {
  page: HtmlPage;
  status: 200 | 404;
}

const routesFile = z.object({
  pages: z.array(z.object({ path: z.string(), file: z.string().regex(/^[a-z0-9-]+\.html$/) })),
  clientOnly: z.array(z.string().startsWith('/')),
});

/**
 * A page and its compressed copies: the build's own (scripts/vite-precompress.ts writes .br and
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

/** Reads the build's pages; without prerendered pages every path gets the shell, as before. */
export function loadPages(staticDir: string, shell: Buffer): (path: string) => ChosenPage {
  const shellPage: ChosenPage = { page: htmlPage(shell), status: 200 };
  const routesPath = join(staticDir, PRERENDER_DIR, PRERENDER_ROUTES_FILE);
  if (!existsSync(routesPath)) return () => shellPage;

  const routes = routesFile.parse(JSON.parse(readFileSync(routesPath, 'utf8')));
  const exact = new Map<string, ChosenPage>();
  let notFound: ChosenPage | null = null;
  for (const { path, file } of routes.pages) {
    const filePath = join(staticDir, PRERENDER_DIR, file);
    const page = htmlPage(readFileSync(filePath), filePath);
    if (path === '*') notFound = { page, status: 404 };
    else exact.set(normalize(path), { page, status: 200 });
  }
  const clientOnly = routes.clientOnly.map(routePattern);

  return (path) => {
    const key = normalize(path);
    const prerendered = exact.get(key);
    if (prerendered) return prerendered;
    if (clientOnly.some((pattern) => pattern.test(key))) return shellPage;
    return notFound ?? shellPage;
  };
}
