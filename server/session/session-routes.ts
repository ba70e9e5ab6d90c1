// The current user, as the SPA sees it: id, e-mail (shown to its owner only), verification and
// the admin flag decided by the session reader; and the key her page needs to sign out even when
// its request is lost (pending-sign-out.ts).
import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import type { SessionReader } from '../http/current-user';
import { signOutKeys } from './pending-sign-out';
import { signedOutResponse } from './sign-out';

export function sessionRoutes(auth: Auth, readSession: SessionReader) {
  const signOutKeyOf = signOutKeys(auth);
  return new Hono()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      const user = await readSession(c.req.raw.headers);
      if (!user) return c.json({ user });
      return c.json({ user, signOutKey: signOutKeyOf(c.req.header('cookie')) });
    })
    .delete('/', (c) => signedOutResponse(auth, c.req.raw.headers));
}
