// One session per request, or none. A page on another port of her host, or on a subdomain, may
// set a cookie named like the session's with a longer Path (say /api/stories) holding the
// abuser's own session: her browser then sends both, and whichever the server read would decide
// whose account her next story is filed under. A request carrying more than one of the session's
// cookies is refused before any route reads it, and the browser told to forget them and sign in
// again. (Over https the session cookies are __Host- cookies, which no other origin can set; the
// refusal also covers a plain-named one beside them.)
import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from './error-handler';

/** better-auth's cookies (session token, cached session, "don't remember"), any prefix. */
const SESSION_COOKIE = /^(__host-|__secure-)?(better-auth\..+)$/i;

/** The names of the Cookie header's cookies, as sent (duplicates kept). */
export function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/**
 * The session cookies of a request that carries some twice: the same name twice, or one name
 * with and without a __Host-/__Secure- prefix. Empty when the request is unambiguous.
 */
export function conflictingSessionCookies(header: string | undefined): string[] {
  const session = cookieNames(header).filter((name) => SESSION_COOKIE.test(name));
  const seen = new Set<string>();
  let conflict = false;
  for (const name of session) {
    const base = (SESSION_COOKIE.exec(name)?.[2] ?? name).toLowerCase();
    if (seen.has(base)) conflict = true;
    seen.add(base);
  }
  return conflict ? [...new Set(session)] : [];
}

/** "/", and every path the request's own path lies under ("/api", "/api/stories", ...). */
export function cookiePathsOf(path: string): string[] {
  const segments = path.split('/').filter((segment) => segment !== '');
  return ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
}

/**
 * The Set-Cookie lines that expire the cookie `name` wherever one can sit for a request to
 * `requestPath`: a __Host- cookie only at "/", another (set by another port, say) at any path
 * above the request's.
 */
export function expiringCookieLines(
  name: string,
  requestPath: string,
  { httpOnly }: { httpOnly: boolean },
): string[] {
  const prefixed = /^__(host|secure)-/i.test(name);
  const paths = /^__host-/i.test(name) ? ['/'] : cookiePathsOf(requestPath);
  return paths.map(
    (path) =>
      `${name}=; Max-Age=0; Path=${path};${httpOnly ? ' HttpOnly;' : ''} SameSite=Lax${prefixed ? '; Secure' : ''}`,
  );
}

function signInAgain(c: Context, names: readonly string[]) {
  c.header('Cache-Control', 'no-store');
  for (const name of names) {
    for (const line of expiringCookieLines(name, c.req.path, { httpOnly: true })) {
      c.header('Set-Cookie', line, { append: true });
    }
  }
  // A Domain cookie set by a subdomain cannot be reached from here: the browser drops every
  // cookie of the site instead. Only such an attack leads here, so on a domain Sahas shares with
  // other sites, being signed out of those too is the lesser harm.
  c.header('Clear-Site-Data', '"cookies"');
  return apiError(c, 401, 'Please sign in first.', 'signInRequired');
}

/** Refuses (401) a request carrying more than one session cookie, before anything reads it. */
export const sessionCookieGuard: MiddlewareHandler = async (c, next) => {
  const conflicting = conflictingSessionCookies(c.req.header('cookie'));
  if (conflicting.length > 0) return signInAgain(c, conflicting);
  return next();
};
