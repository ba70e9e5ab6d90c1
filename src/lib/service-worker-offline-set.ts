// Which of the build's files the service worker may keep, and which of those it fetches ahead of
// need: only what the offline pages draw with no connection, in every language the build has.
// Ahead (when her data plan allows): the shell, Home's and Stories' offline message, Resources
// with its helplines and saved NGO directory, and About. FAQs and the legal pages are kept once
// she has opened them. No other page's files are kept at all: which of them sat on the phone
// would tell what she opened. Read by the build (vite.config.ts) from Vite's manifest. It imports
// nothing, so the build can load it as it is.

/** What Vite's build manifest says of one chunk (only the parts read here). */
export interface BuildChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** Vite's build manifest (dist/.vite/manifest.json): source file → chunk. */
export type BuildManifest = Record<string, BuildChunk>;

/** A page that works offline: its chunk's source (as pages.ts names it) and its text's areas. */
export interface OfflineRoute {
  path: string;
  source: string;
  areas: readonly string[];
  /** Fetched ahead of need when her data plan allows; otherwise kept once she has opened it. */
  ahead: boolean;
}

/** The manifest's key for the app's entry (the shell's script, styles and what they import). */
export const ENTRY_KEY = 'index.html';

/**
 * The chunks of the start's later steps, which the entry imports in turn (src/main.tsx): a quick
 * exit going on, React DOM, then the app. scripts/vite-start-chunks.ts gives them these names.
 * Every page needs them.
 */
export const START_CHUNKS: readonly string[] = ['quick-exit', 'react-dom', 'app'];

/** The manifest's keys of the start's later steps. Throws when the entry does not import one. */
export function startChunkKeys(manifest: BuildManifest): string[] {
  const imported = manifest[ENTRY_KEY]?.dynamicImports ?? [];
  return START_CHUNKS.map((name) => {
    const key = imported.find((candidate) => manifest[candidate]?.name === name);
    if (key === undefined) throw new Error(`The build's entry imports no ${name} chunk`);
    return key;
  });
}

/**
 * Text on every page: the shell's, and the toasts and errors, which the app loads on first use
 * (src/i18n/i18n.ts) and the offline pages show from their first render.
 */
export const SHELL_AREAS: readonly string[] = ['shell', 'messages'];

/**
 * What the offline pages draw only when needed, fetched then rather than with the page: the
 * toaster with the list of toasts (src/lib/toast.ts), Home's review form, for a signed-in
 * reader only, and Resources' NGO request form. Offline, a toast must still show and her page look as it did.
 */
export const DRAWN_WHEN_NEEDED: readonly string[] = [
  'src/components/ui/toaster.tsx',
  'src/features/home/testimonial-form.tsx',
  // Resources' NGO request form, which comes with her first opening of it: offline it must still
  // open and check what she wrote.
  'src/features/resources/ngo-request-form-body.tsx',
  // The loaders of the areas the first script does not carry (About's, the FAQ's, the legal
  // pages'): without it an offline page of those areas never gets its words.
  'src/i18n/later-catalogues.ts',
];

/**
 * The pages that work with no connection, with the catalogue areas pages.ts gives them (a test
 * keeps the two in step).
 */
export const OFFLINE_ROUTES: readonly OfflineRoute[] = [
  { path: '/', source: 'src/features/home/home-page.tsx', areas: ['home'], ahead: true },
  {
    path: '/stories',
    source: 'src/features/stories/stories-page.tsx',
    areas: ['stories', 'labels'],
    ahead: true,
  },
  {
    path: '/resources',
    source: 'src/features/resources/resources-page.tsx',
    areas: ['resources', 'labels'],
    ahead: true,
  },
  { path: '/about', source: 'src/features/about/about-page.tsx', areas: ['about'], ahead: true },
  { path: '/faqs', source: 'src/features/faqs/faqs-page.tsx', areas: ['faqs'], ahead: false },
  {
    path: '/PrivacyPolicy',
    source: 'src/features/legal/privacy-policy-page.tsx',
    areas: ['legal'],
    ahead: false,
  },
  {
    path: '/termsandconditions',
    source: 'src/features/legal/terms-page.tsx',
    areas: ['legal'],
    ahead: false,
  },
];

/** A catalogue's key in the manifest: src/locales/<locale>/<area>.po. */
const CATALOGUE_KEY = /^src\/locales\/[^/]+\/([^/]+)\.po$/;

/**
 * The built files (paths inside the build's folder) that the offline pages need: the entry and the
 * start's later steps with everything they import and their styles, each page's chunk likewise, and their text in every
 * language. Throws when a page's source or the entry is not in the manifest, so a renamed page
 * cannot silently drop out of the offline set.
 */
export function offlineSetFiles(
  manifest: BuildManifest,
  routes: readonly OfflineRoute[] = OFFLINE_ROUTES,
): Set<string> {
  const files = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(ENTRY_KEY);
  for (const key of startChunkKeys(manifest)) visit(key);
  for (const source of DRAWN_WHEN_NEEDED) visit(source);
  const areas = new Set(SHELL_AREAS);
  for (const route of routes) {
    visit(route.source);
    for (const area of route.areas) areas.add(area);
  }
  for (const key of Object.keys(manifest)) {
    const area = CATALOGUE_KEY.exec(key)?.[1];
    if (area !== undefined && areas.has(area)) visit(key);
  }
  return files;
}

/** The folder Vite writes the built scripts, styles and fonts to. */
const ASSETS_DIR = 'assets/';

/** A prerendered page's file in any language: prerendered/resources.html, prerendered/hi/... */
const PRERENDERED_FILE = /^prerendered\/(?:[^/]+\/)?([^/]+\.html)$/;

/**
 * The file name the build gives a page's prerendered HTML, as prerenderFileName in
 * prerender-format.ts does for these plain paths (a test keeps them equal).
 */
export function offlinePageFile(path: string): string {
  return path === '/' ? 'home.html' : `${path.slice(1).toLowerCase()}.html`;
}

/**
 * Workbox's manifest transform (vite.config.ts). Of the files the globs chose (scripts, styles,
 * icons, the shell and the public pages), it keeps the offline pages' and marks each `ahead` or
 * not (see OfflineRoute); the worker reads the mark (service-worker.ts).
 */
export function keepOfflineSet(manifest: BuildManifest, routes = OFFLINE_ROUTES) {
  const keepable = offlineSetFiles(manifest, routes);
  const aheadRoutes = routes.filter((route) => route.ahead);
  const ahead = offlineSetFiles(manifest, aheadRoutes);
  const aheadPages = new Set(aheadRoutes.map((route) => offlinePageFile(route.path)));
  const isAhead = (url: string) => {
    if (url.startsWith(ASSETS_DIR)) return ahead.has(url);
    const page = PRERENDERED_FILE.exec(url)?.[1];
    return page === undefined || aheadPages.has(page);
  };
  return <Entry extends { url: string }>(entries: Entry[]) => ({
    manifest: entries
      .filter((entry) => !entry.url.startsWith(ASSETS_DIR) || keepable.has(entry.url))
      .map((entry) => ({ ...entry, ahead: isAhead(entry.url) })),
    warnings: [] as string[],
  });
}
