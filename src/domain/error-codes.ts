// Machine-readable error codes, shared by the server, both adapters and the screens. Screens
// branch on a code, never on a message's wording, so the wording can be translated.

import type { MessageKey } from './messages';

/**
 * Codes for failures the catalogue has no message for (malformed requests, unknown routes):
 * the server's English text travels with them, and screens fall back to their own message.
 */
export const GENERIC_ERROR_CODES = [
  'invalidRequest',
  'signInRequired',
  'forbidden',
  'notFound',
  'conflict',
  'lengthRequired',
  'tooLarge',
  'unsupportedType',
  'rateLimited',
] as const;

export type GenericErrorCode = (typeof GENERIC_ERROR_CODES)[number];

/** A catalogue key when the failure is one of the catalogue's messages, else a generic code. */
export type ErrorCode = MessageKey | GenericErrorCode;

/** Values for a catalogue message's placeholders (the quota's `{max}`), sent beside the code. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/**
 * Whether a value has the shape of an error code (camelCase, as every catalogue key and generic
 * code is); better-auth's own codes (INVALID_EMAIL_OR_PASSWORD) do not. The SPA checks replies
 * with this rather than isErrorCode, whose key list would bring every message's English into
 * its first script; a code the catalogue lacks shows the fallback text (src/i18n/message.ts).
 */
export function looksLikeErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && /^[a-z][a-zA-Z0-9]{1,63}$/.test(value);
}

/** Placeholder values from an error body: only string and number values are kept. */
export function readErrorParams(value: unknown): ErrorParams | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

/** The generic code for an HTTP status, for failures nothing more specific was said about. */
export function genericCodeForStatus(status: number): GenericErrorCode {
  switch (status) {
    case 401:
      return 'signInRequired';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 411:
      return 'lengthRequired';
    case 413:
      return 'tooLarge';
    case 415:
      return 'unsupportedType';
    case 429:
      return 'rateLimited';
    default:
      return 'invalidRequest';
  }
}
