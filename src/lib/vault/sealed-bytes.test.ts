import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VaultItemRef } from './item-ref';
import { decryptBytes, DEFAULT_CHUNK_BYTES, encryptBytes } from './sealed-bytes';
import { TamperedError } from './vault-errors';
import { cheapVault, flipBit } from './vault-test-helpers';

const PHOTO: VaultItemRef = { kind: 'attachment', id: 'photo-1' };
const CHUNK = 1024;
const HEADER = 5;
const SEALED_CHUNK = 12 + CHUNK + 16;

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const digest = async (blob: Blob) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer())).join();
const randomBytes = (length: number) => {
  const bytes = new Uint8Array(length);
  for (let start = 0; start < length; start += 65_536) {
    crypto.getRandomValues(bytes.subarray(start, start + 65_536));
  }
  return bytes;
};

let key: CryptoKey;
let photo: Uint8Array<ArrayBuffer>;
let sealed: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  key = (await cheapVault()).key;
  photo = randomBytes(3 * CHUNK + 100);
  sealed = await bytesOf(await encryptBytes(key, PHOTO, photo, { chunkBytes: CHUNK }));
});

describe('encryptBytes and decryptBytes', () => {
  it('give back any bytes, from a Blob or an array, empty or on chunk boundaries', async () => {
    const length = fc.oneof(
      fc.nat({ max: 5 * CHUNK }),
      fc.integer({ min: 0, max: 4 }).map((chunks) => chunks * CHUNK),
    );
    await fc.assert(
      fc.asyncProperty(length, fc.boolean(), async (size, asBlob) => {
        const data = randomBytes(size);
        const source = asBlob ? new Blob([data]) : data;
        const box = await encryptBytes(key, PHOTO, source, { chunkBytes: CHUNK });
        expect(box.size).toBe(HEADER + Math.max(1, Math.ceil(size / CHUNK)) * 28 + size);
        expect(await bytesOf(await decryptBytes(key, PHOTO, box))).toEqual(data);
      }),
      { numRuns: 60 },
    );
  });

  it('seal a file of several default chunks and open it from a Blob', async () => {
    const video = randomBytes(2 * DEFAULT_CHUNK_BYTES + 12_345);
    const box = await encryptBytes(key, PHOTO, new Blob([video]));
    // Digests: a deep comparison of megabytes element by element takes seconds.
    expect(await digest(await decryptBytes(key, PHOTO, box))).toBe(await digest(new Blob([video])));
  });

  it('use fresh IVs: the same file seals differently', async () => {
    const again = await bytesOf(await encryptBytes(key, PHOTO, photo, { chunkBytes: CHUNK }));
    expect(again).not.toEqual(sealed);
  });
});

describe('decryptBytes refuses with TamperedError', () => {
  const refused = async (data: Uint8Array<ArrayBuffer>, ref = PHOTO, withKey = key) =>
    expect(decryptBytes(withKey, ref, data)).rejects.toThrow(TamperedError);

  it('any flipped bit, header included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: sealed.length * 8 - 1 }), async (bit) => {
        await refused(flipBit(sealed, bit));
      }),
      { numRuns: 200 },
    );
  });

  it('any truncation, a last chunk dropped on its boundary included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: sealed.length - 1 }), async (length) => {
        await refused(sealed.slice(0, length));
      }),
      { numRuns: 100 },
    );
    await refused(sealed.slice(0, HEADER + 3 * SEALED_CHUNK));
    await refused(sealed.slice(0, HEADER));
  });

  it('chunks swapped, or an extra chunk appended', async () => {
    const first = sealed.subarray(HEADER, HEADER + SEALED_CHUNK);
    const second = sealed.subarray(HEADER + SEALED_CHUNK, HEADER + 2 * SEALED_CHUNK);
    const swapped = sealed.slice();
    swapped.set(second, HEADER);
    swapped.set(first, HEADER + SEALED_CHUNK);
    await refused(swapped);
    const longer = new Uint8Array(sealed.length + SEALED_CHUNK);
    longer.set(sealed);
    longer.set(first, sealed.length);
    await refused(longer);
  });

  it('an attachment moved to another item, or opened with another key', async () => {
    await refused(sealed, { kind: 'attachment', id: 'photo-2' });
    await refused(sealed, { kind: 'journal-entry', id: 'photo-1' });
    await refused(sealed, PHOTO, (await cheapVault()).key);
  });
});
