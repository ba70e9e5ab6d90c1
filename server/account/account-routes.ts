// /api/account: her own account, for her only. The summary, the download of everything she
// wrote, a new password, the end of every session, and the erasure of the account.
import { Hono } from 'hono';
import { accountDeletionInputSchema, passwordChangeInputSchema } from '@/domain/account-input';
import { LIMITS } from '@/domain/limits';
import { myDataFileName } from '@/domain/my-data';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/database';
import type { DatabaseLimiter } from '../limits/database-limiter';
import { type AppEnv, refuseSignedOut, requireUser } from '../http/current-user';
import { refuse } from '../http/error-handler';
import { parseJson } from '../http/validate';
import type { MediaStore } from '../media/media-store';
import { signedOutResponse } from '../session/sign-out';
import {
  accountSummary,
  endAllSessions,
  eraseAccount,
  myData,
  passwordHash,
} from './account-queries';
import { compactAfterErasure } from './erasure-compaction';

export interface AccountRouteDeps {
  auth: Auth;
  /** Counts wrong passwords given here, and forgets her counters with her account. */
  limiter: DatabaseLimiter;
  db: Database;
  mediaStore: MediaStore;
}

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export function accountRoutes({ auth, db, mediaStore, limiter }: AccountRouteDeps) {
  /**
   * Whether `given` is her password, counted per account: after too many wrong ones in the
   * window even the right one is refused, so a session left open on a shared phone cannot be
   * used to guess it.
   */
  async function confirmPassword(email: string, hash: string, given: string): Promise<void> {
    const attempt = await limiter.take('password-check', { email });
    if (!attempt.allowed) refuse(429, 'tooManyRequests');
    const context = await auth.$context;
    const right = await context.password.verify({ hash, password: given });
    await attempt.settle(right ? 'succeeded' : 'failed');
    if (!right) refuse(400, 'wrongPassword');
  }

  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', async (c) => {
      const user = requireUser(c);
      const summary = await accountSummary(db, user.id);
      if (!summary) refuseSignedOut();
      return c.json(summary);
    })
    .post('/data', async (c) => {
      // A POST, so the origin check in front of every write applies: a page of another site or
      // port that navigates here (her Lax cookie rides along on a top-level GET) gets nothing,
      // and no file lands in her Downloads. Fetch metadata, when sent, must name our page too.
      const site = c.req.header('sec-fetch-site');
      if (site !== undefined && site !== 'same-origin') refuse(403, 'crossSiteRefused');
      const user = requireUser(c);
      const now = new Date();
      const data = await myData(db, user.id, now);
      if (!data) refuseSignedOut();
      // Built in memory and sent: nothing of it is written to the server's disk.
      return c.body(`${JSON.stringify(data, null, 2)}\n`, 200, {
        ...NO_STORE,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${myDataFileName(now)}"`,
      });
    })
    .post('/sign-out-everywhere', async (c) => {
      const user = requireUser(c);
      const response = await signedOutResponse(auth, c.req.raw.headers);
      await endAllSessions(db, user.id);
      return response;
    })
    .post('/password', async (c) => {
      const user = requireUser(c);
      const { currentPassword, newPassword } = await parseJson(c, passwordChangeInputSchema);
      const hash = await passwordHash(db, user.id);
      if (!hash) refuse(400, 'passwordChangeNeedsPassword');
      await confirmPassword(user.email, hash, currentPassword);
      // Every other session ends; this one gets a new cookie of the same kind (one that ends
      // with the browser stays so).
      const response = await auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      const headers = new Headers(NO_STORE);
      for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
      return new Response(null, { status: 204, headers });
    })
    .post('/delete', async (c) => {
      const user = requireUser(c);
      const { password: given } = await parseJson(c, accountDeletionInputSchema);
      const hash = await passwordHash(db, user.id);
      if (hash) {
        if (given === undefined) refuse(400, 'accountPasswordRequired');
        await confirmPassword(user.email, hash, given);
      } else {
        // Google only: the session must have begun a moment ago (she signed in again).
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        const startedAt = session?.session.createdAt.getTime() ?? 0;
        if (Date.now() - startedAt > LIMITS.recentSignInMs) {
          refuse(403, 'accountRecentSignInRequired');
        }
      }
      const fileNames = await eraseAccount(db, user.id, limiter);
      if (!fileNames) refuseSignedOut();
      compactAfterErasure(db);
      await mediaStore.remove(fileNames);
      // Her session row went with the account; the answer still expires the cookie.
      return signedOutResponse(auth, c.req.raw.headers);
    });
}
