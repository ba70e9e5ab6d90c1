// An attachment (photo, recording, document), sealed in chunks: each chunk is AES-256-GCM with
// its own random 96-bit IV, and its additional data names the item, the chunk size, the chunk's
// index and whether it is the last, so chunks cannot be reordered, dropped, moved to another
// attachment, or the file cut short at a chunk boundary.
//
// Why chunks: Web Crypto seals a whole buffer at once, so one call on a large file holds the
// file read into memory, the whole ciphertext and the engine's own copy: sealing 50 MB that way
// grew memory by 150 MB in bench/vault-crypto.ts, and the largest upload is 200 MB
// (LIMITS.maxFileBytesCreate), too much for a low-end phone's tab. Here a chunk at a time is
// read from the Blob (a picked File stays on disk until read), sealed, and gathered into a Blob
// every few megabytes: the same 50 MB grew memory by 80 MB, the 50 MB ciphertext (which a
// browser may keep on disk) plus buffers waiting for the garbage collector.
//
// Format: version byte (1), chunk size in bytes (uint32, big-endian), then for each chunk its IV
// (12 bytes) and its ciphertext with tag (chunk + 16 bytes). Every chunk but the last holds
// exactly the chunk size; the last holds the rest (nothing for an empty file, so there is always
// one).

import { associatedData, type VaultItemRef } from './item-ref';
import { IV_BYTES, TAG_BYTES } from './sealed-item';
import { isAuthenticationFailure, TamperedError } from './vault-errors';

export const SEALED_BYTES_VERSION = 1;
export const DEFAULT_CHUNK_BYTES = 1024 * 1024;
const MIN_CHUNK_BYTES = 1024;
const MAX_CHUNK_BYTES = 16 * 1024 * 1024;
const HEADER_BYTES = 5;
/** Sealed chunks are gathered into one Blob each time this much is pending. */
const GATHER_BYTES = 8 * 1024 * 1024;

export interface EncryptBytesOptions {
  /** Chunk size (1 KiB to 16 MiB): the default suits files of any size; tests use smaller. */
  chunkBytes?: number;
}

type Bytes = Blob | Uint8Array<ArrayBuffer>;

async function readRange(source: Bytes, start: number, end: number) {
  return source instanceof Blob
    ? new Uint8Array(await source.slice(start, end).arrayBuffer())
    : source.subarray(start, end);
}

function sizeOf(source: Bytes): number {
  return source instanceof Blob ? source.size : source.length;
}

/** Collects parts into a Blob without holding them all as separate buffers. */
class BlobGatherer {
  private blob = new Blob([]);
  private pending: Uint8Array<ArrayBuffer>[] = [];
  private pendingBytes = 0;

  add(part: Uint8Array<ArrayBuffer>): void {
    this.pending.push(part);
    this.pendingBytes += part.length;
    if (this.pendingBytes >= GATHER_BYTES) this.gather();
  }

  result(): Blob {
    this.gather();
    return this.blob;
  }

  private gather(): void {
    this.blob = new Blob([this.blob, ...this.pending]);
    this.pending = [];
    this.pendingBytes = 0;
  }
}

function isChunkSize(bytes: number): boolean {
  return Number.isSafeInteger(bytes) && bytes >= MIN_CHUNK_BYTES && bytes <= MAX_CHUNK_BYTES;
}

function chunkData(ref: VaultItemRef, chunkBytes: number, index: number, last: boolean) {
  return associatedData('bytes', SEALED_BYTES_VERSION, ref, chunkBytes, index, last);
}

export async function encryptBytes(
  key: CryptoKey,
  ref: VaultItemRef,
  source: Bytes,
  { chunkBytes = DEFAULT_CHUNK_BYTES }: EncryptBytesOptions = {},
): Promise<Blob> {
  if (!isChunkSize(chunkBytes)) {
    throw new RangeError(`Chunks are ${MIN_CHUNK_BYTES} to ${MAX_CHUNK_BYTES} bytes`);
  }
  const size = sizeOf(source);
  const chunks = Math.max(1, Math.ceil(size / chunkBytes));
  const header = new Uint8Array(HEADER_BYTES);
  header[0] = SEALED_BYTES_VERSION;
  new DataView(header.buffer).setUint32(1, chunkBytes);
  const out = new BlobGatherer();
  out.add(header);
  for (let index = 0; index < chunks; index += 1) {
    const plaintext = await readRange(source, index * chunkBytes, (index + 1) * chunkBytes);
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const additionalData = chunkData(ref, chunkBytes, index, index === chunks - 1);
    const sealed = await globalThis.crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData },
      key,
      plaintext,
    );
    out.add(iv);
    out.add(new Uint8Array(sealed));
  }
  return out.result();
}

/**
 * The attachment's bytes. Anything altered, reordered, cut, sealed for another item or by
 * another key throws TamperedError (possibly after some chunks were read: nothing is returned
 * until all of them check).
 */
export async function decryptBytes(
  key: CryptoKey,
  ref: VaultItemRef,
  sealed: Bytes,
): Promise<Blob> {
  const size = sizeOf(sealed);
  const header = await readRange(sealed, 0, HEADER_BYTES);
  if (header.length < HEADER_BYTES || header[0] !== SEALED_BYTES_VERSION) {
    throw new TamperedError('Not a sealed attachment this version can read');
  }
  const chunkBytes = new DataView(header.buffer, header.byteOffset).getUint32(1);
  if (!isChunkSize(chunkBytes)) {
    throw new TamperedError('Chunk size out of range');
  }
  const sealedChunkBytes = IV_BYTES + chunkBytes + TAG_BYTES;
  const out = new BlobGatherer();
  let offset = HEADER_BYTES;
  for (let index = 0, last = false; !last; index += 1) {
    const remaining = size - offset;
    last = remaining <= sealedChunkBytes;
    if (remaining < IV_BYTES + TAG_BYTES) throw new TamperedError('The attachment was cut short');
    const length = last ? remaining : sealedChunkBytes;
    const chunk = await readRange(sealed, offset, offset + length);
    offset += length;
    try {
      const plaintext = await globalThis.crypto.subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: chunk.subarray(0, IV_BYTES),
          additionalData: chunkData(ref, chunkBytes, index, last),
        },
        key,
        chunk.subarray(IV_BYTES),
      );
      out.add(new Uint8Array(plaintext));
    } catch (error) {
      if (isAuthenticationFailure(error)) throw new TamperedError();
      throw error;
    }
  }
  return out.result();
}
