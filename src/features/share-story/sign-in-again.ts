// The server no longer knows her session (it expired, or verifying her address ended it) while
// this tab still thinks she is signed in: the sign-in page would send her straight back. A full
// load lets the app learn she is signed out; her draft waits in the tab's storage meanwhile.

/** Opens the sign-in page afresh, the session checked anew. */
export function reloadToSignIn(path: string): void {
  window.location.assign(path);
}
