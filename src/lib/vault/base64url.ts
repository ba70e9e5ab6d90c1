// Base64url without padding (RFC 4648 section 5): how the vault's bytes travel in JSON records
// and API bodies. Decoding is strict, so a record altered in transit is refused rather than read
// as other bytes.

const ALPHABET = /^[A-Za-z0-9_-]*$/;
// String.fromCharCode takes its arguments on the stack: convert in slices.
const SLICE = 0x8000;

export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes `text` encodes, or undefined when it is not canonical unpadded base64url. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!ALPHABET.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  // Unused low bits of the last character must be zero: one text for one byte string.
  return toBase64url(bytes) === text ? bytes : undefined;
}
