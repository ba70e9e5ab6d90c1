import type { SWRConfiguration } from 'swr';

/**
 * How the cache behaves on her phone: nothing is fetched behind her back (no polling, no refresh
 * when the tab comes back into view or the connection returns: each screen reloads what failed,
 * see useQueryStatus), a failure is not retried by itself (she has Try again), and screens that
 * ask for the same thing within a few seconds share one request.
 */
export const DATA_OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  dedupingInterval: 5_000,
} as const satisfies SWRConfiguration;
