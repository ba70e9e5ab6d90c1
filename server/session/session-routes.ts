// The current user, as the SPA sees it: id, e-mail (shown to its owner only), verification and
// the admin flag decided by the session reader.
import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import type { SessionReader } from '../http/current-user';

export function sessionRoutes(auth: Auth, readSession: SessionReader) {
  return new Hono()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ user: await readSession(c.req.raw.headers) });
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
