import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorCode, type ErrorParams, genericCodeForStatus } from '@/domain/error-codes';
import { message, MESSAGES, type MessageArgs, type MessageKey } from '@/domain/messages';
import { log } from '../logging/logger';
import { routeOf } from '../logging/request-log';

/**
 * The JSON error every API failure returns: English text, and a code screens branch on (a key
 * of the message catalogue, or a generic code). 5xx never carries internals.
 */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  code: ErrorCode,
  params?: ErrorParams,
) {
  return c.json(params ? { error, code, params } : { error, code }, status);
}

/**
 * The statuses a route refuses with. Other 5xx are failures, logged and answered by onError;
 * 507 is a deliberate answer (no room for her file), so it is a refusal.
 */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 411 | 413 | 415 | 429 | 507;

/** A refusal with its code, thrown by routes and answered by onError. */
export class ApiRefusal extends HTTPException {
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;

  constructor(status: RefusalStatus, code: ErrorCode, text: string, params?: ErrorParams) {
    super(status, { message: text });
    this.code = code;
    this.params = params;
  }
}

/** Refuses the request with one of the catalogue's messages. */
export function refuse<K extends MessageKey>(
  status: RefusalStatus,
  key: K,
  ...args: MessageArgs<K>
): never {
  const params = args[0] as ErrorParams | undefined;
  throw new ApiRefusal(status, key, message(key, ...args), params);
}

/**
 * Refuses the request with text of its own: a generic code for what the catalogue has no
 * message for, or a catalogue key when the text adds detail to that message (a field name).
 */
export function refuseWith(status: RefusalStatus, code: ErrorCode, text: string): never {
  throw new ApiRefusal(status, code, text);
}

export function onError(err: Error, c: Context) {
  if (err instanceof ApiRefusal) {
    return apiError(c, err.status, err.message, err.code, err.params);
  }
  if (err instanceof HTTPException && err.status < 500) {
    // Hono's own refusals (a route refuses through refuse/refuseWith, with its code).
    const text = err.message || 'Request failed';
    return apiError(c, err.status, text, genericCodeForStatus(err.status));
  }
  logFailure(c, err);
  return apiError(c, 500, MESSAGES.serverError, 'serverError');
}

/**
 * One line per failure: where and what kind, never the error's message. Database errors quote
 * the failed query with its parameters (a story's title and text, an author's id), and other
 * messages can hold e-mail addresses or tokens, so none of it is written.
 */
export function logFailure(c: Context, err: unknown) {
  log.error('request failed', {
    requestId: c.get('requestId'),
    method: c.req.method,
    route: routeOf(c),
    ...errorSummary(err),
  });
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
