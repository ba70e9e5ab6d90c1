import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '@/domain/messages';

declare module 'hono' {
  interface ContextVariableMap {
    /** Ties a failure's log line to the answer the client got (X-Request-Id). */
    requestId: string;
  }
}

/** The JSON error every API failure returns. 5xx never carries internals. */
export function apiError(c: Context, status: ContentfulStatusCode, error: string, code?: string) {
  return c.json(code ? { error, code } : { error }, status);
}

export function requestIds(): MiddlewareHandler {
  return async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
  };
}

export function onError(err: Error, c: Context) {
  if (err instanceof HTTPException && err.status < 500) {
    return apiError(c, err.status as ContentfulStatusCode, err.message || 'Request failed');
  }
  logFailure(c, err);
  return apiError(c, 500, MESSAGES.serverError);
}

/**
 * One JSON line per failure: where and what kind, never the error's message. Database errors
 * quote the failed query with its parameters (a story's title and text, an author's id), and
 * other messages can hold e-mail addresses or tokens, so none of it is written.
 */
export function logFailure(c: Context, err: unknown) {
  console.error(
    JSON.stringify({
      level: 'error',
      requestId: c.get('requestId'),
      method: c.req.method,
      route: c.req.routePath,
      ...errorSummary(err),
    }),
  );
}

/** What may be logged of an error anywhere: its class and machine code, never its message. */
export function errorSummary(err: unknown): { error: string; code?: string } {
  const code = errorCode(err);
  return code ? { error: errorClass(err), code } : { error: errorClass(err) };
}

function errorClass(err: unknown): string {
  return err instanceof Error ? err.constructor.name || err.name : typeof err;
}

/** A machine code (PostgreSQL's SQLSTATE, a Node errno name) from the error or its cause. */
function errorCode(err: unknown): string | undefined {
  for (let current = err, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
