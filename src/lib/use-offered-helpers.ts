// Which writing helpers this deployment has, asked once and shared by every control that needs
// it (each story card's Translate, each Fix Grammar, the FAQ) through the data layer's cache.
// Until the answer comes, and in the prerendered HTML and its hydration, nothing is offered: a
// control that appears a moment later is better than one she taps and that then fails or
// disappears.
import useSWR from 'swr';
import type { OfferedHelpers } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { dataKey } from '@/lib/data-layer/data-keys';
import { useHydrated } from '@/lib/use-hydrated';

const NONE: OfferedHelpers = Object.freeze({ translate: false, grammar: false });

/** What this deployment offers; `NONE` until known (offline or unreachable: the next screen asks again). */
export function useOfferedHelpers(): OfferedHelpers {
  const { helpers } = useBackend();
  const hydrated = useHydrated();
  const offered = useSWR(dataKey('offered-helpers'), () => helpers.offered(), {
    revalidateIfStale: false,
  });
  return (hydrated && offered.data) || NONE;
}
