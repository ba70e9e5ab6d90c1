// Her vault: the key that seals her journal and safety plan, locked by a passphrase only she
// knows. Import it only from the journal and safety-plan routes (lazily), never from Home.
//
// What is stored (on the self-hosted server or in Firestore/Storage, owner-only):
// - one wrapped-key record: version, KDF name, PBKDF2 iteration count, a 16-byte random salt
//   and the data key wrapped with AES-KW (see wrapped-key-record.ts);
// - sealed items (sealed-item.ts) and sealed attachments (sealed-bytes.ts): AES-256-GCM
//   ciphertexts with their IVs, each bound to its kind and id.
// So the server (and whoever runs it, an admin, or anyone who copies its disk) sees the salt,
// the count, the wrapped key, ciphertexts and their sizes (items padded to 256 bytes) and when
// they change. It never receives the passphrase, the data key or any plaintext: those exist
// only in this page's memory (key-holder.ts), and nothing here writes to any browser store.
//
// Keys: a random 256-bit AES-GCM data key encrypts everything; a key derived from her
// passphrase (PBKDF2-SHA-256, PBKDF2_ITERATIONS, new salt each time) only wraps it. Changing
// the passphrase re-wraps the same data key under a new salt, so nothing else is re-encrypted.
// Forgetting the passphrase loses the record: there is no recovery key, by design.
//
// Why AES-KW to wrap: it is made for wrapping keys (RFC 3394), needs no IV (so no IV to get
// wrong), and its integrity check makes a wrong passphrase a clean authentication failure. Each
// wrapping key wraps one data key once (a new salt per wrap), so its being deterministic leaks
// nothing.
//
// Why PBKDF2 and not Argon2id: Argon2id resists GPU guessing far better, but no browser ships
// it. The small, maintained implementations are WebAssembly (openpgpjs' argon2id: 14 KB of
// script and a 4 KB module; hash-wasm's argon2 build: 30 KB minified), and running WebAssembly
// takes 'wasm-unsafe-eval' in the Content-Security-Policy's script-src, for the whole site since
// it is one page (today: script-src 'self'). Pure-JavaScript Argon2id (@noble/hashes) needs no
// such change but runs on the page's own thread at a fraction of native speed, so it would
// need weaker settings on the low-end phones many of our users have. PBKDF2 is native Web
// Crypto, off the page's thread: no bytes to ship, nothing to keep updated; 600,000 iterations
// took about 0.2 s in Chromium and 0.4 s in Node on a 2-core development machine (a low-end
// phone may be several times slower: measure there before raising the count; see
// bench/vault-crypto.ts). What carries the guessing cost is the passphrase, so the sign-in
// password's rules are required.
// The record names its KDF: a later version can move to Argon2id without stranding old records.

import { isStrongPassword, checkPassword } from '@/domain/password-rules';
import { generateDataKey, openDataKey, sealDataKey } from './key-wrapping';
import { WeakPassphraseError, WrongPassphraseError } from './vault-errors';
import {
  MAX_PBKDF2_ITERATIONS,
  PBKDF2_ITERATIONS,
  parseWrappedKeyRecord,
  type WrappedKeyRecord,
} from './wrapped-key-record';

export interface Vault {
  /** Store this (JSON-safe); it opens only with the passphrase. */
  record: WrappedKeyRecord;
  /** The data key, non-extractable: for encryptItem and encryptBytes while unlocked. */
  key: CryptoKey;
}

export interface CreateVaultOptions {
  /** More than PBKDF2_ITERATIONS if wanted; never fewer. */
  iterations?: number;
}

/** The sign-in password's checklist, for the passphrase form's live list. */
export const checkPassphrase = checkPassword;

function requireStrong(passphrase: string): void {
  if (isStrongPassword(passphrase)) return;
  const unmet = checkPassword(passphrase).filter((rule) => !rule.met);
  throw new WeakPassphraseError(unmet.map((rule) => rule.id));
}

/** A new vault: a random data key wrapped by her passphrase. */
export async function createVault(
  passphrase: string,
  options: CreateVaultOptions = {},
): Promise<Vault> {
  const iterations = options.iterations ?? PBKDF2_ITERATIONS;
  if (
    !Number.isSafeInteger(iterations) ||
    iterations < PBKDF2_ITERATIONS ||
    iterations > MAX_PBKDF2_ITERATIONS
  ) {
    throw new RangeError(
      `PBKDF2 iterations must be ${PBKDF2_ITERATIONS} to ${MAX_PBKDF2_ITERATIONS}`,
    );
  }
  requireStrong(passphrase);
  return sealDataKey(await generateDataKey(), passphrase, iterations);
}

/**
 * The data key of a stored record (non-extractable). A wrong passphrase, or a wrapped key that
 * was altered, throws WrongPassphraseError; a record of an unknown shape InvalidVaultRecordError.
 */
export async function openVault(record: unknown, passphrase: string): Promise<CryptoKey> {
  const checked = parseWrappedKeyRecord(record);
  // No key derivation for nothing (some engines refuse an empty PBKDF2 password).
  if (passphrase.length === 0) throw new WrongPassphraseError();
  return openDataKey(checked, passphrase, false);
}

/**
 * The same data key under a new passphrase and a new salt, at the current iteration count or the
 * record's, whichever is higher: items sealed before stay readable, and the old passphrase no
 * longer opens the new record. Store the new record in place of the old one.
 */
export async function rewrapVault(
  record: unknown,
  oldPassphrase: string,
  newPassphrase: string,
): Promise<WrappedKeyRecord> {
  const checked = parseWrappedKeyRecord(record);
  requireStrong(newPassphrase);
  if (oldPassphrase.length === 0) throw new WrongPassphraseError();
  // Extractable only here, for the moment it takes to wrap it again.
  const dataKey = await openDataKey(checked, oldPassphrase, true);
  const iterations = Math.max(PBKDF2_ITERATIONS, checked.iterations);
  return (await sealDataKey(dataKey, newPassphrase, iterations)).record;
}
