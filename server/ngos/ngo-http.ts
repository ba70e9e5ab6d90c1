// Small pieces both NGO routers share.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { apiError } from '../http/error-handler';
import { NGO_BODY_MAX_BYTES, isUuid } from './ngo-input';

/** Refuses bodies larger than any valid NGO input, before they are read into memory. */
export const ngoBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: NGO_BODY_MAX_BYTES,
  onError: (c) => apiError(c, 413, 'The request is too large.'),
});

/** The `:id` path parameter, or 404 when it cannot be an id. */
export function idParam(c: Context, message: string): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new HTTPException(404, { message });
  return id;
}

/** Answers differ by viewer (admins see more), so no cache may keep them. */
export function noStore(c: Context) {
  c.header('Cache-Control', 'private, no-store');
}
