// Where the build puts prerendered pages and how routes.json describes them; read by the build
// (scripts/vite-prerender.ts), the self-hosted server (server/http/prerendered-pages.ts) and the
// test that keeps netlify.toml in step. It imports nothing, so the build can load it as it is.

export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_ROUTES_FILE = 'routes.json';

/**
 * The server-side build of src/app/render-entry.tsx the self-hosted server renders pages with:
 * beside the build it renders for (dist/ → dist-render/), never served, inside the repository so
 * it finds its packages; and its entry module.
 */
export function renderDirFor(staticDir: string): string {
  return `${staticDir.replace(/\/+$/, '')}-render`;
}
export const RENDER_ENTRY_FILE = 'render-entry.js';

export interface PrerenderedRoute {
  /** The route's path as the router writes it; '*' for the not-found page. */
  path: string;
  /** File name inside dist/prerendered/ (English), and inside dist/prerendered/<locale>/. */
  file: string;
}

/** What routes.json holds: the prerendered pages, and the routes only the script renders. */
export interface PrerenderedRoutes {
  pages: PrerenderedRoute[];
  /** Patterns such as /edit-story/:id; they get the empty shell (index.html). */
  clientOnly: string[];
  /** The languages prerendered, source first; an older routes.json without it means English. */
  locales?: string[];
}

/**
 * The language whose pages keep the unprefixed paths: SOURCE_LOCALE in src/i18n/locales.ts
 * (restated because this module imports nothing; a test keeps them equal).
 */
const UNPREFIXED_LOCALE = 'en';

/** A page's path inside dist/prerendered/: "home.html" in English, "hi/home.html" in Hindi. */
export function prerenderedFilePath(locale: string, file: string): string {
  return locale === UNPREFIXED_LOCALE ? file : `${locale}/${file}`;
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

/**
 * The renderer carries its packages, React's production build among them: React left in
 * node_modules would pick its build by the server's NODE_ENV, and its development build renders
 * Home about ten times slower (35 ms against 3 here).
 */
export const RENDERER_BUILD = {
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
} as const;
