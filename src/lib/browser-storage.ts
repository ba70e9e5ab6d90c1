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

let signedOutHere = false;

/**
 * Runs her Sign Out and marks it, so that the page rebuilt for a visitor finds the tab's storage
 * empty (see useSessionEpoch): a session the server ended keeps her unsent words, one she ended
 * does not. The mark stays until that page takes it, because the page may learn that she is
 * signed out only after the call has returned.
 */
export async function whileSigningOut<T>(signOut: () => Promise<T>): Promise<T> {
  signedOutHere = true;
  try {
    return await signOut();
  } catch (error) {
    signedOutHere = false;
    throw error;
  }
}

/** Whether she signed out here since the last time this was asked; asking takes the mark. */
export function takeSignOutMark(): boolean {
  const marked = signedOutHere;
  signedOutHere = false;
  return marked;
}
