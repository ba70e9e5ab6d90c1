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

let tookOverServerPage = false;

/** Said by src/app/start-app.tsx as it hydrates the page the server or the build wrote. */
export function markTakingOverServerPage(): void {
  tookOverServerPage = true;
}

/** Whether the app began by taking over a page it did not draw (not in tests, nor a fresh render). */
export function tookOverAServerPage(): boolean {
  return tookOverServerPage;
}
