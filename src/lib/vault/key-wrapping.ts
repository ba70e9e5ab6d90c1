// The data key wrapped by a key derived from her passphrase. Internal to the vault: vault.ts
// holds the rules (strength, the iteration floor); this file takes an explicit count so tests
// can run most properties at a cheap one, since the record carries its count anyway.

import { fromBase64url, toBase64url } from './base64url';
import {
  SALT_BYTES,
  VAULT_KDF,
  VAULT_RECORD_VERSION,
  type WrappedKeyRecord,
} from './wrapped-key-record';
import {
  InvalidVaultRecordError,
  isAuthenticationFailure,
  WrongPassphraseError,
} from './vault-errors';

const subtle = () => globalThis.crypto.subtle;

export const DATA_KEY_ALGORITHM = { name: 'AES-GCM', length: 256 } as const;
const DATA_KEY_USAGES: KeyUsage[] = ['encrypt', 'decrypt'];

/**
 * NFC, so a passphrase in Devanagari (or with accents) typed on another phone's keyboard, which
 * may compose characters differently, derives the same key.
 */
function passphraseBytes(passphrase: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(passphrase.normalize('NFC'));
}

async function deriveWrappingKey(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', passphraseBytes(passphrase), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-KW', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

async function unwrapWith(
  wrappingKey: CryptoKey,
  wrapped: Uint8Array<ArrayBuffer>,
  extractable: boolean,
): Promise<CryptoKey> {
  try {
    return await subtle().unwrapKey(
      'raw',
      wrapped,
      wrappingKey,
      'AES-KW',
      DATA_KEY_ALGORITHM,
      extractable,
      DATA_KEY_USAGES,
    );
  } catch (error) {
    if (isAuthenticationFailure(error)) throw new WrongPassphraseError();
    throw error;
  }
}

/** A new random data key, extractable only so that it can be wrapped once. */
export function generateDataKey(): Promise<CryptoKey> {
  return subtle().generateKey(DATA_KEY_ALGORITHM, true, DATA_KEY_USAGES);
}

/**
 * Wraps an extractable data key under a new salt. Returns the record and a non-extractable
 * copy of the key for the page to use (unwrapped from the record, which also proves the
 * record opens).
 */
export async function sealDataKey(
  dataKey: CryptoKey,
  passphrase: string,
  iterations: number,
): Promise<{ record: WrappedKeyRecord; key: CryptoKey }> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const wrappingKey = await deriveWrappingKey(passphrase, salt, iterations);
  const wrapped = new Uint8Array(await subtle().wrapKey('raw', dataKey, wrappingKey, 'AES-KW'));
  const record: WrappedKeyRecord = {
    version: VAULT_RECORD_VERSION,
    kdf: VAULT_KDF,
    iterations,
    salt: toBase64url(salt),
    wrappedKey: toBase64url(wrapped),
  };
  return { record, key: await unwrapWith(wrappingKey, wrapped, false) };
}

/** The data key of a record already checked by parseWrappedKeyRecord. */
export async function openDataKey(
  record: WrappedKeyRecord,
  passphrase: string,
  extractable: boolean,
): Promise<CryptoKey> {
  const salt = fromBase64url(record.salt);
  const wrapped = fromBase64url(record.wrappedKey);
  // parseWrappedKeyRecord has checked both; this keeps the types honest.
  if (!salt || !wrapped) throw new InvalidVaultRecordError('Salt or wrapped key unreadable');
  const wrappingKey = await deriveWrappingKey(passphrase, salt, record.iterations);
  return unwrapWith(wrappingKey, wrapped, extractable);
}
