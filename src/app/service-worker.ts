// The service worker (built to /service-worker.js by vite-plugin-pwa). It keeps the files the
// offline pages need and those pages' public copies (service-worker-rules.ts,
// service-worker-offline-set.ts), so a repeat visit paints from the phone and the helplines open
// with no connection. It respects her data plan: it fetches that set ahead of need only when the
// page asks it to once it is in control, and not at all when the browser reports Save-Data or a
// 2G connection; in every case it keeps the files of that set that she fetched herself, and the
// public pages she opened, as a cache would. Pages come from the network first; the kept copy
// only when the network fails or stalls. It never answers, and so never stores, anything else:
// stories, API answers and media go straight to the network, as if it were not there. One public
// API answer is kept beside them: when the page reads the NGO directory, the worker fetches its
// own copy with no cookie (what any visitor sees, never an admin's version) and keeps it dated,
// for Resources to show with no connection (saved-ngo-directory.ts).
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController } from 'workbox-precaching';
import {
  APP_SHELL,
  NGO_DIRECTORY_CACHE,
  NGO_DIRECTORY_PATH,
  PUBLIC_CACHE_PREFIX,
  SAVED_AT_HEADER,
  dataPlanIsLean,
  hasOfflineCopy,
  isKeepOfflineSetRequest,
  isNgoDirectoryRead,
  isQuickExitMessage,
  keptCopyFor,
  offlinePageFor,
  serviceWorkerMayAnswer,
  type ConnectionFacts,
  type OfflineEntry,
} from '@/lib/service-worker-rules';
import { LANGUAGE_COOKIE, pickLocale } from '@/i18n/locales';

/** The parts of a fetch event used here (the app is typed for pages, not workers). */
interface FetchEventLike extends Event {
  request: Request;
  respondWith(response: Promise<Response>): void;
  waitUntil(work: Promise<unknown>): void;
}

/** The parts of an install or activate event used here. */
interface ExtendableEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
}

/** The parts of a message event used here (a page's Quick exit). */
interface ExtendableMessageEventLike extends ExtendableEventLike {
  data: unknown;
}

/** The parts of the worker's global scope used here. */
interface ServiceWorkerScope {
  __WB_MANIFEST: OfflineEntry[];
  location: Location;
  navigator: { languages: readonly string[]; connection?: ConnectionFacts };
  /** The Cookie Store API, where the browser has it (Chromium): her language cookie. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  registration: { unregister(): Promise<boolean> };
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEventLike) => void): void;
}

// The worker's own global (not the page's `self`, as the app's types would have it).
declare const self: ServiceWorkerScope;

/** On a connection that stalls, a public page's kept copy is shown after this long. */
const STALLED_PAGE_MS = 5000;

setCacheNameDetails({ prefix: PUBLIC_CACHE_PREFIX });
/** The build's list: every file the worker may keep, each marked whether it is fetched ahead. */
const listed = self.__WB_MANIFEST;
/** Those files by their versioned keys in the precache. */
const offlineFiles = new PrecacheController();
offlineFiles.addToCacheList(listed.map(({ url, revision }) => ({ url, revision })));
/** The addresses of the files fetched ahead of need (the rest wait until she fetches them). */
const aheadUrls = new Set(
  listed.filter((entry) => entry.ahead).map((entry) => new URL(entry.url, self.location.href).href),
);

// Installing fetches nothing: the page asks for the offline set once this worker is in control,
// and a request shows what the browser says of her data plan (see keepOfflineSet below).
self.addEventListener('install', () => void self.skipWaiting());
// A new version takes over at once; what the old one kept and this one does not list goes.
self.addEventListener('activate', (event) => void offlineFiles.activate(event));
clientsClaim();
cleanupOutdatedCaches();

/** Set once Quick exit told this worker to leave: from then on it keeps nothing. */
let left = false;
/** Writes into the caches under way: leaving waits for them, else one could write a cache back. */
const writing = new Set<Promise<void>>();

/** Runs a write into the caches unless she has left, tracked so that leaving deletes after it. */
function write(work: () => Promise<void>): Promise<void> {
  if (left) return Promise.resolve();
  const done = work();
  writing.add(done);
  void done.catch(() => undefined).finally(() => writing.delete(done));
  return done;
}

/**
 * Quick exit from a page: deletes every cache and unregisters this worker, after any write under
 * way (which stops at its next file), so nothing is written back. Run inside the message's
 * waitUntil, so the browser keeps the worker alive to finish after the page is gone.
 */
async function leave(): Promise<void> {
  left = true;
  await Promise.allSettled([...writing]);
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
  await self.registration.unregister();
}

/** The cache holding the offline files (Workbox's precache name, public: see isPublicPrecache). */
function openOfflineCache(): Promise<Cache> {
  return caches.open(offlineFiles.strategy.cacheName);
}

/** A kept file by its address (or a path inside the site), if it is kept. */
async function matchKept(url: string): Promise<Response | undefined> {
  const key = offlineFiles.getCacheKeyForURL(url);
  if (key === undefined || left) return undefined;
  // A match by name, which unlike opening the cache never creates it again after a Quick exit.
  return caches.match(key, { cacheName: offlineFiles.strategy.cacheName });
}

/** Keeps a network answer for a listed file under its versioned key; anything else is ignored. */
function keep(url: string, response: Response): Promise<void> {
  const key = offlineFiles.getCacheKeyForURL(url);
  if (key === undefined || response.status !== 200 || response.type !== 'basic') {
    return Promise.resolve();
  }
  return write(async () => {
    await (await openOfflineCache()).put(key, response);
  });
}

/**
 * Fetches the files of the offline set not yet kept, one at a time (as Workbox's precache does),
 * stopping at the first failure: the page's next request for the set (its next load) takes it
 * up again. A file whose
 * address carries its content's hash may come from the browser's own cache; the others are
 * fetched afresh.
 */
async function fillOfflineSet(): Promise<void> {
  const cache = await openOfflineCache();
  const kept = new Set((await cache.keys()).map((request) => request.url));
  for (const [url, key] of offlineFiles.getURLsToCacheKeys()) {
    // Told to leave (Quick exit): the files already kept go with the rest.
    if (left) return;
    if (!aheadUrls.has(url) || kept.has(key)) continue;
    const response = await fetch(url, {
      cache: key === url ? 'default' : 'reload',
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`The offline file ${url} answered ${response.status}`);
    await cache.put(key, response);
  }
}

/** The filling under way, so requests that arrive meanwhile wait for the same one. */
let filling: Promise<void> | null = null;

/**
 * Answers the page's request for the offline set (keepOfflineSetUrl) once the set is kept, or at
 * once when her data plan says to fetch nothing ahead: the Save-Data header on this request, or
 * the connection as this worker sees it.
 */
async function keepOfflineSet(request: Request): Promise<Response> {
  if (!dataPlanIsLean(self.navigator.connection, request.headers.get('save-data'))) {
    filling ??= write(fillOfflineSet).finally(() => {
      filling = null;
    });
    await filling.catch(() => undefined);
  }
  return new Response(null, { status: 204 });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Her language as the server would choose it: the cookie she set in the switcher, else the
 * browser's languages (a worker cannot read the Cookie header of the requests it answers).
 */
async function readerLocale(): Promise<string> {
  const saved = await self.cookieStore
    ?.get(LANGUAGE_COOKIE)
    .then((cookie) => cookie?.value ?? null)
    .catch(() => null);
  return pickLocale(saved, self.navigator.languages);
}

/** The kept copy of a public page in her language, else in English (or the shell). */
async function keptCopy(pathname: string): Promise<Response | undefined> {
  const locale = await readerLocale();
  return (
    (await matchKept(offlinePageFor(pathname, locale))) ??
    (await matchKept(offlinePageFor(pathname)))
  );
}

/**
 * The page from the network, kept when it is a public page's; its kept public copy (or the
 * shell) when the network fails.
 */
async function answerNavigation(event: FetchEventLike): Promise<Response> {
  const { request } = event;
  const { pathname } = new URL(request.url);
  const network = fetch(request).then((response) => {
    const copy = keptCopyFor(pathname, response);
    if (copy !== null) event.waitUntil(keep(copy, response.clone()).catch(() => undefined));
    return response;
  });
  // When the kept copy wins, a later network failure is expected, not an error.
  void network.catch(() => undefined);
  const kept = () => keptCopy(pathname);
  const stalled = hasOfflineCopy(pathname)
    ? delay(STALLED_PAGE_MS).then(kept)
    : new Promise<undefined>(() => undefined);
  try {
    const first = await Promise.race([network, stalled]);
    return first ?? (await network);
  } catch (error) {
    // A public page not kept yet (she has not opened it) gets the shell: Quick exit and the way
    // to the helplines still work.
    const copy = (await kept()) ?? (await matchKept(APP_SHELL));
    if (copy) return copy;
    throw error;
  }
}

/** A listed file from the phone, else from the network, kept as it passes. */
async function answerListedFile(event: FetchEventLike): Promise<Response> {
  const { request } = event;
  const kept = await matchKept(request.url);
  if (kept) return kept;
  const response = await fetch(request);
  event.waitUntil(keep(request.url, response.clone()).catch(() => undefined));
  return response;
}

/**
 * Fetches the NGO directory as a visitor (no cookie: the server then leaves out what only admins
 * see) and keeps it with the time it was fetched. Offline it fails, and the last copy stays.
 */
async function keepNgoDirectory(): Promise<void> {
  const response = await fetch(NGO_DIRECTORY_PATH, {
    credentials: 'omit',
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('application/json')) return;
  const body = await response.text();
  await write(async () => {
    const cache = await caches.open(NGO_DIRECTORY_CACHE);
    await cache.put(
      NGO_DIRECTORY_PATH,
      new Response(body, {
        headers: { 'content-type': type, [SAVED_AT_HEADER]: new Date().toISOString() },
      }),
    );
  });
}

self.addEventListener('message', (event) => {
  if (isQuickExitMessage(event.data)) event.waitUntil(leave());
});

self.addEventListener('fetch', (event) => {
  // After a Quick exit the worker stays until her pages go; it answers nothing more.
  if (left) return;
  const { request } = event;
  const { origin } = self.location;
  if (isKeepOfflineSetRequest(request, origin)) {
    event.respondWith(keepOfflineSet(request));
    return;
  }
  // Her own read still goes to the network untouched (an admin's answer holds more).
  if (isNgoDirectoryRead(request, origin)) {
    event.waitUntil(keepNgoDirectory().catch(() => undefined));
    return;
  }
  if (!serviceWorkerMayAnswer(request, origin)) return;
  if (request.mode === 'navigate') {
    event.respondWith(answerNavigation(event));
    return;
  }
  // Only files the build lists; everything else is left to the browser.
  if (offlineFiles.getCacheKeyForURL(request.url) === undefined) return;
  event.respondWith(answerListedFile(event));
});
