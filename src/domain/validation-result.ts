// The shared shape of every validator: callers switch on `ok` and, on failure, show the catalogue
// message of `code` (the SPA in her language through src/i18n/message.ts, the server in English).

import type { PlainMessageKey } from './messages';

export type ValidationResult = { ok: true } | { ok: false; code: PlainMessageKey };

export const VALID: ValidationResult = { ok: true };

/** A failure with one of the catalogue's messages: its key travels with it as the code. */
export function invalid(code: PlainMessageKey): ValidationResult {
  return { ok: false, code };
}

/** True when a form value has something besides whitespace. */
export function isFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
