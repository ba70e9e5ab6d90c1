// Limits per account and per inbox, beside better-auth's per-address ones (a minute long and high,
// as carriers put many women behind one address). Counted in Sahas's own limit_counters table, so
// each keeps its whole window whatever better-auth's limiter clears, and every server process
// sharing the database sees the same counts.
//
// Sign-in with a password:
// - Wrong passwords from one client address (an IPv4 address, an IPv6 /64) lock that address out
//   of that account for the window: whoever knows her address can lock out only himself, and she
//   still signs in from her phone's data or another network.
// - Many addresses together (a botnet, a v6 block) meet a higher ceiling per account: past it,
//   the account takes one attempt every few seconds, from wherever, and answers the others 429
//   with a short Retry-After. Guessing slows to a crawl, and her right password still gets in
//   once the pause is over. Her success does not reset that ceiling: the guesses made stay made.
//   The ceiling is read, not reserved, so attempts racing past it may each get in: it slows, the
//   per-address lock is the exact one.
import { retryAfter } from '../../helpers/rate-limiter';
import type { Database } from '../db/database';
import {
  type CounterWindow,
  countInWindow,
  countSoFar,
  deleteCounter,
  deleteCountersStartingWith,
  pruneCounters,
  uncount,
} from '../limits/limit-counters';
import { createLimitKeys } from '../limits/limit-keys';

export interface AccountLimit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
  /** Count only refused attempts, or every request (mails sent to one inbox). */
  counts: 'failures' | 'requests';
  /** Whose count: the account from one client address, the account, or the inbox mailed. */
  per: 'account from one address' | 'account' | 'inbox';
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const SIGN_IN_PATH = '/sign-in/email';

/** The counter of wrong passwords given on the Account page (not a route of better-auth's). */
export const PASSWORD_CHECK_PATH = '/account/password-check';

export const ACCOUNT_LIMITS: Readonly<Record<string, AccountLimit>> = {
  [SIGN_IN_PATH]: {
    max: 10,
    windowMs: 15 * MINUTE,
    counts: 'failures',
    per: 'account from one address',
  },
  // Each of these mails the inbox: a cap stops anyone filling it, through +tags or Gmail's dots
  // as well (they reach the same inbox, so they share its cap).
  '/sign-up/email': { max: 5, windowMs: 15 * MINUTE, counts: 'requests', per: 'inbox' },
  '/request-password-reset': { max: 5, windowMs: 15 * MINUTE, counts: 'requests', per: 'inbox' },
  '/send-verification-email': { max: 5, windowMs: 15 * MINUTE, counts: 'requests', per: 'inbox' },
  // Her password asked again on the Account page (to delete the account or change it): a stolen
  // session must not become a way to guess it.
  [PASSWORD_CHECK_PATH]: { max: 10, windowMs: 15 * MINUTE, counts: 'failures', per: 'account' },
};

/** Wrong passwords for one account, from all addresses together, past which sign-in slows. */
export const SIGN_IN_SLOWDOWN = {
  failures: 30,
  windowMs: 15 * MINUTE,
  /** Past the ceiling, one attempt per account in each pause. */
  pauseMs: 10 * SECOND,
} as const;

/** How an attempt let through ended: its count stays, is cleared, or is taken back. */
export type AttemptOutcome = 'failed' | 'succeeded' | 'void';

export type LimitVerdict =
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: true; settle(outcome: AttemptOutcome): Promise<void> };

export type AccountLimiter = ReturnType<typeof createAccountLimiter>;

function limitFor(path: string): AccountLimit {
  const limit = ACCOUNT_LIMITS[path];
  if (!limit) throw new Error(`No account limit for ${path}`);
  return limit;
}

export function createAccountLimiter({
  db,
  secret,
  now = () => Date.now(),
}: {
  db: Database;
  /** The server's secret: the keys are HMACs under it. */
  secret: string;
  now?: () => number;
}) {
  const keys = createLimitKeys(secret);
  const longestWindowMs = Math.max(
    SIGN_IN_SLOWDOWN.windowMs,
    ...Object.values(ACCOUNT_LIMITS).map((limit) => limit.windowMs),
  );
  let prunedAt = Number.NEGATIVE_INFINITY;

  /** Counters of windows long over go, at most once a minute per process. */
  async function pruneOldWindows(at: number) {
    if (at - prunedAt < MINUTE) return;
    prunedAt = at;
    await pruneCounters(db, 'account:', longestWindowMs, at);
    await pruneCounters(db, 'inbox:', longestWindowMs, at);
  }

  function refusedUntil(window: CounterWindow, windowMs: number, at: number): LimitVerdict {
    return { allowed: false, retryAfterSeconds: retryAfter(window.windowStartedAt, windowMs, at) };
  }

  /**
   * Counts the attempt before it is made, in one statement, so attempts racing on several
   * servers cannot all pass a count read before any of them lands; settled once its outcome is
   * known.
   */
  async function reserve(key: string, limit: AccountLimit, at: number): Promise<LimitVerdict> {
    const window = await countInWindow(db, key, limit.windowMs, at);
    if (window.count > limit.max) return refusedUntil(window, limit.windowMs, at);
    return {
      allowed: true,
      async settle(outcome) {
        if (outcome === 'succeeded' && limit.counts === 'failures') await deleteCounter(db, key);
        if (outcome === 'void') await uncount(db, key, window);
      },
    };
  }

  function keyFor(path: string, email: string, clientAddress?: string): string {
    const limit = limitFor(path);
    if (limit.per === 'inbox') return `${keys.inboxPrefix(email)}${path}`;
    if (limit.per === 'account') return `${keys.accountPrefix(email)}${path}`;
    if (clientAddress === undefined) throw new Error(`${path} is counted per client address`);
    return `${keys.accountPrefix(email)}${path}:from:${keys.client(clientAddress)}`;
  }

  return {
    /** A mail to `email`'s inbox (sign-up, reset, verification): counted, refused past the cap. */
    async mail(path: string, email: string): Promise<LimitVerdict> {
      if (limitFor(path).per !== 'inbox') throw new Error(`${path} is not a mail to an inbox`);
      const at = now();
      await pruneOldWindows(at);
      return reserve(keyFor(path, email), limitFor(path), at);
    },

    /** Her password asked again on the Account page: settle 'failed' when it was wrong. */
    async passwordCheck(email: string): Promise<LimitVerdict> {
      const at = now();
      await pruneOldWindows(at);
      return reserve(keyFor(PASSWORD_CHECK_PATH, email), limitFor(PASSWORD_CHECK_PATH), at);
    },

    /** A sign-in with a password from `clientAddress`: settle 'failed' when it was refused. */
    async signIn(email: string, clientAddress: string): Promise<LimitVerdict> {
      const at = now();
      await pruneOldWindows(at);
      const attempt = await reserve(
        keyFor(SIGN_IN_PATH, email, clientAddress),
        limitFor(SIGN_IN_PATH),
        at,
      );
      if (!attempt.allowed) return attempt;
      const failuresKey = `${keys.accountPrefix(email)}${SIGN_IN_PATH}:all`;
      const failures = await countSoFar(db, failuresKey, SIGN_IN_SLOWDOWN.windowMs, at);
      if (failures >= SIGN_IN_SLOWDOWN.failures) {
        const pauseKey = `${keys.accountPrefix(email)}${SIGN_IN_PATH}:pause`;
        const turn = await countInWindow(db, pauseKey, SIGN_IN_SLOWDOWN.pauseMs, at);
        if (turn.count > 1) {
          await attempt.settle('void');
          return refusedUntil(turn, SIGN_IN_SLOWDOWN.pauseMs, at);
        }
      }
      return {
        allowed: true,
        async settle(outcome) {
          if (outcome === 'failed') {
            await countInWindow(db, failuresKey, SIGN_IN_SLOWDOWN.windowMs, now());
          }
          await attempt.settle(outcome);
        },
      };
    },

    /** Erasure: every counter about her account and her inbox goes (inside its transaction). */
    async forget(tx: Pick<Database, 'delete'>, email: string): Promise<void> {
      await deleteCountersStartingWith(tx, keys.accountPrefix(email));
      await deleteCountersStartingWith(tx, keys.inboxPrefix(email));
    },
  };
}
