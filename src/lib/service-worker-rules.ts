// What the service worker may answer, what it keeps, and what it falls back to offline. Read by
// the service worker (service-worker.ts), the build (vite.config.ts: what to precache) and the page
// (service-worker-caches.ts). It imports nothing, so the build can load it as it is.
//
// Only public content is ever kept: on a watched phone, a cache of what she read is a trace.

/** The service worker's script, at the root of the build (the server sends it never cached). */
export const SERVICE_WORKER_FILE = 'service-worker.js';

/** Workbox names its precache `<prefix>-precache-v2-<scope>`; every other cache is not public. */
export const PUBLIC_CACHE_PREFIX = 'sahas-public';

/** True for the cache of the service worker's public precache. */
export function isPublicPrecache(cacheName: string): boolean {
  return cacheName.startsWith(`${PUBLIC_CACHE_PREFIX}-precache-`);
}

/**
 * Public pages whose built HTML is kept for offline use (lower-case paths, as the server matches
 * them): the helplines, the safety and legal hubs, what Sahas is. Nothing on them is hers.
 */
export const OFFLINE_PAGES: Readonly<Record<string, string>> = {
  '/resources': 'prerendered/resources.html',
  '/about': 'prerendered/about.html',
  '/faqs': 'prerendered/faqs.html',
  '/privacypolicy': 'prerendered/privacypolicy.html',
  '/termsandconditions': 'prerendered/termsandconditions.html',
};

/** The empty app shell: every other page offline, drawn by the script with no data of hers. */
export const APP_SHELL = 'index.html';

/**
 * What the build may list for the worker: its scripts, styles, icons and fonts, the shell and the
 * pages above, in English and in every other language the build wrote them in
 * (prerendered/<locale>/). Of these it lists only the offline pages' files, each marked whether
 * it is fetched ahead of need (service-worker-offline-set.ts).
 */
export const PRECACHE_GLOBS: readonly string[] = [
  'assets/**/*.{js,css,svg,png,webp,woff2}',
  '*.{svg,png,ico}',
  APP_SHELL,
  ...Object.values(OFFLINE_PAGES),
  ...Object.values(OFFLINE_PAGES).map((file) => file.replace(/^prerendered\//, 'prerendered/*/')),
];

/** One file of the worker's list (the build's manifest): kept ahead of need, or once fetched. */
export interface OfflineEntry {
  url: string;
  revision: string | null;
  /** Fetched ahead of need when her data plan allows (service-worker-offline-set.ts). */
  ahead: boolean;
}

/** What the browser says of her connection (the Network Information API, where it has one). */
export interface ConnectionFacts {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * True when she pays for every byte or the connection can barely carry the page: the browser
 * reports Save-Data (the setting, or the `Save-Data: on` header it sends) or a 2G connection. The
 * worker then fetches nothing ahead of need, and keeps only what she fetched herself.
 */
export function dataPlanIsLean(
  connection: ConnectionFacts | undefined,
  saveDataHeader?: string | null,
): boolean {
  if (saveDataHeader?.trim().toLowerCase() === 'on') return true;
  if (connection?.saveData === true) return true;
  return connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

/** The query that makes a HEAD request for the worker's script a request to the worker itself. */
const KEEP_OFFLINE_SET_QUERY = 'keep=offline-set';

/**
 * The address the page asks once a worker controls it (service-worker-register.ts): the worker
 * then fetches the offline set unless her data plan says not to, and answers once it is kept.
 * A request, not a message, so the worker sees the Save-Data header the browser adds.
 */
export function keepOfflineSetUrl(base: string): string {
  return `${base}${SERVICE_WORKER_FILE}?${KEEP_OFFLINE_SET_QUERY}`;
}

/** True for that request (the worker answers it itself; it never reaches the server). */
export function isKeepOfflineSetRequest(request: RequestFacts, origin: string): boolean {
  if (request.method !== 'HEAD') return false;
  try {
    const url = new URL(request.url);
    return (
      url.origin === origin &&
      url.pathname.endsWith(`/${SERVICE_WORKER_FILE}`) &&
      url.search === `?${KEEP_OFFLINE_SET_QUERY}`
    );
  } catch {
    return false;
  }
}

/** Answers that are hers or private (stories, accounts, uploads): never answered, never kept. */
const PRIVATE_PATH = /^\/(api|media)(\/|$)/i;

export interface RequestFacts {
  method: string;
  url: string;
  headers?: { has(name: string): boolean };
}

/**
 * True only for a GET to our own origin, outside /api and /media, carrying no credentials of its
 * own. Anything else the service worker leaves to the browser, untouched and unstored.
 */
export function serviceWorkerMayAnswer(request: RequestFacts, origin: string): boolean {
  if (request.method !== 'GET') return false;
  if (request.headers?.has('authorization')) return false;
  let url: URL;
  let path: string;
  try {
    url = new URL(request.url);
    // "/%61pi/..." must count as "/api/..."; an address that cannot be decoded is left alone.
    path = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  // Doubled slashes ("//api/") still lead to the API on some servers.
  return ![path, url.pathname].some((form) => PRIVATE_PATH.test(form.replace(/\/{2,}/g, '/')));
}

/** True for a page whose public copy is kept (not merely the shell). */
export function hasOfflineCopy(pathname: string): boolean {
  return offlinePageFor(pathname) !== APP_SHELL;
}

/**
 * The precached page to show for `pathname` when the network fails: its public copy, or the
 * shell. With a `locale` other than English, its copy in that language (the English pages keep
 * the unprefixed paths: see prerenderedFilePath in prerender-format.ts).
 */
export function offlinePageFor(pathname: string, locale = 'en'): string {
  const key = pathname.replace(/\/+$/, '').toLowerCase();
  const page = OFFLINE_PAGES[key];
  if (!page) return APP_SHELL;
  return locale === 'en' || !/^[a-z]{2,3}$/.test(locale)
    ? page
    : page.replace(/^prerendered\//, `prerendered/${locale}/`);
}

/** The parts of a network answer read to decide whether it may be kept. */
export interface ResponseFacts {
  status: number;
  headers: { get(name: string): string | null };
}

/**
 * The offline copy a page's answer from the network is kept as, once she has opened the page: a
 * public page's (above) in the language the server answered in; null for every other page, and
 * for an answer that is not a plain HTML page or that says it must not be stored.
 */
export function keptCopyFor(pathname: string, response: ResponseFacts): string | null {
  if (!hasOfflineCopy(pathname) || response.status !== 200) return null;
  if (/no-store/i.test(response.headers.get('cache-control') ?? '')) return null;
  if (!/^text\/html/i.test(response.headers.get('content-type') ?? '')) return null;
  const locale = response.headers.get('content-language') ?? '';
  return /^[a-z]{2,3}$/.test(locale) ? offlinePageFor(pathname, locale) : null;
}

/**
 * The one API answer that is kept: the public NGO directory as a visitor sees it (no cookie, so
 * never an admin's registration numbers or e-mail), for Resources with no connection.
 */
export const NGO_DIRECTORY_PATH = '/api/ngos';

/** The cache holding that copy; public like the precache, so Sign Out keeps it. */
export const NGO_DIRECTORY_CACHE = `${PUBLIC_CACHE_PREFIX}-ngo-directory`;

/** A header of the kept copy: when the service worker fetched it (ISO 8601). */
export const SAVED_AT_HEADER = 'sahas-saved-at';

/** True for a cache that holds only public content (kept on Sign Out, not on Quick exit). */
export function isPublicCache(cacheName: string): boolean {
  return isPublicPrecache(cacheName) || cacheName === NGO_DIRECTORY_CACHE;
}

/** True for the page's own read of the public NGO directory (a GET of exactly that address). */
export function isNgoDirectoryRead(request: RequestFacts, origin: string): boolean {
  if (request.method !== 'GET') return false;
  try {
    const url = new URL(request.url);
    return url.origin === origin && url.pathname === NGO_DIRECTORY_PATH && url.search === '';
  } catch {
    return false;
  }
}

/**
 * What Quick exit posts to the service worker: delete every cache and unregister. The worker does
 * it inside the message's waitUntil, so the browser keeps it alive to finish after the page is gone.
 */
export const QUICK_EXIT_MESSAGE = 'sahas.quick-exit';

/** True for that message (anything else posted to the worker is ignored). */
export function isQuickExitMessage(data: unknown): boolean {
  return data === QUICK_EXIT_MESSAGE;
}
