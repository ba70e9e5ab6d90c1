import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './base64url';

describe('base64url', () => {
  it('round-trips any bytes, in the URL-safe alphabet without padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = toBase64url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(fromBase64url(text)).toEqual(bytes);
      }),
    );
  });

  it('encodes a large buffer (more than one slice)', () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index);
    expect(fromBase64url(toBase64url(bytes))).toEqual(bytes);
  });

  it('refuses padding, the standard alphabet, impossible lengths and non-zero spare bits', () => {
    expect(toBase64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    for (const text of ['-_8=', '+/8', 'AAAAA', 'AB', 'A A', '-_9']) {
      expect(fromBase64url(text)).toBeUndefined();
    }
  });
});
