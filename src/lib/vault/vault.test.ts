import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './base64url';
import { decryptItem, encryptItem } from './sealed-item';
import { createVault, openVault, rewrapVault } from './vault';
import { InvalidVaultRecordError, WeakPassphraseError, WrongPassphraseError } from './vault-errors';
import {
  CHEAP_ITERATIONS,
  cheapVault,
  decoded,
  flipBit,
  STRONG_PASSPHRASE,
} from './vault-test-helpers';
import { MAX_PBKDF2_ITERATIONS, PBKDF2_ITERATIONS, WRAPPED_KEY_BYTES } from './wrapped-key-record';

const ENTRY = { kind: 'journal-entry', id: 'entry-1' } as const;
const OTHER_PASSPHRASE = 'Green door, 42 steps?';
// Derivations at the real count take about half a second each here.
const REAL_COUNT_MS = 60_000;

describe('createVault at the real iteration count', () => {
  it(
    'derives with at least 600,000 iterations, opens with the passphrase and refuses a wrong one',
    async () => {
      expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
      const { record, key } = await createVault(STRONG_PASSPHRASE);
      expect(record.iterations).toBe(PBKDF2_ITERATIONS);
      expect(record.kdf).toBe('PBKDF2-SHA-256');
      expect(fromBase64url(record.salt)?.length).toBeGreaterThanOrEqual(16);
      expect(fromBase64url(record.wrappedKey)?.length).toBe(WRAPPED_KEY_BYTES);

      const sealed = await encryptItem(key, ENTRY, { what: 'He pushed me' });
      const stored = JSON.parse(JSON.stringify(record)) as unknown;
      const opened = await openVault(stored, STRONG_PASSPHRASE);
      expect(await decryptItem(opened, ENTRY, sealed)).toEqual({ what: 'He pushed me' });
      await expect(openVault(stored, OTHER_PASSPHRASE)).rejects.toThrow(WrongPassphraseError);
    },
    REAL_COUNT_MS,
  );

  it('refuses fewer iterations than the floor, however asked', async () => {
    for (const iterations of [0, 1, CHEAP_ITERATIONS, PBKDF2_ITERATIONS - 1, 600_000.5, NaN]) {
      await expect(createVault(STRONG_PASSPHRASE, { iterations })).rejects.toThrow(RangeError);
    }
    // Nor more than a record may carry.
    await expect(
      createVault(STRONG_PASSPHRASE, { iterations: MAX_PBKDF2_ITERATIONS + 1 }),
    ).rejects.toThrow(RangeError);
  });

  it(
    'opens a record made with a higher count, which the record carries',
    async () => {
      const { record } = await createVault(STRONG_PASSPHRASE, { iterations: 650_000 });
      expect(record.iterations).toBe(650_000);
      const key = await openVault(record, STRONG_PASSPHRASE);
      expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    },
    REAL_COUNT_MS,
  );

  it('refuses a passphrase that misses the sign-in password rules, naming them', async () => {
    const refusal = createVault('short');
    await expect(refusal).rejects.toThrow(WeakPassphraseError);
    await expect(refusal).rejects.toMatchObject({
      unmet: ['length', 'uppercase', 'number', 'special'],
    });
  });
});

describe('openVault', () => {
  it('gives a key that cannot be exported', async () => {
    const { record, key } = await cheapVault();
    const opened = await openVault(record, STRONG_PASSPHRASE);
    for (const candidate of [key, opened]) {
      expect(candidate.extractable).toBe(false);
      await expect(crypto.subtle.exportKey('raw', candidate)).rejects.toThrow();
    }
  });

  it('refuses any other passphrase with WrongPassphraseError', async () => {
    const { record } = await cheapVault();
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 0, maxLength: 40 }).filter((text) => text !== STRONG_PASSPHRASE),
        async (passphrase) => {
          await expect(openVault(record, passphrase)).rejects.toThrow(WrongPassphraseError);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses a record whose wrapped key had any bit flipped, as a wrong passphrase', async () => {
    const { record } = await cheapVault();
    const wrapped = decoded(record.wrappedKey);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: wrapped.length * 8 - 1 }), async (bit) => {
        const altered = { ...record, wrappedKey: toBase64url(flipBit(wrapped, bit)) };
        await expect(openVault(altered, STRONG_PASSPHRASE)).rejects.toThrow(WrongPassphraseError);
      }),
      { numRuns: 60 },
    );
  });

  it('opens a passphrase typed in another Unicode composition (NFC and NFD)', async () => {
    // é, and Devanagari ऩ (na with nukta), each one code point in NFC and two in NFD.
    const composed = 'Caf\u00e9 \u0929 9!A';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const { record } = await cheapVault(composed);
    await expect(openVault(record, decomposed)).resolves.toBeDefined();
  });

  it('refuses records of another shape with InvalidVaultRecordError', async () => {
    const { record } = await cheapVault();
    const invalid: unknown[] = [
      null,
      'record',
      { ...record, version: 2 },
      { ...record, kdf: 'Argon2id' },
      { ...record, iterations: 0 },
      { ...record, iterations: 1.5 },
      { ...record, iterations: '600000' },
      { ...record, iterations: 1e12 },
      { ...record, salt: record.salt.slice(0, 10) },
      { ...record, salt: `${record.salt}=` },
      { ...record, wrappedKey: record.wrappedKey.slice(0, -2) },
      { ...record, wrappedKey: undefined },
    ];
    for (const candidate of invalid) {
      await expect(openVault(candidate, STRONG_PASSPHRASE)).rejects.toThrow(
        InvalidVaultRecordError,
      );
    }
  });
});

describe('rewrapVault', () => {
  it(
    'keeps items readable, takes a new salt and the current count, and the old passphrase stops working',
    async () => {
      const { record, key } = await cheapVault();
      const sealed = await encryptItem(key, ENTRY, { injuries: 'bruised arm' });

      const rewrapped = await rewrapVault(record, STRONG_PASSPHRASE, OTHER_PASSPHRASE);
      expect(rewrapped.salt).not.toBe(record.salt);
      expect(rewrapped.wrappedKey).not.toBe(record.wrappedKey);
      expect(rewrapped.iterations).toBe(PBKDF2_ITERATIONS);

      const reopened = await openVault(rewrapped, OTHER_PASSPHRASE);
      expect(await decryptItem(reopened, ENTRY, sealed)).toEqual({ injuries: 'bruised arm' });
      await expect(openVault(rewrapped, STRONG_PASSPHRASE)).rejects.toThrow(WrongPassphraseError);
    },
    REAL_COUNT_MS,
  );

  it('refuses a wrong old passphrase and a weak new one', async () => {
    const { record } = await cheapVault();
    await expect(rewrapVault(record, OTHER_PASSPHRASE, OTHER_PASSPHRASE)).rejects.toThrow(
      WrongPassphraseError,
    );
    await expect(rewrapVault(record, STRONG_PASSPHRASE, 'password')).rejects.toThrow(
      WeakPassphraseError,
    );
  });
});

describe('the wrapped-key record', () => {
  it('survives JSON as it is, and two vaults share neither salt nor wrapped key', async () => {
    const first = await cheapVault();
    const second = await cheapVault();
    expect(JSON.parse(JSON.stringify(first.record))).toEqual(first.record);
    expect(Object.keys(first.record).sort()).toEqual(
      ['iterations', 'kdf', 'salt', 'version', 'wrappedKey'].sort(),
    );
    expect(second.record.salt).not.toBe(first.record.salt);
    expect(second.record.wrappedKey).not.toBe(first.record.wrappedKey);
  });
});
