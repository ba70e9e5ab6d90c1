// The current user, as the SPA sees it: id, e-mail (shown to its owner only), verification and
// the admin flag decided by the session reader.
import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import type { SessionReader } from '../http/current-user';
import { signedOutResponse } from './sign-out';

export function sessionRoutes(auth: Auth, readSession: SessionReader) {
  return new Hono()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ user: await readSession(c.req.raw.headers) });
    })
    .delete('/', (c) => signedOutResponse(auth, c.req.raw.headers));
}
