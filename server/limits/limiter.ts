// The one limiter: every named rule (limit-rules.ts) counted in fixed windows under HMAC keys,
// over a store of counters: the database's on the self-hosted server (limit-counters.ts), so
// servers sharing one PostgreSQL see one count, or this process's memory where there is no
// database (memory-counters.ts, the Netlify functions).
import { createLimitKeys } from './limit-keys';
import { type LimitRule, type LimitRuleName, type LimitRules, limitRules } from './limit-rules';

/** A counter's current window: attempts counted in it, and when it began (epoch ms). */
export interface CounterWindow {
  count: number;
  windowStartedAt: number;
}

/** Where counts are kept. Each change is one step, so attempts racing are each counted once. */
export interface CounterStore {
  /** Adds one to the key's window of `windowMs`, a new one once the old is over. */
  count(key: string, windowMs: number, now: number): Promise<CounterWindow>;
  /** The attempts counted in the key's current window (0 once it is over). */
  countSoFar(key: string, windowMs: number, now: number): Promise<number>;
  /** Takes back one attempt counted in `window`; nothing if that window has since been replaced. */
  uncount(key: string, window: CounterWindow): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * Deletes the counters under each prefix whose window began `windowMs` or more ago, and those
   * under none of the prefixes (a rule renamed or gone).
   */
  prune(windows: readonly { prefix: string; windowMs: number }[], now: number): Promise<void>;
}

/** How an attempt let through ended: its count stays, is cleared, or is taken back. */
export type AttemptOutcome = 'failed' | 'succeeded' | 'void';

export type LimitVerdict =
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: true; settle(outcome: AttemptOutcome): Promise<void> };

/** Who an attempt is counted for, as its rule needs. */
interface Subjects {
  client: { client: string };
  account: { email: string };
  inbox: { email: string };
  'account+client': { email: string; client: string };
}
export type SubjectOf<Name extends LimitRuleName> = Subjects[LimitRules[Name]['per']];

export interface Limiter {
  /**
   * Counts the attempt before it is made, so attempts racing on several servers cannot all pass
   * a count read before any of them lands; settle it once its outcome is known (a rule counting
   * requests needs no settling, unless the attempt turned out void).
   */
  take<Name extends LimitRuleName>(rule: Name, who: SubjectOf<Name>): Promise<LimitVerdict>;
  /** The key prefixes of every counter about the account and inbox of `email`. */
  countersAbout(email: string): string[];
}

const PRUNE_EVERY_MS = 60_000;

export function createLimiter({
  counters,
  secret,
  helperCallsPerMinute,
  now = () => Date.now(),
}: {
  counters: CounterStore;
  /** The keys are HMACs under it: the counters hold no address one could reverse. */
  secret: string;
  helperCallsPerMinute: number;
  now?: () => number;
}): Limiter {
  const keys = createLimitKeys(secret);
  const rules: Readonly<Record<LimitRuleName, LimitRule>> = limitRules(helperCallsPerMinute);
  const named = Object.entries(rules) as [LimitRuleName, LimitRule][];
  // One window per rule: a key starts with its rule's name.
  const windows = named.map(([name, rule]) => ({
    prefix: `${name}:`,
    windowMs: Math.max(rule.windowMs, rule.slowDown?.windowMs ?? 0),
  }));
  let prunedAt = Number.NEGATIVE_INFINITY;

  /** Counters of windows over go, at most once a minute per process: a flood leaves no rows. */
  async function pruneOldWindows(at: number) {
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    await counters.prune(windows, at);
  }

  function whose(name: LimitRuleName, rule: LimitRule, who: Partial<Subjects['account+client']>) {
    const need = (value: string | undefined) => {
      if (value === undefined) throw new Error(`${name} is counted per ${rule.per}`);
      return value;
    };
    switch (rule.per) {
      case 'client':
        return { key: `${name}:${keys.client(need(who.client))}` };
      case 'inbox':
        return { key: `${name}:${keys.inbox(need(who.email))}` };
      case 'account':
        return { key: `${name}:${keys.account(need(who.email))}` };
      case 'account+client': {
        const account = `${name}:${keys.account(need(who.email))}`;
        return { key: `${account}:${keys.client(need(who.client))}`, account };
      }
    }
  }

  function refused(window: CounterWindow, windowMs: number, at: number): LimitVerdict {
    return { allowed: false, retryAfterSeconds: retryAfter(window.windowStartedAt, windowMs, at) };
  }

  return {
    async take(name, who) {
      const rule = rules[name];
      const at = now();
      await pruneOldWindows(at);
      const { key, account } = whose(name, rule, who);
      const window = await counters.count(key, rule.windowMs, at);
      if (window.count > rule.max) return refused(window, rule.windowMs, at);
      const settleOwn = async (outcome: AttemptOutcome) => {
        if (outcome === 'succeeded' && rule.counts === 'failures') await counters.remove(key);
        if (outcome === 'void') await counters.uncount(key, window);
      };
      const slowDown = rule.slowDown;
      if (!slowDown || !account) return { allowed: true, settle: settleOwn };

      const failuresKey = `${account}:all`;
      const failures = await counters.countSoFar(failuresKey, slowDown.windowMs, at);
      if (failures >= slowDown.failures) {
        const turn = await counters.count(`${account}:pause`, slowDown.pauseMs, at);
        if (turn.count > 1) {
          await settleOwn('void');
          return refused(turn, slowDown.pauseMs, at);
        }
      }
      return {
        allowed: true,
        async settle(outcome) {
          if (outcome === 'failed') await counters.count(failuresKey, slowDown.windowMs, now());
          await settleOwn(outcome);
        },
      };
    },

    countersAbout(email) {
      return named.flatMap(([name, rule]) => {
        if (rule.per === 'client') return [];
        const digest = rule.per === 'inbox' ? keys.inbox(email) : keys.account(email);
        return [`${name}:${digest}`];
      });
    },
  };
}

/** Whole seconds until the window that started at `start` is over; at least one. */
function retryAfter(start: number, windowMs: number, at: number): number {
  return Math.max(1, Math.ceil((start + windowMs - at) / 1000));
}
