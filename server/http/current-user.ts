// Who is calling: read once per request from the session cookie, then available to handlers.
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { SessionUser } from '@/domain/entities';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/database';
import { user as users } from '../db/schema';
import { cookieToken } from '../session/session-tokens';
import { refuseWith } from './error-handler';

export interface AppEnv {
  Variables: { user: SessionUser | null };
}

/** The caller of a request with these headers, or null when signed out. */
export type SessionReader = (headers: Headers) => Promise<SessionUser | null>;

export function createSessionReader(options: {
  auth: Auth;
  db: Database;
  adminEmails: ReadonlySet<string>;
}): SessionReader {
  const { auth, db, adminEmails } = options;

  /**
   * Admin rights need a listed, verified address and a password its owner set (through a mailed
   * reset link, or by the server): whoever registered a listed address first with a password of
   * his own never gains them, even after the owner confirms the address. Read from the database,
   * and only for listed addresses, so it costs ordinary readers nothing.
   */
  async function isAdmin(user: { id: string; email: string; emailVerified: boolean }) {
    if (!user.emailVerified || !adminEmails.has(user.email.toLowerCase())) return false;
    const [row] = await db
      .select({ ownerPasswordAt: users.ownerPasswordAt })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    return Boolean(row?.ownerPasswordAt);
  }

  return async (headers) => {
    // No session cookie, no session: most requests are a visitor's, and better-auth's session
    // lookup was about a tenth of the server's CPU on the story list (bench/list-stories.ts).
    if (!cookieToken(headers.get('cookie') ?? undefined)) return null;
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    return {
      id: session.user.id,
      email: session.user.email,
      emailVerified: session.user.emailVerified,
      isAdmin: await isAdmin(session.user),
    };
  };
}

export function currentUser(readSession: SessionReader): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', await readSession(c.req.raw.headers));
    await next();
  };
}

/** The 401 for a caller who is not signed in. */
export function refuseSignedOut(): never {
  refuseWith(401, 'signInRequired', 'Please sign in first.');
}

/** The signed-in user, or a 401 JSON error. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) refuseSignedOut();
  return user;
}
