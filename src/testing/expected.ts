// Pieces of expected JSON answers. Vitest types its asymmetric matchers as `any`, which turns
// type checking off wherever one stands; these are the same matchers, typed `unknown`.
import { expect } from 'vitest';

/** A string the server chose: an id, a timestamp, a refusal's message. */
export const ANY_STRING: unknown = expect.any(String);

/** An object with at least these properties, whatever else it has. */
export function objectContaining(properties: Record<string, unknown>): unknown {
  return expect.objectContaining(properties);
}
