// The current user, as the SPA sees it: id, e-mail (shown to its owner only), verification and
// the admin flag decided here.
import { Hono } from 'hono';
import type { SessionUser } from '@/domain/entities';
import type { Auth } from '../auth/auth';

/**
 * Admin rights need a listed, verified address and a password its owner set (through a mailed
 * reset link, or by the server): whoever registered a listed address first with a password of
 * his own never gains them, even after the owner confirms the address.
 */
export function isAdminUser(
  user: { email: string; emailVerified: boolean; ownerPasswordAt?: Date | null },
  adminEmails: ReadonlySet<string>,
): boolean {
  return (
    user.emailVerified && Boolean(user.ownerPasswordAt) && adminEmails.has(user.email.toLowerCase())
  );
}

export function sessionRoutes(auth: Auth, adminEmails: ReadonlySet<string>) {
  return new Hono()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      const current = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!current) return c.json({ user: null });
      const { user } = current;
      const sessionUser: SessionUser = {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        isAdmin: isAdminUser(user, adminEmails),
      };
      return c.json({ user: sessionUser });
    })
    .delete('/', async (c) => {
      const response = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      // Photos and recordings a reader opened sit in the HTTP cache, which no page script can
      // empty: the browser clears it for this origin on sign-out (and so on quick exit).
      const headers = new Headers({ 'Cache-Control': 'no-store', 'Clear-Site-Data': '"cache"' });
      for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
      return new Response(null, { status: 204, headers });
    });
}
