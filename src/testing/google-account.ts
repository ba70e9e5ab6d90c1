/* eslint-disable no-restricted-imports -- reaches the server's tables as server-side.ts does, for
   the two states of a Google account no screen can make here. */
// A Google-only account and an old sign-in, for the Account page tests: Google's consent cannot
// run in a component test, so her account loses its password on the server instead (as an
// account made through Google has none), and her session is dated as one begun long ago.
import { and, eq } from 'drizzle-orm';
import { LIMITS } from '@/domain/limits';
import { account } from '../../server/db/schema';
import { seedUser } from '@/testing/seed';
import { session, type TestServer } from '@/testing/server-side';

/** Google sign-in configured (its consent page is never reached: the test stops at leaving). */
export const GOOGLE_SIGN_IN = {
  clientId: 'sahas-test.apps.googleusercontent.com',
  clientSecret: 'test',
};

/**
 * Her account signs in with Google only: Google is linked to it as better-auth links it (its hook
 * marks her profile a Google one), and its password goes, as one made through Google has none.
 */
export async function makeGoogleOnly(server: TestServer, email: string): Promise<void> {
  const userId = await seedUser(server, email);
  const context = await server.auth.$context;
  await context.internalAdapter.createAccount({
    userId,
    providerId: 'google',
    accountId: `google-${userId}`,
  });
  await server.db
    .delete(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
}

/** Her sessions began longer ago than a sign-in counts as recent. */
export async function ageSessions(server: TestServer, email: string): Promise<void> {
  const userId = await seedUser(server, email);
  const longAgo = new Date(Date.now() - LIMITS.recentSignInMs - 60_000);
  await server.db.update(session).set({ createdAt: longAgo }).where(eq(session.userId, userId));
}
