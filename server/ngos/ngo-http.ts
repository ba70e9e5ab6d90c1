// Small pieces both NGO routers share.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MESSAGES } from '@/domain/messages';
import { apiError, refuseWith } from '../http/error-handler';
import { isUuid } from '@/domain/uuid';
import { NGO_BODY_MAX_BYTES } from './ngo-input';

/** Refuses bodies larger than any valid NGO input, before they are read into memory. */
export const ngoBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: NGO_BODY_MAX_BYTES,
  onError: (c) => apiError(c, 413, MESSAGES.requestTooLarge, 'requestTooLarge'),
});

/** The `:id` path parameter, or 404 when it cannot be an id. */
export function idParam(c: Context, message: string): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) refuseWith(404, 'notFound', message);
  return id;
}

/** Answers differ by viewer (admins see more), so no cache may keep them. */
export function noStore(c: Context) {
  c.header('Cache-Control', 'private, no-store');
}
