import type { ErrorCode, ErrorParams } from '@/domain/error-codes';
import type { MessageArgs, MessageKey } from '@/domain/messages';
import { errorText, message } from '@/i18n/message';
import { authErrorCode } from '@/backend/auth-error';

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

export interface BackendErrorDetails {
  /** Which failure it was (a catalogue key, or a generic code): screens branch on this. */
  code?: ErrorCode;
  /** Values for the code's placeholders, when its catalogue message has any. */
  params?: ErrorParams;
}

export class BackendError extends Error {
  readonly kind: BackendErrorKind;
  readonly status: number | undefined;
  readonly code: ErrorCode | undefined;
  readonly params: ErrorParams | undefined;

  constructor(
    kind: BackendErrorKind,
    message: string,
    status?: number,
    details: BackendErrorDetails = {},
  ) {
    super(message);
    this.name = 'BackendError';
    this.kind = kind;
    this.status = status;
    this.code = details.code;
    this.params = details.params;
  }
}

export function isBackendError(error: unknown, kind?: BackendErrorKind): error is BackendError {
  return error instanceof BackendError && (kind === undefined || error.kind === kind);
}

/** A failure that is one of the catalogue's messages, with its key as the code. */
export function catalogueError<K extends MessageKey>(
  kind: BackendErrorKind,
  status: number | undefined,
  key: K,
  ...args: MessageArgs<K>
): BackendError {
  const params = args[0] as ErrorParams | undefined;
  return new BackendError(kind, message(key, ...args), status, { code: key, params });
}

/** What to show for a failure: the catalogue's words for its code, else its own message. */
export function backendErrorText(error: BackendError): string {
  return errorText(error.code, error.params, error.message);
}

/**
 * The reason to fill into a `{message}` placeholder, for any thrown value: a request that never
 * reached the server says so in her language, not in the adapter's English.
 */
export function failureReason(error: unknown): string {
  if (error instanceof BackendError) return backendErrorText(error);
  if (authErrorCode(error) === 'auth/network-request-failed') return message('serverUnreachable');
  return error instanceof Error ? error.message : String(error);
}

/** The refusal of a call that needs her signed in, as the self-hosted server words it. */
export function signInRequired(): BackendError {
  return new BackendError('unauthenticated', 'Please sign in first.', 401, {
    code: 'signInRequired',
  });
}
