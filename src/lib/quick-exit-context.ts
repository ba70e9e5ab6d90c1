import { createContext, useContext } from 'react';

export interface QuickExitAction {
  /** Leaves at once: blanks the page, clears what the tab kept, signs out, replaces history. */
  leave: () => void;
  /** The neutral site: where the plain link goes before the script has started. */
  href: string;
}

/**
 * The layout's Quick exit, for what covers the layout: a modal dialog makes the page behind it
 * inert, so it draws its own Quick exit in the top layer and uses this one.
 */
export const QuickExitContext = createContext<QuickExitAction | null>(null);

/** The Quick exit; null outside the app layout (tests of a lone component). */
export function useQuickExit(): QuickExitAction | null {
  return useContext(QuickExitContext);
}
