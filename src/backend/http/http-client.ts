import { BackendError, type BackendErrorKind, catalogueError } from '@/backend/backend-error';
import { type ErrorParams, looksLikeErrorCode, readErrorParams } from '@/domain/error-codes';

/**
 * A JSON error reply from the self-hosted server: better-auth's `{code, message}`, or the
 * server's own `{error, code, params?}` (code: a catalogue key or a generic code).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly params: ErrorParams | undefined;

  constructor(status: number, message: string, code?: string, params?: ErrorParams) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.params = params;
  }
}

/** An error reply's body as an HttpError; anything missing or malformed is left out. */
export function httpErrorFrom(status: number, payload: unknown): HttpError {
  const body = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const text =
    typeof body.error === 'string'
      ? body.error
      : typeof body.message === 'string'
        ? body.message
        : `Request failed with status ${status}`;
  const code = typeof body.code === 'string' ? body.code : undefined;
  return new HttpError(status, text, code, readErrorParams(body.params));
}

export class NetworkError extends Error {
  constructor(cause: unknown) {
    // Internal: screens show the catalogue's serverUnreachable (toBackendError).
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

export interface JsonRequestInit {
  method?: string;
  body?: unknown;
  /** Let the request finish even if the page is left meanwhile (sign-out on quick exit). */
  keepalive?: boolean;
}

export interface HttpClient {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  /** Sends JSON (when `body` is given) and returns the parsed JSON reply; throws HttpError. */
  json<T>(path: string, init?: JsonRequestInit): Promise<T>;
}

export function createHttpClient(
  options: { baseUrl?: string; fetch?: typeof fetch } = {},
): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  // Resolved at call time so tests (and the browser) can replace the global.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  return {
    baseUrl,
    fetch: doFetch,
    async json<T>(path: string, init: JsonRequestInit = {}) {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${path}`, {
          method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
          credentials: 'same-origin',
          keepalive: init.keepalive ?? false,
          headers: {
            accept: 'application/json',
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
      } catch (error) {
        throw new NetworkError(error);
      }
      return readJson<T>(response);
    },
  };
}

export async function readJson<T>(response: Response): Promise<T> {
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const payload: unknown = isJson ? await response.json().catch(() => null) : null;
  if (!response.ok) throw httpErrorFrom(response.status, payload);
  return payload as T;
}

const KIND_BY_STATUS: Record<number, BackendErrorKind> = {
  400: 'invalid',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'too-large',
  415: 'unsupported-type',
  422: 'invalid',
  429: 'rate-limited',
};

export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  if (error instanceof HttpError) {
    // better-auth's own codes (INVALID_EMAIL_OR_PASSWORD, ...) are for http-auth, not screens.
    const code = looksLikeErrorCode(error.code) ? error.code : undefined;
    return new BackendError(
      KIND_BY_STATUS[error.status] ?? 'unavailable',
      error.message,
      error.status,
      {
        code,
        params: code ? error.params : undefined,
      },
    );
  }
  if (error instanceof NetworkError)
    return catalogueError('network', undefined, 'serverUnreachable');
  return new BackendError('unavailable', error instanceof Error ? error.message : String(error));
}

/** Runs a call, turning any failure into a BackendError. */
export async function backendCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toBackendError(error);
  }
}
