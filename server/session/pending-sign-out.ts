// A sign-out her page could not deliver is carried out by the next request of her browser.
// Sign Out and Quick exit set a cookie holding the session's sign-out key before they send
// DELETE /api/session (src/lib/sign-out-cookie.ts). If that request is lost (the network gone
// as she leaves, the tab closed first) or still queued, the first request of the browser that
// carries the cookie ends the session before any route reads it: whoever opens Sahas after her
// finds no one signed in. A key that is not this session's (set by a page on another port, or
// left from an earlier session) ends nothing, so no one can sign her out, or keep her out, with it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { cookieValue } from '@/i18n/locales';
import { signOutCookieName } from '@/lib/sign-out-cookie';
import type { Auth } from '../auth/auth';
import { expiringCookieLines } from '../http/session-cookie-guard';
import { cookieToken } from './session-tokens';

/**
 * The sign-out key of the session a Cookie header carries (undefined without one): an HMAC of its
 * token under the auth secret, so every server process agrees on it.
 */
export function signOutKeys(auth: Auth): (cookieHeader: string | undefined) => string | undefined {
  const secret = auth.options.secret;
  if (!secret) throw new Error('Sign-out keys need the auth secret');
  return (cookieHeader) => {
    const token = cookieToken(cookieHeader);
    if (token === undefined) return undefined;
    return createHmac('sha256', secret)
      .update(`sign-out\0${token}`)
      .digest('base64url')
      .slice(0, 32);
  };
}

function sameKey(sent: string, expected: string | undefined): boolean {
  if (expected === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A Set-Cookie line that gives the browser a session (a sign-in), not one that expires it. */
const SETS_SESSION = /^(?:__Host-)?better-auth\.session_token=[^;]/i;

/** Ends the request's session when it carries that session's sign-out cookie; expires the cookie. */
export function pendingSignOut(auth: Auth, secure: boolean): MiddlewareHandler {
  const name = signOutCookieName(secure);
  const keyOf = signOutKeys(auth);
  return async (c, next) => {
    const header = c.req.header('cookie');
    const sent = cookieValue(header, name);
    if (sent === null) return next();
    const hers = sameKey(sent, keyOf(header));
    let expired: string[] = [];
    if (hers) {
      const ended = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      expired = ended.headers.getSetCookie();
    }
    await next();
    // A sign-in in this same request keeps the session it just gave.
    if (!c.res.headers.getSetCookie().some((line) => SETS_SESSION.test(line))) {
      for (const line of expired) c.header('Set-Cookie', line, { append: true });
    }
    for (const line of expiringCookieLines(name, c.req.path, { httpOnly: false })) {
      c.header('Set-Cookie', line, { append: true });
    }
    c.header('Cache-Control', 'no-store');
    // What the lost sign-out would have cleared: photos she opened, kept in the HTTP cache (a
    // late sign-out's own answer says so already).
    if (hers && !c.res.headers.has('Clear-Site-Data')) c.header('Clear-Site-Data', '"cache"');
  };
}
