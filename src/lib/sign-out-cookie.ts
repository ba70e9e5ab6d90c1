// The cookie a page sets as she signs out (Sign Out, Quick exit), so that the sign-out holds even
// when its request never reaches the server: a phone that loses the network as she leaves, a tab
// the browser closes first, a request still queued when someone opens Sahas after her. Whichever
// request of this browser next reaches the server ends the session there (server/session/
// pending-sign-out.ts); the sign-out's own answer expires the cookie.
//
// Its value is the key the server gave this session (GET /api/session), so a page on another
// port of her host, which can set cookies for it, cannot end her session with it, and a cookie
// left from an earlier session ends nothing of the next.

/** Over https a __Host- cookie (Secure, Path=/, no Domain), which no other origin can set. */
export function signOutCookieName(secure: boolean): string {
  return secure ? '__Host-sahas.sign-out' : 'sahas.sign-out';
}

/** The key's form: base64url, as the server writes it. Anything else is never sent back. */
export const SIGN_OUT_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Sets the cookie for the session the key belongs to. Ends with the browser, like the session.
 * Returns false when the browser refused it (cookies switched off: then there is no session).
 */
export function setSignOutCookie(key: string): boolean {
  if (typeof document === 'undefined' || !SIGN_OUT_KEY_PATTERN.test(key)) return false;
  const secure = window.location.protocol === 'https:';
  try {
    document.cookie = `${signOutCookieName(secure)}=${key}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
    return true;
  } catch {
    return false;
  }
}
