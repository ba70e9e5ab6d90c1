/* eslint-disable react-refresh/only-export-components -- a build-time entry, never hot-reloaded */
// Build-time only (scripts/vite-prerender.ts): each public page as HTML, rendered as the browser's
// first render will be (signed-in state unknown, data loading) so the script hydrates it without
// a flash. Effects never run here, so nothing is fetched.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { CLIENT_ONLY_PATHS, PRERENDERED_PAGES } from '@/app/pages';
import { AppRoutes } from '@/app/routes';

export { CLIENT_ONLY_PATHS, PRERENDERED_PAGES };

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
export async function renderPage(path: string): Promise<string> {
  for (let attempt = 0; attempt < MAX_RENDERS; attempt++) {
    const { prelude } = await render(path);
    const html = await new Response(prelude).text();
    if (!html.includes('<script')) return html;
  }
  throw new Error(
    `The prerendered ${path} still needs inline scripts after ${MAX_RENDERS} renders`,
  );
}
