// Whoever types her address into sign-up, Forgot Password or "send the link again" gets the same
// answer whether it is registered or not, and must not read it off the time it took instead: a new
// account is written to the database (two more writes than the mail to a registered address's
// owner), and a reset link only for a registered one. Quiet, that is a few milliseconds; on a busy
// server, 50 ms and more (measured on 2 cores), which enough requests would tell apart. So these
// answers leave only at a common time.

/**
 * What an answer that could tell a registered address waits for, at least: above the slowest
 * sign-up measured on a loaded 2-core machine (440 ms, with scrypt), and above better-auth's own
 * 500 ms for "send the link again".
 */
export const ACCOUNT_ANSWER_FLOOR_MS = 750;

/** better-auth's paths (under /api/auth) whose answers are held to the floor. */
export const FLOORED_AUTH_PATHS: ReadonlySet<string> = new Set([
  '/sign-up/email',
  '/request-password-reset',
  '/send-verification-email',
]);

/**
 * The moment an answer begun at `startedMs` may leave: the first whole multiple of `floorMs`
 * after its start that has not passed. One that took longer than the floor (an overloaded
 * server) still leaves on a multiple, so a difference smaller than the floor stays hidden then
 * too.
 */
export function answerTime(startedMs: number, nowMs: number, floorMs: number): number {
  const elapsed = Math.max(0, nowMs - startedMs);
  return startedMs + Math.max(1, Math.ceil(elapsed / floorMs)) * floorMs;
}

/** Waits until `answerTime` of an answer begun at `startedMs` (performance.now()). */
export async function waitForAnswerTime(startedMs: number, floorMs: number): Promise<void> {
  const wait = answerTime(startedMs, performance.now(), floorMs) - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
