// Limits per account, beside better-auth's per-address ones: password guessing against one
// account is stopped wherever the guesses come from, and one abuser behind a shared carrier or
// proxy address cannot lock out everyone else there. Counters live in the database, so every
// server process sharing it sees the same counts.
import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimit } from '../db/schema';

export interface AccountLimit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
  /** Count only refused sign-ins, or every request (mails sent to one address). */
  counts: 'failures' | 'requests';
}

const MINUTE = 60 * 1000;

/** The counter of wrong passwords given on the Account page (not a route of better-auth's). */
export const PASSWORD_CHECK_PATH = '/account/password-check';

export const ACCOUNT_LIMITS: Readonly<Record<string, AccountLimit>> = {
  '/sign-in/email': { max: 10, windowMs: 15 * MINUTE, counts: 'failures' },
  // Each of these mails the address: a cap stops anyone filling her inbox.
  '/sign-up/email': { max: 5, windowMs: 15 * MINUTE, counts: 'requests' },
  '/request-password-reset': { max: 5, windowMs: 15 * MINUTE, counts: 'requests' },
  '/send-verification-email': { max: 5, windowMs: 15 * MINUTE, counts: 'requests' },
  // Her password asked again on the Account page (to delete the account or change it): a stolen
  // session must not become a way to guess it.
  [PASSWORD_CHECK_PATH]: { max: 10, windowMs: 15 * MINUTE, counts: 'failures' },
};

/** The counter's key: the address is hashed, so the table holds no e-mail addresses. */
export function accountKey(path: string, email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `account:${path}:${digest}`;
}

/** Adds one to the counter (a new window once the old one is over); returns the new count. */
export async function countAttempt(db: Database, key: string, limit: AccountLimit) {
  return (await countInWindow(db, key, limit.windowMs)).count;
}

/**
 * Adds one to the counter of a fixed window of `windowMs`, starting a new window once the old
 * one is over, in one statement: calls from several processes at once each count exactly once.
 * Returns the new count and when its window started. Other limits (the helpers') count this way
 * too, under keys of their own.
 */
export async function countInWindow(db: Database, key: string, windowMs: number, now = Date.now()) {
  const windowStart = now - windowMs;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      // For these keys last_request holds the start of the current window.
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, windowStartedAt: rateLimit.lastRequest });
  return row ?? { count: 1, windowStartedAt: now };
}

/** Whether the account has used up its attempts in the current window. */
export async function isExhausted(db: Database, key: string, limit: AccountLimit) {
  const [row] = await db
    .select({ count: rateLimit.count, since: rateLimit.lastRequest })
    .from(rateLimit)
    .where(eq(rateLimit.key, key))
    .limit(1);
  return Boolean(row && row.since > Date.now() - limit.windowMs && row.count >= limit.max);
}

export async function clearAttempts(db: Database, key: string) {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}
