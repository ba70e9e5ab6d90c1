// One journal entry or safety plan, sealed: AES-256-GCM under the vault's data key with a fresh
// random 96-bit IV, bound to its kind and id (item-ref.ts).
//
// Format (then base64url, so it stores as a JSON string): version byte (1), IV (12 bytes),
// ciphertext with its 16-byte tag. The plaintext is the value's JSON in UTF-8, padded with
// spaces (which JSON.parse ignores) to a multiple of 256 bytes, so the stored size tells little
// about what she wrote (whether she named who did it, how long the entry is).

import { fromBase64url, toBase64url } from './base64url';
import { associatedData, type VaultItemRef } from './item-ref';
import { isAuthenticationFailure, TamperedError } from './vault-errors';

/** What JSON carries; a field left undefined is left out, as JSON.stringify does. */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue | undefined };

/** An item's ciphertext as stored: base64url text. */
export type SealedItem = string;

export const SEALED_ITEM_VERSION = 1;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
const PAD_TO_BYTES = 256;
const SPACE = 0x20;

function padded(json: string): Uint8Array<ArrayBuffer> {
  const text = new TextEncoder().encode(json);
  const length = Math.ceil(text.length / PAD_TO_BYTES) * PAD_TO_BYTES;
  const plaintext = new Uint8Array(length).fill(SPACE);
  plaintext.set(text);
  return plaintext;
}

export async function encryptItem(
  key: CryptoKey,
  ref: VaultItemRef,
  value: JsonValue,
): Promise<SealedItem> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = await globalThis.crypto.subtle.encrypt(
    {
      name: 'AES-GCM',
      iv,
      additionalData: associatedData('item', SEALED_ITEM_VERSION, ref),
    },
    key,
    padded(JSON.stringify(value)),
  );
  const sealed = new Uint8Array(1 + IV_BYTES + ciphertext.byteLength);
  sealed[0] = SEALED_ITEM_VERSION;
  sealed.set(iv, 1);
  sealed.set(new Uint8Array(ciphertext), 1 + IV_BYTES);
  return toBase64url(sealed);
}

/**
 * The value sealed for this item. Anything altered, cut, sealed for another item or kind, or by
 * another vault's key throws TamperedError.
 */
export async function decryptItem(
  key: CryptoKey,
  ref: VaultItemRef,
  sealed: SealedItem,
): Promise<JsonValue> {
  const bytes = fromBase64url(sealed);
  if (!bytes || bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== SEALED_ITEM_VERSION) {
    throw new TamperedError('Not a sealed item this version can read');
  }
  let plaintext: ArrayBuffer;
  try {
    plaintext = await globalThis.crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: bytes.subarray(1, 1 + IV_BYTES),
        additionalData: associatedData('item', SEALED_ITEM_VERSION, ref),
      },
      key,
      bytes.subarray(1 + IV_BYTES),
    );
  } catch (error) {
    if (isAuthenticationFailure(error)) throw new TamperedError();
    throw error;
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext)) as JsonValue;
  } catch {
    // Authentic but not what encryptItem writes: not something to show as hers.
    throw new TamperedError('The sealed item is not JSON');
  }
}
