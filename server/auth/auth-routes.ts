// /api/auth/*: better-auth's handler, given the client address it rate-limits by and guarded
// by the per-account limits.
import { Hono } from 'hono';
import { MESSAGES } from '@/domain/messages';
import type { Database } from '../db/database';
import { CLIENT_IP_HEADER, clientAddress } from '../http/client-address';
import type { Auth } from './auth';
import {
  ACCOUNT_LIMITS,
  accountKey,
  clearAttempts,
  countAttempt,
  isExhausted,
} from './account-limits';

const BASE_PATH = '/api/auth';

export function authRoutes(auth: Auth, { db, rateLimit }: { db: Database; rateLimit: boolean }) {
  const app = new Hono();

  app.on(['GET', 'POST'], '/*', async (c) => {
    // The client address for rate limits comes from the socket (or the trusted proxies), never
    // from a client header.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c));
    // Bounded by the body limit in front of every route, so reading it whole is safe.
    const body = c.req.method === 'POST' ? await c.req.text() : undefined;
    const request = new Request(c.req.raw.url, { method: c.req.method, headers, body });

    const path = c.req.path.slice(BASE_PATH.length);
    const limit = ACCOUNT_LIMITS[path];
    const email = limit && rateLimit ? emailIn(body) : undefined;
    if (!limit || !email) return auth.handler(request);

    const key = accountKey(path, email);
    const refused = () =>
      c.json({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyRequests }, 429, {
        'Retry-After': String(Math.ceil(limit.windowMs / 1000)),
      });
    if (limit.counts === 'requests') {
      if ((await countAttempt(db, key, limit)) > limit.max) return refused();
      return auth.handler(request);
    }
    if (await isExhausted(db, key, limit)) return refused();
    const response = await auth.handler(request);
    if (response.status === 401) await countAttempt(db, key, limit);
    else if (response.ok) await clearAttempts(db, key);
    return response;
  });

  return app;
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
