// The answers a server-rendered page was drawn with (server/render/), handed to the data layer so
// the page is taken over with the same data, without asking the API again. The server puts them
// in a <script type="application/json"> (data, never run: the Content Security Policy has nothing
// to allow); on the server the render hands them over directly (withServedData).
import { useEffect } from 'react';
import { unstable_serialize } from 'swr';
import type { DataKey } from '@/lib/data-layer/data-keys';
import { SERVED_DATA_ELEMENT_ID, type ServedData } from '@/lib/data-layer/served-data-format';

export { SERVED_DATA_ELEMENT_ID, type ServedData };

/** SWR keeps an infinite list's pages under its first page's key with this prefix (swr/infinite). */
const INFINITE_PREFIX = '$inf$';

/** Only the self-hosted server renders pages with their data: a Firebase build leaves this out. */
const SERVER_RENDERS = import.meta.env.VITE_BACKEND !== 'firebase';

/** Set on the server for the length of one (synchronous) render. */
let onServer: ServedData | null = null;

/** Keys served and not yet taken over by their hook (see useServedOnce). */
const fresh = new Set<string>();

/** Renders with `data` served: the render must be synchronous (renderToString). */
export function withServedData<T>(data: ServedData, render: () => T): T {
  onServer = data;
  try {
    return render();
  } finally {
    onServer = null;
  }
}

/** The page's answers, read from the page once (undefined: not read yet). */
let inPage: ServedData | null | undefined;

function readPage(): ServedData | null {
  if (inPage !== undefined) return inPage;
  inPage = null;
  if (!SERVER_RENDERS || typeof document === 'undefined') return null;
  const element = document.getElementById(SERVED_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    inPage = JSON.parse(element.textContent) as ServedData;
  } catch {
    // A page cut short: the hooks ask the API as they would without it.
  }
  return inPage;
}

/** Whether this page came from the server with its data (start-app.tsx then takes it over as is). */
export function pageWasServed(): boolean {
  return readPage() !== null;
}

/** The served answers as SWR cache entries (each read once), to start the cache with. */
export function servedCacheEntries(): [string, { data: unknown }][] {
  if (!SERVER_RENDERS) return [];
  const served = onServer ?? readPage();
  if (!served) return [];
  const entries: [string, { data: unknown }][] = [];
  for (const { key, data } of served.queries) {
    entries.push([unstable_serialize(key), { data }]);
  }
  for (const { key, page } of served.firstPages) {
    const serialized = unstable_serialize(key);
    entries.push(
      [serialized, { data: page }],
      [`${INFINITE_PREFIX}${serialized}`, { data: [page] }],
    );
  }
  if (!onServer) for (const [key] of entries) fresh.add(key);
  return entries;
}

/**
 * True while the answer under `key` is the one the page was served with and the hook asking for
 * it has not yet been mounted: it then need not ask again. Mounted again later (she comes back to
 * the page), the hook asks afresh as usual.
 */
export function useServedOnce(key: DataKey, infinite = false): boolean {
  const serialized = `${infinite ? INFINITE_PREFIX : ''}${unstable_serialize(key)}`;
  const served = fresh.has(serialized);
  useEffect(() => {
    fresh.delete(serialized);
  }, [serialized]);
  return served;
}
