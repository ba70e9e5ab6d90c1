// One log line per request, and the request id that ties it (and any failure logged for it)
// to the answer the client got.
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from './logger';

declare module 'hono' {
  interface ContextVariableMap {
    /** Sent back as X-Request-Id and written on every log line about the request. */
    requestId: string;
  }
}

/**
 * A proxy's or load balancer's own id is kept so its logs and ours line up; anything else (too
 * long, other characters: a way to forge or break log lines) is replaced with a fresh one.
 */
const INCOMING_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function requestIdFor(incoming: string | undefined): string {
  return incoming !== undefined && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The pattern of the route that answered (`/api/stories/:id`), never the path itself: a path
 * can carry a file name or a search, and a query string anything at all.
 */
export function routeOf(c: Context): string {
  return routePath(c) || '*';
}

/**
 * Sets the request id on every request; with a logger, also writes one line per request once it
 * is answered (a streamed file's duration is the time to its first byte).
 */
export function requestLog(logger?: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFor(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    await next();
    logger?.info('request', {
      method: c.req.method,
      route: routeOf(c),
      status: c.res.status,
      durationMs: Math.round(performance.now() - started),
      requestId,
    });
  };
}
