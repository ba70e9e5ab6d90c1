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
