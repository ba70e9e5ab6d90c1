import { useEffect } from 'react';
import { useOnline } from '@/lib/use-online';
import { useReloadWhenBackOnline } from '@/lib/use-reload-when-back-online';

/** 'offline': it failed for want of a connection, and loads again by itself once it is back. */
export type QueryStatus = 'loading' | 'ready' | 'failed' | 'offline';

interface Answer {
  data: unknown;
  error: unknown;
  isLoading: boolean;
  /** Asks again (SWR's mutate with no argument). */
  mutate: () => Promise<unknown>;
}

/**
 * What a screen shows for one query: 'offline' once asking failed with no connection, else its
 * data once there (a failed refresh online keeps it on show),
 * 'loading' while it is being asked for (Try again too), else the failure. A failure offline is
 * asked again when the connection returns; a failure online waits for her Try again.
 */
export function useQueryStatus({ data, error, isLoading, mutate }: Answer): QueryStatus {
  const online = useOnline();
  const failed = error !== undefined;
  useReloadWhenBackOnline(online, failed, () => void mutate());
  // Opened offline, a screen asks at once (not an answer of the last few seconds), so it says
  // she is offline, or shows the copy kept for offline use, rather than what memory holds.
  useEffect(() => {
    if (!navigator.onLine) void mutate();
    // Only as the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (failed && !online) return 'offline';
  if (data !== undefined) return 'ready';
  if (isLoading || !failed) return 'loading';
  return 'failed';
}
