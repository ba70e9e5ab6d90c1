/**
 * A failed backend call, with a kind screens can act on (sign in, show "not found", ...).
 * Both adapters raise it; `message` is for logs and for the spec's `{message}` placeholders.
 */
export type BackendErrorKind =
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'invalid'
  | 'too-large'
  | 'unsupported-type'
  | 'rate-limited'
  | 'network'
  | 'unavailable';

export class BackendError extends Error {
  readonly kind: BackendErrorKind;
  readonly status: number | undefined;

  constructor(kind: BackendErrorKind, message: string, status?: number) {
    super(message);
    this.name = 'BackendError';
    this.kind = kind;
    this.status = status;
  }
}

export function isBackendError(error: unknown, kind?: BackendErrorKind): error is BackendError {
  return error instanceof BackendError && (kind === undefined || error.kind === kind);
}
