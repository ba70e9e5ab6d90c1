// The service worker (built to /service-worker.js by vite-plugin-pwa). It keeps the app's
// scripts and styles and the public pages (service-worker-rules.ts), so a repeat visit paints
// from the phone and the helplines open with no connection. Pages come from the network first;
// the kept copy only when the network fails or stalls. It never answers, and so never stores,
// anything else: stories, API answers and media go straight to the network, as if it were not
// there. One public API answer is kept beside them: when the page reads the NGO directory, the
// worker fetches its own copy with no cookie (what any visitor sees, never an admin's version)
// and keeps it dated, for Resources to show with no connection (saved-ngo-directory.ts).
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precache,
} from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import {
  NGO_DIRECTORY_CACHE,
  NGO_DIRECTORY_PATH,
  PUBLIC_CACHE_PREFIX,
  SAVED_AT_HEADER,
  hasOfflineCopy,
  isNgoDirectoryRead,
  offlinePageFor,
  serviceWorkerMayAnswer,
} from '@/lib/service-worker-rules';
import { LANGUAGE_COOKIE, pickLocale } from '@/i18n/locales';

/** The parts of a fetch event used here (the app is typed for pages, not workers). */
interface FetchEventLike extends Event {
  request: Request;
  respondWith(response: Promise<Response>): void;
  waitUntil(work: Promise<unknown>): void;
}

/** The parts of the worker's global scope used here. */
interface ServiceWorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  navigator: { languages: readonly string[] };
  /** The Cookie Store API, where the browser has it (Chromium): her language cookie. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

// The worker's own global (not the page's `self`, as the app's types would have it).
declare const self: ServiceWorkerScope;

/** On a connection that stalls, a public page's kept copy is shown after this long. */
const STALLED_PAGE_MS = 5000;

setCacheNameDetails({ prefix: PUBLIC_CACHE_PREFIX });
// A new version takes over at once; its precache replaces the old one.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precache(self.__WB_MANIFEST);

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

/** The kept copy of a public page in her language, else in English. */
async function keptCopy(pathname: string): Promise<Response | undefined> {
  const locale = await readerLocale();
  return (
    (await matchPrecache(offlinePageFor(pathname, locale))) ??
    (await matchPrecache(offlinePageFor(pathname)))
  );
}

/** The page from the network; its kept public copy (or the shell) when the network fails. */
async function answerNavigation(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const network = fetch(request);
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
    const copy = await kept();
    if (copy) return copy;
    throw error;
  }
}

/** A precached file from the phone; anything else is not answered here at all. */
async function answerFromPrecache(request: Request): Promise<Response> {
  return (await matchPrecache(request.url)) ?? fetch(request);
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
  const cache = await caches.open(NGO_DIRECTORY_CACHE);
  await cache.put(
    NGO_DIRECTORY_PATH,
    new Response(body, {
      headers: { 'content-type': type, [SAVED_AT_HEADER]: new Date().toISOString() },
    }),
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Her own read still goes to the network untouched (an admin's answer holds more).
  if (isNgoDirectoryRead(request, self.location.origin)) {
    event.waitUntil(keepNgoDirectory().catch(() => undefined));
    return;
  }
  if (!serviceWorkerMayAnswer(request, self.location.origin)) return;
  if (request.mode === 'navigate') {
    event.respondWith(answerNavigation(request));
    return;
  }
  // Only files the precache lists; everything else is left to the browser.
  if (getCacheKeyForURL(request.url) === undefined) return;
  event.respondWith(answerFromPrecache(request));
});
