// Who is calling: read once per request from the session cookie, then available to handlers.
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { SessionUser } from '@/domain/entities';
import type { Auth } from '../auth/auth';
import { isAdminUser } from '../session/session-routes';

export interface AppEnv {
  Variables: { user: SessionUser | null };
}

/** The caller of a request with these headers, or null when signed out. */
export async function sessionUserOf(
  auth: Auth,
  adminEmails: ReadonlySet<string>,
  headers: Headers,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  return {
    id: session.user.id,
    email: session.user.email,
    emailVerified: session.user.emailVerified,
    isAdmin: isAdminUser(session.user, adminEmails),
  };
}

export function currentUser(
  auth: Auth,
  adminEmails: ReadonlySet<string>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', await sessionUserOf(auth, adminEmails, c.req.raw.headers));
    await next();
  };
}

/** The signed-in user, or a 401 JSON error. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new HTTPException(401, { message: 'Please sign in first.' });
  return user;
}

/** A signed-in admin (verified e-mail in ADMIN_EMAILS), or 401/403. */
export function requireAdmin(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (!user.isAdmin) throw new HTTPException(403, { message: 'Only administrators may do this.' });
  return user;
}
