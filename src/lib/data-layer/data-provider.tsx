import { useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type Middleware } from 'swr';
import type { DataCacheOwner } from '@/lib/data-layer/data-cache';
import { isBackendError } from '@/backend/backend-error';
import { DATA_OPTIONS } from '@/lib/data-layer/data-options';
import { forgetCache, registerForgetter } from '@/lib/data-layer/forget-data';

/**
 * The data layer: reads go through SWR with this cache. AuthProvider empties it the moment the
 * signed-in person changes (sign-out, the server ending the session, another person signing in),
 * before anything renders as the new person: whoever picks up her phone next is not shown her
 * stories, account or admin lists from memory. A refusal for want of a session (401) makes auth
 * read the session again (`onSessionRefused`), which ends it, and empties the cache, if the
 * server has ended it.
 */
export function DataProvider({
  data,
  onSessionRefused,
  children,
}: {
  data: DataCacheOwner;
  /** Stable (a useCallback): the options are made once. */
  onSessionRefused: () => void;
  children: ReactNode;
}) {
  const options = useMemo(
    () => ({
      ...DATA_OPTIONS,
      provider: () => data.cache,
      // A middleware, not onError, which a query's own onError would replace.
      use: [noticeRefusals(onSessionRefused)],
    }),
    [data, onSessionRefused],
  );
  return (
    <SWRConfig value={options}>
      <BindForget bind={data.bind} />
      {children}
    </SWRConfig>
  );
}

/** Calls `refused` when a query or mutation is refused for want of a session (401). */
function noticeRefusals(refused: () => void): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    type Fetcher = NonNullable<typeof fetcher>;
    const noticing =
      fetcher &&
      (((...args: unknown[]) =>
        Promise.resolve((fetcher as (...given: unknown[]) => unknown)(...args)).catch(
          (error: unknown) => {
            if (isBackendError(error, 'unauthenticated')) refused();
            throw error;
          },
        )) as Fetcher);
    return useSWRNext(key, noticing, config);
  };
}

/** Gives the cache's owner the way to empty it, and Quick exit too (forgetAllData). */
function BindForget({ bind }: { bind: DataCacheOwner['bind'] }) {
  const { cache, mutate } = useSWRConfig();
  // Bound during render: a session can end before any effect of this tree has run.
  bind((leaving) => void forgetCache(cache, mutate, true, leaving));
  useEffect(() => registerForgetter(() => void forgetCache(cache, mutate, false)), [cache, mutate]);
  return null;
}
