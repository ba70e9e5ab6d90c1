// /api/auth/*: better-auth's handler, given the client address it rate-limits by and guarded
// by the per-account and per-inbox limits (limits/limit-rules.ts).
import { type Context, Hono } from 'hono';
import { MESSAGES } from '@/domain/messages';
import { CLIENT_IP_HEADER, clientAddress } from '../http/client-address';
import type { AttemptOutcome, Limiter } from '../limits/limiter';
import { MAIL_RULES } from '../limits/limit-rules';
import type { Auth } from './auth';
import { FLOORED_AUTH_PATHS, waitForAnswerTime } from './answer-floor';

const BASE_PATH = '/api/auth';
const SIGN_IN_PATH = '/sign-in/email';

const isMailPath = (path: string): path is keyof typeof MAIL_RULES =>
  Object.hasOwn(MAIL_RULES, path);

export function authRoutes(
  auth: Auth,
  {
    limiter,
    rateLimit,
    answerFloorMs = 0,
  }: {
    limiter: Limiter;
    rateLimit: boolean;
    /** ACCOUNT_ANSWER_FLOOR_MS, or 0 where nobody could time the answers (answer-floor.ts). */
    answerFloorMs?: number;
  },
) {
  const app = new Hono();

  app.on(['GET', 'POST'], '/*', async (c) => {
    const started = performance.now();
    const path = c.req.path.slice(BASE_PATH.length);
    const response = await answer(c, path);
    if (answerFloorMs > 0 && FLOORED_AUTH_PATHS.has(path)) {
      await waitForAnswerTime(started, answerFloorMs);
    }
    return response;
  });

  async function answer(c: Context, path: string): Promise<Response> {
    // The client address for rate limits comes from the socket (or the trusted proxies), never
    // from a client header.
    const from = clientAddress(c);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, from);
    // Bounded by the body limit in front of every route, so reading it whole is safe.
    const body = c.req.method === 'POST' ? await c.req.text() : undefined;
    const request = new Request(c.req.raw.url, { method: c.req.method, headers, body });

    // Only better-auth's own routes: a made-up path must not spend one of her counters.
    const guarded = path === SIGN_IN_PATH || isMailPath(path);
    const email = guarded && rateLimit ? emailIn(body) : undefined;
    if (!email) return auth.handler(request);

    const verdict = isMailPath(path)
      ? await limiter.take(MAIL_RULES[path], { email })
      : await limiter.take('sign-in-failures', { email, client: from });
    if (!verdict.allowed) {
      return c.json({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyRequests }, 429, {
        'Retry-After': String(verdict.retryAfterSeconds),
      });
    }
    const response = await auth.handler(request);
    await verdict.settle(outcomeOf(response));
    return response;
  }

  return app;
}

/** A sign-in refused for its password counts; one that got in clears; anything else is void. */
function outcomeOf(response: Response): AttemptOutcome {
  if (response.status === 401) return 'failed';
  return response.ok ? 'succeeded' : 'void';
}

function emailIn(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const email = (parsed as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() ? email : undefined;
  } catch {
    // better-auth answers malformed JSON itself.
    return undefined;
  }
}
