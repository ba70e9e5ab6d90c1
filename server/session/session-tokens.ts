// The session token lives in an httpOnly cookie so that no script on the page can read it, yet
// better-auth also writes it into its JSON answers: sign-in and sign-up (`token`), get-session
// (`session.token`), change-password, and each entry of list-sessions. An injected script could
// lift it from there and carry her session to another machine. Every JSON answer of /api/auth
// leaves here without any `token`; list-sessions says only each session's id, times and whether
// it is this device's.
import type { MiddlewareHandler } from 'hono';

const SESSION_COOKIE = /^(?:__Host-|__Secure-)?better-auth\.session_token$/;

/** The raw token of the request's session cookie (signed as `<token>.<signature>`), if any. */
export function cookieToken(header: string | undefined): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name = '', ...rest] = pair.split('=');
    if (!SESSION_COOKIE.test(name.trim())) continue;
    try {
      return decodeURIComponent(rest.join('=').trim()).split('.')[0] || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** `value` with every `token` property removed, at any depth. */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

interface ListedSession {
  id?: unknown;
  token?: unknown;
  createdAt?: unknown;
  expiresAt?: unknown;
}

/** list-sessions as the Account page may see it: which, since when, until when, and "this one". */
export function listedSessions(sessions: ListedSession[], current: string | undefined) {
  return sessions.map(({ id, token, createdAt, expiresAt }) => ({
    id,
    createdAt,
    expiresAt,
    current: current !== undefined && token === current,
  }));
}

/** Rewrites the JSON answers of better-auth's routes (mounted on /api/auth/*). */
export const withoutSessionTokens: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return;
  let body: unknown;
  try {
    body = await c.res.clone().json();
  } catch {
    return;
  }
  const rewritten =
    c.req.path.endsWith('/list-sessions') && Array.isArray(body)
      ? listedSessions(body as ListedSession[], cookieToken(c.req.header('cookie')))
      : withoutTokens(body);
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  c.res = new Response(JSON.stringify(rewritten), { status: c.res.status, headers });
};
