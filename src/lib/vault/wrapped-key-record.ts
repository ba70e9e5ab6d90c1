// The wrapped-key record: the one thing stored per vault besides the sealed items. It carries
// everything needed to derive the wrapping key again (KDF, iteration count, salt), so the count
// can be raised for new records while older ones still open.

import { fromBase64url } from './base64url';
import { InvalidVaultRecordError } from './vault-errors';

export const VAULT_RECORD_VERSION = 1;
export const VAULT_KDF = 'PBKDF2-SHA-256';
/**
 * PBKDF2-SHA-256 iterations for every new or re-wrapped record: OWASP's 2023 figure for
 * PBKDF2-HMAC-SHA256. Raise it as phones get faster; records keep the count they were made with.
 */
export const PBKDF2_ITERATIONS = 600_000;
/**
 * The most a record may ask for: whoever can alter the stored record must not be able to
 * freeze her phone with a count of billions (about 30 times the default, some 20 s on a slow
 * phone).
 */
export const MAX_PBKDF2_ITERATIONS = 20_000_000;
export const SALT_BYTES = 16;
const MAX_SALT_BYTES = 64;
/** AES-KW output for a 256-bit key: the key plus its 8-byte integrity check value. */
export const WRAPPED_KEY_BYTES = 40;

/** JSON-safe: stored as it is by the server or Firestore. */
export interface WrappedKeyRecord {
  version: typeof VAULT_RECORD_VERSION;
  kdf: typeof VAULT_KDF;
  iterations: number;
  /** base64url, 16 random bytes. */
  salt: string;
  /** base64url, the data key wrapped with AES-KW. */
  wrappedKey: string;
}

function isIterationCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1;
}

/**
 * Checks a record read back from storage or the network (anything may have been put there)
 * and returns a copy with only its known fields.
 */
export function parseWrappedKeyRecord(value: unknown): WrappedKeyRecord {
  if (typeof value !== 'object' || value === null) {
    throw new InvalidVaultRecordError('The vault record is not an object');
  }
  const { version, kdf, iterations, salt, wrappedKey } = value as Record<string, unknown>;
  if (version !== VAULT_RECORD_VERSION) {
    throw new InvalidVaultRecordError('Unknown vault record version');
  }
  if (kdf !== VAULT_KDF) throw new InvalidVaultRecordError('Unknown key derivation');
  if (!isIterationCount(iterations) || iterations > MAX_PBKDF2_ITERATIONS) {
    throw new InvalidVaultRecordError('Iteration count out of range');
  }
  const saltBytes = typeof salt === 'string' ? fromBase64url(salt) : undefined;
  if (!saltBytes || saltBytes.length < SALT_BYTES || saltBytes.length > MAX_SALT_BYTES) {
    throw new InvalidVaultRecordError('Salt is not 16 to 64 bytes of base64url');
  }
  const wrapped = typeof wrappedKey === 'string' ? fromBase64url(wrappedKey) : undefined;
  if (wrapped?.length !== WRAPPED_KEY_BYTES) {
    throw new InvalidVaultRecordError('Wrapped key is not 40 bytes of base64url');
  }
  return { version, kdf, iterations, salt: salt as string, wrappedKey: wrappedKey as string };
}
