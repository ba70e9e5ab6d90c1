import { createContext, use } from 'react';

/**
 * The layout's Quick exit, for what covers the layout: a modal dialog makes the page behind it
 * inert, so it draws its own Quick exit in the top layer and calls this one.
 */
export const QuickExitContext = createContext<(() => void) | null>(null);

/** Leaves Sahas at once; null outside the app layout (tests of a lone component). */
export function useQuickExit(): (() => void) | null {
  return use(QuickExitContext);
}
