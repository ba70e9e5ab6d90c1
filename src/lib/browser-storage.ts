// The browser storage Sahas writes to, emptied when she leaves or signs out.

export function clearStorage(storage: 'sessionStorage' | 'localStorage'): void {
  try {
    window[storage].clear();
  } catch {
    // Storage switched off: there is nothing in it to clear.
  }
}

/** Empties what this tab keeps for her: unsent drafts, FAQ votes (sessionStorage). */
export function clearTabStorage(): void {
  clearStorage('sessionStorage');
}

let signingOut = false;

/**
 * Runs her Sign Out, during which the page rebuilt for a visitor must find the tab's storage
 * empty (see useSessionEpoch): a session the server ended keeps her unsent words, one she ended
 * does not.
 */
export async function whileSigningOut<T>(signOut: () => Promise<T>): Promise<T> {
  signingOut = true;
  try {
    return await signOut();
  } finally {
    signingOut = false;
  }
}

/** Whether she is signing out at this moment (whileSigningOut). */
export function isSigningOut(): boolean {
  return signingOut;
}
