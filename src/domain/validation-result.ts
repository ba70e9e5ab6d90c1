// The shared shape of every validator: callers switch on `ok` and toast `message` on failure.

import { MESSAGES, type MessageKey } from './messages';

export type ValidationResult = { ok: true } | { ok: false; message: string; code: MessageKey };

export const VALID: ValidationResult = { ok: true };

/** A failure with one of the catalogue's messages: its key travels with it as the code. */
export function invalid(code: MessageKey): ValidationResult {
  return { ok: false, message: MESSAGES[code], code };
}

/** True when a form value has something besides whitespace. */
export function isFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
