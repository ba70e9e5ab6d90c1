// Small real images (made with ffmpeg, 2 × 2 pixels) and the metadata phones put in them, built
// byte by byte: for the metadata stripper's tests, the server's upload tests and the end-to-end
// tests. Every value a stripper must remove contains SECRET, so a test can search the bytes.

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const encoder = new TextEncoder();

export const SECRET = 'SECRET';

export const PLAIN_JPEG = fromBase64(
  '/9j/4AAQSkZJRgABAgAAAQABAAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABQYQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAACAAIDASIAAhEAAxEA/9oADAMBAAIRAxEAPwCUABqR/9k=',
);
export const PLAIN_PNG = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAEElEQVR4nGPocFYCIgYIBQAbkgO1vSXU6gAAAABJRU5ErkJggg==',
);
export const PLAIN_GIF = fromBase64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');
export const PLAIN_WEBP = fromBase64(
  'UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoCAAIAAgA0JaACdLoAA5gA/u/eX/W0maFMh/8EFtR6YcQAAAA=',
);

export function concat(...parts: (Uint8Array | number[] | string)[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((part) =>
    typeof part === 'string' ? encoder.encode(part) : Uint8Array.from(part),
  );
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => u32be(n).reverse();

/** Whether `needle` occurs in `haystack`. */
export function containsBytes(haystack: Uint8Array, needle: Uint8Array | string): boolean {
  const target = typeof needle === 'string' ? encoder.encode(needle) : needle;
  outer: for (let i = 0; i + target.length <= haystack.length; i++) {
    for (let j = 0; j < target.length; j++) if (haystack[i + j] !== target[j]) continue outer;
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------- JPEG

export function jpegSegment(marker: number, payload: Uint8Array | string): Uint8Array {
  const body = typeof payload === 'string' ? encoder.encode(payload) : payload;
  return concat([0xff, marker], u16be(body.length + 2), body);
}

/** Big-endian Exif: IFD0 with Make, Orientation and a GPS IFD holding a latitude and a datum. */
export function exifPayload({ orientation = 1 }: { orientation?: number } = {}): Uint8Array {
  const make = `${SECRET}-Camera\0`; // 14 bytes
  const datum = `${SECRET}-GPS-51.5N\0`; // 17 bytes
  const ifd0 = 8;
  const ifd0Entries = 3;
  const gpsIfd = ifd0 + 2 + ifd0Entries * 12 + 4;
  const gpsEntries = 3;
  const dataStart = gpsIfd + 2 + gpsEntries * 12 + 4;
  const makeAt = dataStart;
  const latitudeAt = makeAt + make.length;
  const datumAt = latitudeAt + 24;
  const entry = (tag: number, type: number, count: number, value: number[]) =>
    concat(u16be(tag), u16be(type), u32be(count), value);
  return concat(
    'Exif\0\0',
    'MM',
    [0x00, 0x2a],
    u32be(ifd0),
    u16be(ifd0Entries),
    entry(0x010f, 2, make.length, u32be(makeAt)), // Make
    entry(0x0112, 3, 1, [...u16be(orientation), 0, 0]), // Orientation
    entry(0x8825, 4, 1, u32be(gpsIfd)), // GPS IFD pointer
    u32be(0),
    u16be(gpsEntries),
    entry(0x0001, 2, 2, [0x4e, 0, 0, 0]), // GPSLatitudeRef "N"
    entry(0x0002, 5, 3, u32be(latitudeAt)), // GPSLatitude
    entry(0x0012, 2, datum.length, u32be(datumAt)), // GPSMapDatum
    u32be(0),
    make,
    [...u32be(51), ...u32be(1), ...u32be(30), ...u32be(1), ...u32be(2664), ...u32be(100)],
    datum,
  );
}

export const XMP_PAYLOAD = concat(
  'http://ns.adobe.com/xap/1.0/\0',
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="51,30.5N" photoshop:City="${SECRET}-City"/></rdf:RDF></x:xmpmeta>`,
);

/** A real 2 × 2 JPEG carrying Exif (with GPS and `orientation`), XMP, IPTC and a comment. */
export function jpegWithMetadata({ orientation = 6 }: { orientation?: number } = {}) {
  const afterApp0 = 20; // SOI (2) + APP0 JFIF (18)
  return concat(
    PLAIN_JPEG.subarray(0, afterApp0),
    jpegSegment(0xe1, exifPayload({ orientation })),
    jpegSegment(0xe1, XMP_PAYLOAD),
    jpegSegment(0xed, `Photoshop 3.0\0${SECRET}-IPTC`),
    jpegSegment(0xfe, `${SECRET} comment`),
    PLAIN_JPEG.subarray(afterApp0),
    `${SECRET}-trailer`, // vendors append data after EOI
  );
}

/** The markers of a JPEG's segments up to the first scan, with their payloads. */
export function jpegSegments(jpeg: Uint8Array): { marker: number; payload: Uint8Array }[] {
  const segments: { marker: number; payload: Uint8Array }[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] as number;
    const length = ((jpeg[at + 2] as number) << 8) | (jpeg[at + 3] as number);
    segments.push({ marker, payload: jpeg.subarray(at + 4, at + 2 + length) });
    if (marker === 0xda) break;
    at += 2 + length;
  }
  return segments;
}

/** The tags of IFD0 of a JPEG's Exif segment, or null when it has none. */
export function exifTags(jpeg: Uint8Array): number[] | null {
  const exif = jpegSegments(jpeg).find(
    (s) => s.marker === 0xe1 && new TextDecoder().decode(s.payload.subarray(0, 6)) === 'Exif\0\0',
  );
  if (!exif) return null;
  const tiff = exif.payload.subarray(6);
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = tiff[0] === 0x49;
  const ifd = view.getUint32(4, little);
  const count = view.getUint16(ifd, little);
  return Array.from({ length: count }, (_, i) => view.getUint16(ifd + 2 + i * 12, little));
}

// ----------------------------------------------------------------------------------------- PNG

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Uint8Array | string): Uint8Array {
  const body = concat(type, typeof data === 'string' ? encoder.encode(data) : data);
  return concat(u32be(body.length - 4), body, u32be(crc32(body)));
}

/** A real 2 × 2 PNG with text, time, Exif and a vendor chunk before its image data. */
export function pngWithMetadata() {
  const afterIhdr = 8 + 25;
  return concat(
    PLAIN_PNG.subarray(0, afterIhdr),
    pngChunk('tEXt', `Comment\0${SECRET} text`),
    pngChunk('zTXt', `Author\0\0${SECRET}`),
    pngChunk('iTXt', `XML:com.adobe.xmp\0\0\0\0\0${SECRET} xmp`),
    pngChunk('tIME', Uint8Array.from([0x07, 0xea, 11, 22, 3, 4, 5])),
    pngChunk('eXIf', exifPayload().subarray(6)),
    pngChunk('iDOT', `${SECRET}`),
    PLAIN_PNG.subarray(afterIhdr),
  );
}

/** The chunk types of a PNG, in order. */
export function pngChunkTypes(png: Uint8Array): string[] {
  const types: string[] = [];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at + 8 <= png.length; at += 12 + view.getUint32(at)) {
    types.push(new TextDecoder().decode(png.subarray(at + 4, at + 8)));
  }
  return types;
}

// ---------------------------------------------------------------------------------------- WebP

function riffChunk(fourcc: string, data: Uint8Array | string): Uint8Array {
  const body = typeof data === 'string' ? encoder.encode(data) : data;
  return concat(fourcc, u32le(body.length), body, body.length % 2 ? [0] : []);
}

/** An extended WebP (VP8X with the EXIF and XMP flags) with an EXIF and an XMP chunk. */
export function webpWithMetadata() {
  const vp8 = PLAIN_WEBP.subarray(12);
  const vp8x = concat([0x0c, 0, 0, 0], [1, 0, 0], [1, 0, 0]); // flags, width-1, height-1
  const body = concat(
    'WEBP',
    riffChunk('VP8X', vp8x),
    vp8,
    riffChunk('EXIF', exifPayload().subarray(6)),
    riffChunk('XMP ', `${SECRET} xmp!`), // odd length: padded
  );
  return concat('RIFF', u32le(body.length), body);
}

// ----------------------------------------------------------------------------------------- GIF

/** A 1 × 1 GIF with a comment, an XMP application extension and the NETSCAPE looping one. */
export function gifWithMetadata() {
  const afterColours = 13 + 6; // header, screen descriptor, two-colour table
  const subBlocks = (text: string) => concat([text.length], text, [0]);
  return concat(
    PLAIN_GIF.subarray(0, afterColours),
    [0x21, 0xff, 11],
    'NETSCAPE2.0',
    [3, 1, 0, 0, 0],
    [0x21, 0xfe],
    subBlocks(`${SECRET} comment`),
    [0x21, 0xff, 11],
    'XMP DataXMP',
    subBlocks(`${SECRET} xmp`),
    PLAIN_GIF.subarray(afterColours),
  );
}
