// Shared by the vault's tests: a cheap vault for properties that do not concern key derivation.
// Its record carries its low count, as any record does; the count of createVault is tested at
// its real value in vault.test.ts.

import { fromBase64url } from './base64url';
import { generateDataKey, sealDataKey } from './key-wrapping';

export const STRONG_PASSPHRASE = 'Blue kite, 7 rivers!';
export const CHEAP_ITERATIONS = 1_000;

export async function cheapVault(passphrase = STRONG_PASSPHRASE) {
  return sealDataKey(await generateDataKey(), passphrase, CHEAP_ITERATIONS);
}

/** A copy of `bytes` with one bit flipped (bit 0 is the first byte's lowest). */
export function flipBit(bytes: Uint8Array, bit: number): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(bytes);
  copy[bit >> 3] = (copy[bit >> 3] ?? 0) ^ (1 << (bit & 7));
  return copy;
}

/** The bytes of base64url text the vault wrote (a test fails if it is not). */
export function decoded(text: string): Uint8Array<ArrayBuffer> {
  const bytes = fromBase64url(text);
  if (!bytes) throw new Error(`Not base64url: ${text}`);
  return bytes;
}
