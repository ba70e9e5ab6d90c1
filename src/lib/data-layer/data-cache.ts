import { useState } from 'react';
import type { Cache } from 'swr';
import { servedCacheEntries } from '@/lib/data-layer/served-data';

/** A cache and the way to empty it, made by AuthProvider, which knows when a session ends. */
export interface DataCache {
  cache: Cache;
  /**
   * Forgets every answer; what is on screen asks again (as whoever is signed in now), but for
   * what was the leaving person's own.
   */
  forget: (leaving: string | null) => void;
}

/** What DataProvider is given: the cache, and where it binds the way to empty it. */
export interface DataCacheOwner extends DataCache {
  bind: (forget: (leaving: string | null) => void) => void;
}

/** One cache for one AuthProvider (so every test render has a cache of its own). */
export function useDataCache(): DataCacheOwner {
  const [data] = useState(() => {
    let forget: (leaving: string | null) => void = () => {};
    return {
      // A server-rendered page's answers, so it is taken over without asking again.
      cache: new Map(servedCacheEntries()) as Cache,
      forget: (leaving: string | null) => forget(leaving),
      bind: (next: (leaving: string | null) => void) => {
        forget = next;
      },
    };
  });
  return data;
}
