import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFileSize, wholeBytesUnderKilobyte } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [820, '820 bytes'],
    [12 * 1024, '12 KB'],
    [1.2 * 1024 * 1024, '1.2 MB'],
    [200 * 1024 * 1024, '200 MB'],
    [3.4 * 1024 ** 3, '3.4 GB'],
  ])('%d bytes reads %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('is empty for sizes that are not sizes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });

  it('gives a short number and a unit for any real size', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 39 }), (bytes) => {
        expect(formatFileSize(bytes)).toMatch(/^\d{1,3}(\.\d)? (bytes|KB|MB|GB)$/);
      }),
    );
  });
});

describe('wholeBytesUnderKilobyte', () => {
  it('gives the whole bytes exactly when formatFileSize shows bytes', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 4096, noNaN: true }), (bytes) => {
        const inBytes = wholeBytesUnderKilobyte(bytes);
        if (inBytes === null) expect(formatFileSize(bytes)).toMatch(/ (KB|MB|GB)$/);
        else expect(formatFileSize(bytes)).toBe(`${inBytes} bytes`);
      }),
    );
  });

  it('is null for 999.5 bytes and more, and for sizes that are not sizes', () => {
    expect(wholeBytesUnderKilobyte(999.4)).toBe(999);
    expect(wholeBytesUnderKilobyte(999.5)).toBeNull();
    expect(wholeBytesUnderKilobyte(-1)).toBeNull();
    expect(wholeBytesUnderKilobyte(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
