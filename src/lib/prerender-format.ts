// Where the build puts prerendered pages and how routes.json describes them; read by the build
// (scripts/vite-prerender.ts), the self-hosted server (server/http/prerendered-pages.ts) and the
// test that keeps netlify.toml in step.

export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_ROUTES_FILE = 'routes.json';

export interface PrerenderedRoute {
  /** The route's path as the router writes it; '*' for the not-found page. */
  path: string;
  /** File name inside dist/prerendered/. */
  file: string;
}

/** What routes.json holds: the prerendered pages, and the routes only the script renders. */
export interface PrerenderedRoutes {
  pages: PrerenderedRoute[];
  /** Patterns such as /edit-story/:id; they get the empty shell (index.html). */
  clientOnly: string[];
}

/** "/" → home.html, "/PrivacyPolicy" → privacypolicy.html, "*" → not-found.html. */
export function prerenderFileName(path: string): string {
  if (path === '/') return 'home.html';
  if (path === '*') return 'not-found.html';
  return `${path
    .slice(1)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')}.html`;
}
