// Every limit Sahas counts itself, by name, in one table: the sign-in, mail and password-check
// limits per account and per inbox (beside better-auth's per-address ones in auth/auth.ts, a
// minute long and high, as carriers put many women behind one address), and the helpers' limits
// per client address. The limiter (limiter.ts) counts them all the same way.
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

export interface LimitRule {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
  /** Count only refused attempts (one that succeeds clears them), or every request. */
  counts: 'failures' | 'requests';
  /** Whose count: a client address, an account, the inbox mailed, or an account from one address. */
  per: 'client' | 'account' | 'inbox' | 'account+client';
  /**
   * Failures for the account from all addresses together past which it takes one attempt per
   * pause (a rule counted per account from one address).
   */
  slowDown?: { failures: number; windowMs: number; pauseMs: number };
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The limits whose numbers are Sahas's own; the helpers' allowance is a setting (below). */
export const ACCOUNT_RULES = {
  'sign-in-failures': {
    max: 10,
    windowMs: 15 * MINUTE,
    counts: 'failures',
    per: 'account+client',
    slowDown: { failures: 30, windowMs: 15 * MINUTE, pauseMs: 10 * SECOND },
  },
  // Each of these mails the inbox: a cap stops anyone filling it, through +tags or Gmail's dots
  // as well (they reach the same inbox, so they share its cap).
  'sign-up-mail': { max: 5, windowMs: 15 * MINUTE, counts: 'requests', per: 'inbox' },
  'password-reset-mail': { max: 5, windowMs: 15 * MINUTE, counts: 'requests', per: 'inbox' },
  'verification-mail': { max: 5, windowMs: 15 * MINUTE, counts: 'requests', per: 'inbox' },
  // Her password asked again on the Account page (to delete the account or change it): a stolen
  // session must not become a way to guess it.
  'password-check': { max: 10, windowMs: 15 * MINUTE, counts: 'failures', per: 'account' },
  // The mail she asked for when something happens to one of her stories (issue 36 item 3): each
  // says only to look at Your Stories, so one an hour covers a burst of events.
  'story-mail': { max: 1, windowMs: 60 * MINUTE, counts: 'requests', per: 'account' },
} as const satisfies Record<string, LimitRule>;

/** The helpers' calls per client and minute, HELPERS_RATE_LIMIT_PER_MINUTE (helpers-config.ts). */
export function helperRules(callsPerMinute: number) {
  const calls = {
    max: callsPerMinute,
    windowMs: MINUTE,
    counts: 'requests',
    per: 'client',
  } as const;
  return { 'helper-translate': calls, 'helper-grammar': calls } satisfies Record<string, LimitRule>;
}

/** Every rule, by name. */
export type LimitRules = typeof ACCOUNT_RULES & ReturnType<typeof helperRules>;
export type LimitRuleName = keyof LimitRules;

export function limitRules(helperCallsPerMinute: number): LimitRules {
  return { ...ACCOUNT_RULES, ...helperRules(helperCallsPerMinute) };
}

/** better-auth's routes that mail an inbox, each with the rule that caps it. */
export const MAIL_RULES = {
  '/sign-up/email': 'sign-up-mail',
  '/request-password-reset': 'password-reset-mail',
  '/send-verification-email': 'verification-mail',
} as const satisfies Record<string, LimitRuleName>;
