import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SECRET,
  PLAIN_GIF,
  PLAIN_JPEG,
  PLAIN_PNG,
  PLAIN_WEBP,
  XMP_PAYLOAD,
  concat,
  containsBytes,
  exifPayload,
  exifTags,
  gifWithMetadata,
  jpegSegment,
  jpegSegments,
  jpegWithMetadata,
  pngChunk,
  pngWithMetadata,
  webpWithMetadata,
} from '@/testing/image-samples';
import {
  ImageMetadataStripper,
  MalformedImageError,
  concatBytes,
  sniffImageFormat,
  stripImageMetadata,
} from './image-metadata-stripper';
import { exifOrientation, orientationOnlyExif } from './jpeg-metadata';

/** Runs the stripper over `bytes` cut at `cuts` (any positions, in any order). */
function stripInChunks(bytes: Uint8Array, cuts: number[]): Uint8Array {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const stripper = new ImageMetadataStripper();
  const out: Uint8Array[] = [];
  let from = 0;
  for (const to of [...points, bytes.length]) {
    out.push(...stripper.push(bytes.slice(from, to)));
    from = to;
  }
  out.push(...stripper.end());
  return concatBytes(out);
}

const bytesOf = (maxLength: number) => fc.uint8Array({ maxLength });
const cutsArb = fc.array(fc.nat(), { maxLength: 40 });

/** An image as generated: its bytes and what a correct stripper must turn them into. */
interface Case {
  input: Uint8Array;
  expected: Uint8Array;
}

function caseOf(parts: { bytes: Uint8Array; kept: Uint8Array }[]): Case {
  return {
    input: concatBytes(parts.map((p) => p.bytes)),
    expected: concatBytes(parts.map((p) => p.kept)),
  };
}
const keep = (bytes: Uint8Array) => ({ bytes, kept: bytes });
const drop = (bytes: Uint8Array) => ({ bytes, kept: new Uint8Array(0) });

// ---------------------------------------------------------------------------------------- JPEG

/** Entropy-coded data: random bytes in which every 0xFF is stuffed or a restart marker. */
const entropyArb = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0xfe }), fc.constantFrom(0x100, 0x1d0, 0x1d7)), {
    maxLength: 200,
  })
  .map((values) => concat(values.flatMap((v) => (v > 0xff ? [0xff, v & 0xff] : [v]))));

type JpegPiece = { bytes: Uint8Array; kept: Uint8Array; orientation?: number };

const jpegPieceArb: fc.Arbitrary<JpegPiece> = fc.oneof(
  fc
    .constantFrom(0xdb, 0xc4, 0xdd, 0xc0)
    .chain((marker) => bytesOf(300).map((payload) => keep(jpegSegment(marker, payload)))),
  bytesOf(40).map((p) => keep(jpegSegment(0xe0, concat('JFIF\0', p)))),
  // Any other APP0: a JFXX thumbnail of the original picture, or a vendor's.
  fc
    .constantFrom('JFXX\0', 'AVI1', 'JFIF', '')
    .chain((id) => bytesOf(300).map((p) => drop(jpegSegment(0xe0, concat(id, SECRET, p))))),
  // JPG0 to JPG13: extensions no decoder of ours reads.
  fc
    .integer({ min: 0xf0, max: 0xfd })
    .chain((marker) => bytesOf(300).map((p) => drop(jpegSegment(marker, concat(SECRET, p))))),
  bytesOf(300).map((p) => keep(jpegSegment(0xe2, concat('ICC_PROFILE\0', p)))),
  bytesOf(20).map((p) => keep(jpegSegment(0xee, concat('Adobe', p)))),
  fc.integer({ min: 0, max: 9 }).map((orientation) => ({
    ...drop(jpegSegment(0xe1, exifPayload({ orientation }))),
    orientation,
  })),
  fc.constant(drop(jpegSegment(0xe1, XMP_PAYLOAD))),
  fc
    .integer({ min: 0xe1, max: 0xef })
    .chain((marker) =>
      bytesOf(300).map((p) => drop(jpegSegment(marker, concat(`${SECRET}\0`, p)))),
    ),
  bytesOf(100).map((p) => drop(jpegSegment(0xfe, concat(SECRET, p)))),
  fc.integer({ min: 1, max: 3 }).map((n) => drop(new Uint8Array(n).fill(0xff))), // fill bytes
);

const jpegArb: fc.Arbitrary<Case> = fc
  .record({
    pieces: fc.array(jpegPieceArb, { maxLength: 12 }),
    scans: fc.array(fc.tuple(bytesOf(20), entropyArb), { minLength: 1, maxLength: 3 }),
    trailer: bytesOf(50),
  })
  .map(({ pieces, scans, trailer }) => {
    let written = false;
    const head = pieces.map((piece) => {
      const o = piece.orientation;
      if (o === undefined || written || o < 2 || o > 8) return piece;
      written = true;
      return { bytes: piece.bytes, kept: orientationOnlyExif(o) };
    });
    const scanParts = scans.flatMap(([header, data]) => [
      keep(jpegSegment(0xda, header)),
      keep(data),
    ]);
    return caseOf([
      keep(Uint8Array.from([0xff, 0xd8])),
      ...head,
      ...scanParts,
      keep(Uint8Array.from([0xff, 0xd9])),
      drop(concat(trailer)),
    ]);
  });

// ----------------------------------------------------------------------------------------- PNG

const pngArb: fc.Arbitrary<Case> = fc
  .record({
    chunks: fc.array(
      fc.oneof(
        fc
          .constantFrom('PLTE', 'IDAT', 'tRNS', 'gAMA', 'iCCP', 'pHYs', 'acTL', 'fdAT', 'ZZZZ')
          .chain((type) => bytesOf(200).map((data) => keep(pngChunk(type, data)))),
        fc
          .constantFrom('tEXt', 'zTXt', 'iTXt', 'tIME', 'eXIf', 'caBX', 'iDOT', 'prVt')
          .chain((type) => bytesOf(200).map((data) => drop(pngChunk(type, concat(SECRET, data))))),
      ),
      { maxLength: 12 },
    ),
    trailer: bytesOf(30),
  })
  .map(({ chunks, trailer }) =>
    caseOf([
      keep(PLAIN_PNG.subarray(0, 33)), // signature + IHDR
      ...chunks,
      keep(pngChunk('IEND', new Uint8Array(0))),
      drop(concat(trailer)),
    ]),
  );

// ----------------------------------------------------------------------------------------- GIF

const subBlocksArb = fc
  .array(fc.uint8Array({ minLength: 1, maxLength: 255 }), { maxLength: 3 })
  .map((blocks) => concat(...blocks.flatMap((b) => [[b.length], b]), [0]));

const gifArb: fc.Arbitrary<Case> = fc
  .record({
    globalTable: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
    blocks: fc.array(
      fc.oneof(
        fc
          .record({ local: fc.boolean(), data: subBlocksArb })
          .map(({ local, data }) =>
            keep(
              concat(
                [0x2c],
                new Uint8Array(8),
                [local ? 0x80 : 0],
                local ? new Uint8Array(6) : [],
                [2],
                data,
              ),
            ),
          ),
        subBlocksArb.map((data) => keep(concat([0x21, 0xf9], data))),
        subBlocksArb.map((data) => keep(concat([0x21, 0x01], data))),
        subBlocksArb.map((data) => keep(concat([0x21, 0xff, 11], 'NETSCAPE2.0', data))),
        subBlocksArb.map((data) => drop(concat([0x21, 0xfe, 6], SECRET, data))),
        subBlocksArb.map((data) => drop(concat([0x21, 0xff, 11], 'XMP DataXMP', data))),
        subBlocksArb.map((data) => drop(concat([0x21, 0xff, 6], SECRET, data))),
        subBlocksArb.map((data) => drop(concat([0x21, 0x99], data))),
      ),
      { maxLength: 10 },
    ),
    trailer: bytesOf(30),
  })
  .map(({ globalTable, blocks, trailer }) => {
    const flags = globalTable === undefined ? 0 : 0x80 | globalTable;
    const table = new Uint8Array(globalTable === undefined ? 0 : 3 * 2 ** (globalTable + 1));
    return caseOf([
      keep(concat('GIF89a', [2, 0, 2, 0, flags, 0, 0], table)),
      ...blocks,
      keep(Uint8Array.from([0x3b])),
      drop(concat(trailer)),
    ]);
  });

// ---------------------------------------------------------------------------------------- WebP

const riff = (fourcc: string, data: Uint8Array) =>
  concat(
    fourcc,
    new Uint8Array(new Uint32Array([data.length]).buffer),
    data,
    data.length % 2 ? [0] : [],
  );

const webpArb: fc.Arbitrary<Case> = fc
  .record({
    flags: fc.integer({ min: 0, max: 255 }),
    chunks: fc.array(
      fc.oneof(
        fc
          .constantFrom('VP8 ', 'VP8L', 'ALPH', 'ICCP', 'ANIM', 'ANMF')
          .chain((fourcc) => bytesOf(200).map((data) => keep(riff(fourcc, data)))),
        fc.constantFrom('EXIF', 'XMP ').chain((fourcc) =>
          bytesOf(200).map((data) => {
            const bytes = riff(fourcc, concat(SECRET, data));
            const blank = new Uint8Array(bytes.length);
            blank.set(riff('JUNK', new Uint8Array(0)).subarray(0, 4));
            blank.set(bytes.subarray(4, 8), 4);
            return { bytes, kept: blank };
          }),
        ),
      ),
      { maxLength: 8 },
    ),
    trailer: bytesOf(30),
  })
  .map(({ flags, chunks, trailer }) => {
    const vp8x = riff('VP8X', concat([flags], new Uint8Array(9)));
    const vp8xKept = vp8x.slice();
    vp8xKept[8] = flags & ~0x0c;
    const body = caseOf([keep(concat('WEBP')), { bytes: vp8x, kept: vp8xKept }, ...chunks]);
    const size = new Uint8Array(new Uint32Array([body.input.length]).buffer);
    return {
      input: concat('RIFF', size, body.input, trailer),
      expected: concat('RIFF', size, body.expected),
    };
  });

// ----------------------------------------------------------------------------------------- tests

describe.each([
  ['JPEG', jpegArb],
  ['PNG', pngArb],
  ['GIF', gifArb],
  ['WebP', webpArb],
])('%s (property)', (_, arbitrary) => {
  it('keeps exactly the image data, whatever the chunking', () => {
    fc.assert(
      fc.property(arbitrary, cutsArb, ({ input, expected }, cuts) => {
        expect(stripInChunks(input, cuts)).toEqual(expected);
      }),
    );
  });

  it('leaves none of the metadata behind', () => {
    fc.assert(
      fc.property(arbitrary, cutsArb, ({ input }, cuts) => {
        const out = stripInChunks(input, cuts);
        expect(containsBytes(out, SECRET)).toBe(false);
        expect(containsBytes(out, 'http://ns.adobe.com/xap')).toBe(false);
      }),
    );
  });

  it('strips a cut-off or damaged image or refuses it as malformed, never fails otherwise', () => {
    fc.assert(
      fc.property(arbitrary, fc.nat(), fc.nat(), cutsArb, ({ input }, cut, flip, cuts) => {
        const damaged = input.slice(0, cut % (input.length + 1));
        const at = flip % Math.max(damaged.length, 1);
        if (damaged.length > 0) damaged[at] = (damaged[at] as number) ^ 0x5a;
        try {
          stripInChunks(damaged, cuts);
        } catch (error) {
          expect(error).toBeInstanceOf(MalformedImageError);
        }
      }),
    );
  });

  it('changes nothing in an image that has no metadata left', () => {
    fc.assert(
      fc.property(arbitrary, cutsArb, ({ input }, cuts) => {
        const once = stripImageMetadata(input);
        expect(stripInChunks(once, cuts)).toEqual(once);
      }),
    );
  });
});

// Each format's kept and dropped parts (an upright photo's Exif, PNG's text chunks, WebP's EXIF
// and XMP blanked with their flags, GIF's comment and XMP) are the property tests' cases above.
describe('real images', () => {
  it.each([
    ['JPEG', PLAIN_JPEG],
    ['PNG', PLAIN_PNG],
    ['GIF', PLAIN_GIF],
    ['WebP', PLAIN_WEBP],
  ])('leaves a %s without metadata byte for byte as it was', (_, image) => {
    expect(stripImageMetadata(image)).toEqual(image);
  });

  it('JPEG: drops Exif with GPS, XMP, IPTC, the comment and the trailer; keeps orientation 6', () => {
    const photo = jpegWithMetadata({ orientation: 6 });
    expect(exifTags(photo)).toEqual([0x010f, 0x0112, 0x8825]);
    const stripped = stripImageMetadata(photo);
    expect(containsBytes(stripped, SECRET)).toBe(false);
    expect(exifTags(stripped)).toEqual([0x0112]);
    const exif = jpegSegments(stripped).find((s) => s.marker === 0xe1);
    expect(exifOrientation(exif?.payload.subarray(6) ?? new Uint8Array(0))).toBe(6);
    // The image itself is the original's, with only the orientation segment added.
    expect(stripped).toEqual(
      concat(PLAIN_JPEG.subarray(0, 20), orientationOnlyExif(6), PLAIN_JPEG.subarray(20)),
    );
  });

  it('reads the orientation from little-endian Exif too', () => {
    const tiff = concat(
      'II',
      [0x2a, 0],
      [8, 0, 0, 0],
      [1, 0],
      [0x12, 0x01, 3, 0, 1, 0, 0, 0, 8, 0, 0, 0],
    );
    expect(exifOrientation(tiff)).toBe(8);
    expect(exifOrientation(concat('XX', new Uint8Array(10)))).toBe(1);
  });
});

describe('what is not an image, or not a whole one', () => {
  it('passes other files through untouched and says so, recognising formats by their first bytes', () => {
    const text = concat('Dear diary, this is not a picture at all.');
    const stripper = new ImageMetadataStripper();
    const out = concatBytes([...stripper.push(text), ...stripper.end()]);
    expect(out).toEqual(text);
    expect(stripper.format).toBe('other');
    expect(stripImageMetadata(concat('GIF'))).toEqual(concat('GIF'));
    // A RIFF file that is not WebP (the formats themselves: the property tests strip each).
    expect(sniffImageFormat(concat('RIFF', new Uint8Array(4), 'WAVE'))).toBe('other');
  });

  it.each([
    ['JPEG', jpegWithMetadata()],
    ['PNG', pngWithMetadata()],
    ['GIF', gifWithMetadata()],
    ['WebP', webpWithMetadata()],
  ])('refuses a %s cut off in its headers', (_, image) => {
    expect(() => stripImageMetadata(image.subarray(0, 30))).toThrow(MalformedImageError);
  });

  it('refuses a JPEG whose segments do not follow each other', () => {
    const broken = concat(PLAIN_JPEG.subarray(0, 20), [0x00, 0x01], PLAIN_JPEG.subarray(20));
    expect(() => stripImageMetadata(broken)).toThrow(MalformedImageError);
  });
});
