import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { toBase64url } from './base64url';
import { associatedData, type VaultItemRef } from './item-ref';
import { decryptItem, encryptItem, IV_BYTES } from './sealed-item';
import { TamperedError } from './vault-errors';
import { cheapVault, decoded, flipBit } from './vault-test-helpers';

const ENTRY: VaultItemRef = { kind: 'journal-entry', id: 'entry-1' };
const VALUE = { happenedAt: '2026-11-02T21:30', place: 'kitchen', what: 'He threw a plate' };

let key: CryptoKey;
let sealed: string;
beforeAll(async () => {
  key = (await cheapVault()).key;
  sealed = await encryptItem(key, ENTRY, VALUE);
});

describe('encryptItem and decryptItem', () => {
  it('give back any JSON value as JSON would', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.string({ minLength: 1 }), async (value, id) => {
        const ref: VaultItemRef = { kind: 'safety-plan', id };
        const opened = await decryptItem(key, ref, await encryptItem(key, ref, value));
        expect(opened).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 150 },
    );
  });

  it('use a fresh IV each time: the same value seals differently', async () => {
    const again = await encryptItem(key, ENTRY, VALUE);
    expect(again).not.toBe(sealed);
    const ivOf = (text: string) =>
      decoded(text)
        .subarray(1, 1 + IV_BYTES)
        .join();
    expect(ivOf(again)).not.toBe(ivOf(sealed));
  });

  it('store sizes in steps of 256 bytes, not the length she wrote', async () => {
    const short = await encryptItem(key, ENTRY, { what: 'x' });
    const longer = await encryptItem(key, ENTRY, { what: 'x'.repeat(200) });
    expect(decoded(short).length).toBe(decoded(longer).length);
  });
});

it('refuses to seal an item without its id', async () => {
  await expect(encryptItem(key, { kind: 'journal-entry', id: '' }, VALUE)).rejects.toThrow(
    TypeError,
  );
});

describe('decryptItem refuses with TamperedError', () => {
  const refused = (ref: VaultItemRef, text: string, withKey = key) =>
    expect(decryptItem(withKey, ref, text)).rejects.toThrow(TamperedError);

  it('any flipped bit (version byte, IV, ciphertext or tag)', async () => {
    const bytes = decoded(sealed);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: bytes.length * 8 - 1 }), async (bit) => {
        await refused(ENTRY, toBase64url(flipBit(bytes, bit)));
      }),
      { numRuns: 200 },
    );
  });

  it('any truncation, and text that is not base64url', async () => {
    const bytes = decoded(sealed);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: bytes.length - 1 }), async (length) => {
        await refused(ENTRY, toBase64url(bytes.subarray(0, length)));
      }),
      { numRuns: 100 },
    );
    await refused(ENTRY, `${sealed}=`);
    await refused(ENTRY, sealed.replace(/.$/, '+'));
  });

  it("a ciphertext moved to another item or another kind, or opened with another vault's key", async () => {
    await refused({ kind: 'journal-entry', id: 'entry-2' }, sealed);
    await refused({ kind: 'safety-plan', id: 'entry-1' }, sealed);
    await refused({ kind: 'attachment', id: 'entry-1' }, sealed);
    await refused(ENTRY, sealed, (await cheapVault()).key);
  });

  it('a sealed text that is not JSON, even under the right key', async () => {
    const iv = new Uint8Array(IV_BYTES);
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: associatedData('item', 1, ENTRY) },
      key,
      new TextEncoder().encode('{not json'),
    );
    const forged = new Uint8Array([1, ...iv, ...new Uint8Array(ciphertext)]);
    await refused(ENTRY, toBase64url(forged));
  });
});
