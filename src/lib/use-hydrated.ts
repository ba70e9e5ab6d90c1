import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React takes over the prerendered page, true from the render after: what the
 * prerendered HTML cannot hold (a library's inline styles, which the Content Security Policy
 * would block in markup) waits for it, so hydration finds exactly what the build wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
