import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { keyInTopics, type Topic } from '@/lib/data-layer/data-keys';

/**
 * After a write (a story shared, edited or deleted, an NGO approved): what shows the topics it
 * changed is asked again if on screen, and refreshed when next opened (each screen refreshes its
 * cached answer as it mounts). Not awaited: the write has succeeded whatever the refresh does.
 * Usage: `const afterWrite = useAfterWrite();` then `afterWrite('stories')` once it succeeded.
 */
export function useAfterWrite(): (...topics: Topic[]) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...topics: Topic[]) => {
      void mutate((key) => keyInTopics(key, topics)).catch(() => undefined);
    },
    [mutate],
  );
}
