// JPEG: keeps the segments a decoder needs (quantisation and Huffman tables, frame and scan
// headers, the entropy-coded data), the JFIF header, an ICC colour profile (colour is worth
// keeping; it describes the colour space, not the photo or the place) and Adobe's APP14 (it
// says how to decode CMYK images). Drops Exif (GPS, time, camera), XMP, IPTC/Photoshop, every
// other APPn (a JFXX APP0 too: its thumbnail shows the picture before a crop or a blur), the
// JPG0-JPG13 extensions, comments, and anything after the end-of-image marker (phones hide
// motion-photo videos and vendor trailers there). A photo that was rotated by its Exif Orientation gets a
// minimal Exif segment back with only that tag, so it still shows the right way up.
import { type ByteQueue, MalformedImageError, RunStripper, ascii } from './byte-queue';

type State = 'start' | 'marker' | 'scan' | 'trailer';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const JPG0 = 0xf0;
const JPG13 = 0xfd;
const COM = 0xfe;

const JFIF_ID = 'JFIF\0';
const EXIF_ID = 'Exif\0\0';
const ICC_ID = 'ICC_PROFILE\0';
const ADOBE_ID = 'Adobe';
const ORIENTATION_TAG = 0x0112;

/** The application segments kept (Exif: rewritten) when their payload starts with this id. */
const KEPT_APP_IDS = new Map([
  [APP0, JFIF_ID],
  [APP1, EXIF_ID],
  [APP2, ICC_ID],
  [APP14, ADOBE_ID],
]);

export class JpegStripper extends RunStripper<State> {
  constructor() {
    super('start');
  }

  private orientationWritten = false;

  protected next(input: ByteQueue, out: Uint8Array[]): boolean {
    switch (this.state) {
      case 'start':
        if (input.length < 2) return false;
        if (input.at(0) !== 0xff || input.at(1) !== SOI) {
          throw new MalformedImageError('A JPEG must start with SOI.');
        }
        input.move(2, out);
        this.state = 'marker';
        return true;
      case 'marker':
        return this.marker(input, out);
      case 'scan':
        return this.scan(input, out);
      case 'trailer':
        return input.move(input.length, null) > 0;
    }
  }

  finish(input: ByteQueue, out: Uint8Array[]): void {
    // A scan cut short still decodes as far as it goes, and all metadata came before it.
    if (this.state === 'scan' && !this.run) {
      input.move(input.length, out);
      return;
    }
    if (this.state !== 'trailer') throw new MalformedImageError('The JPEG ended too soon.');
  }

  /** Between segments: read one marker and decide what to do with its segment. */
  private marker(input: ByteQueue, out: Uint8Array[]): boolean {
    if (input.length < 2) return false;
    if (input.at(0) !== 0xff) throw new MalformedImageError('Expected a JPEG marker.');
    const marker = input.at(1);
    if (marker === 0xff) {
      input.skip(1); // a fill byte
      return true;
    }
    if (marker === EOI) {
      input.move(2, out);
      this.state = 'trailer';
      return true;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      input.move(2, out); // stand-alone markers carry no segment
      return true;
    }
    if (marker === SOI || marker === 0x00) {
      throw new MalformedImageError('Unexpected JPEG marker.');
    }
    if (input.length < 4) return false;
    const length = (input.at(2) << 8) | input.at(3);
    if (length < 2) throw new MalformedImageError('A JPEG segment is too short.');
    const segmentBytes = length + 2;

    const id = KEPT_APP_IDS.get(marker);
    if (id !== undefined) {
      const available = Math.min(length - 2, id.length);
      if (input.length < 4 + available) return false;
      const matches = available === id.length && ascii(input.peek(4 + available), 4) === id;
      if (marker === APP1 && matches) {
        if (input.length < segmentBytes) return false;
        this.rewriteExif(input.take(segmentBytes), out);
        return true;
      }
      this.run = { remaining: segmentBytes, keep: matches, then: 'marker' };
      return true;
    }
    const dropped =
      (marker >= APP0 && marker <= APP15) || (marker >= JPG0 && marker <= JPG13) || marker === COM;
    this.run = {
      remaining: segmentBytes,
      keep: !dropped,
      then: marker === SOS ? 'scan' : 'marker',
    };
    return true;
  }

  /** Entropy-coded data: copied as is up to the next marker that is not a restart or stuffing. */
  private scan(input: ByteQueue, out: Uint8Array[]): boolean {
    const front = input.front();
    if (front.length === 0) return false;
    const ff = front.indexOf(0xff);
    if (ff !== 0) return input.move(ff === -1 ? front.length : ff, out) > 0;
    if (input.length < 2) return false;
    const next = input.at(1);
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
      input.move(2, out);
    } else if (next === 0xff) {
      input.move(1, out);
    } else {
      this.state = 'marker';
    }
    return true;
  }

  private rewriteExif(segment: Uint8Array, out: Uint8Array[]) {
    const orientation = exifOrientation(segment.subarray(4 + EXIF_ID.length));
    if (orientation !== 1 && !this.orientationWritten) {
      out.push(orientationOnlyExif(orientation));
      this.orientationWritten = true;
    }
  }
}

/** The Orientation (1 to 8) in a TIFF structure from an Exif segment; 1 when absent or odd. */
export function exifOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (view.getUint16(2, little) !== 42) return 1;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return 1;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, little) !== 3) return 1; // must be a SHORT
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/** An APP1 Exif segment holding one IFD with one entry: Orientation (big-endian TIFF). */
export function orientationOnlyExif(orientation: number): Uint8Array {
  const payload = [
    ...Array.from(EXIF_ID, (c) => c.charCodeAt(0)),
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // TIFF header, IFD0 at offset 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ];
  const length = payload.length + 2;
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...payload]);
}
