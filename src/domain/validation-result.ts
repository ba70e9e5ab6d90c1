// The shared shape of every validator: callers switch on `ok` and toast `message` on failure.

export type ValidationResult = { ok: true } | { ok: false; message: string };

export const VALID: ValidationResult = { ok: true };

export function invalid(message: string): ValidationResult {
  return { ok: false, message };
}

/** True when a form value has something besides whitespace. */
export function isFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
