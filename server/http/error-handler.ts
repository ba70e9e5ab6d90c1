import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The JSON error every API failure returns. 5xx never carries internals. */
export function apiError(c: Context, status: ContentfulStatusCode, error: string, code?: string) {
  return c.json(code ? { error, code } : { error }, status);
}

export function onError(err: Error, c: Context) {
  if (err instanceof HTTPException && err.status < 500) {
    return apiError(c, err.status as ContentfulStatusCode, err.message || 'Request failed');
  }
  console.error(`${c.req.method} ${c.req.path} failed`, err);
  return apiError(c, 500, 'Something went wrong on our side. Please try again.');
}
