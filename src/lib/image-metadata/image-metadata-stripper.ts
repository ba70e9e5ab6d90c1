// Removes metadata (location, time, device, names) from JPEG, PNG, GIF and WebP images as their
// bytes stream past, without holding the whole file: the browser runs it before an upload and
// the self-hosted server again as the upload arrives. Pure: bytes in, bytes out.
//
// The format is recognised from the first bytes. Anything else passes through untouched
// (`format` is then 'other'), so callers can stream every upload through one stripper and
// check afterwards that what they accepted as an image was stripped as one.
import { ByteQueue, type FormatStripper, MalformedImageError, ascii } from './byte-queue';
import { GifStripper } from './gif-metadata';
import { JpegStripper } from './jpeg-metadata';
import { PngStripper } from './png-metadata';
import { WebpStripper } from './webp-metadata';

export { MalformedImageError };

export type StrippedImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** Bytes enough to recognise every format handled here. */
const SNIFF_BYTES = 12;

/** The image format these first bytes begin, or 'other'. */
export function sniffImageFormat(head: Uint8Array): StrippedImageFormat | 'other' {
  const starts = (...values: number[]) => values.every((value, i) => head[i] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  const text = ascii(head, 0, Math.min(head.length, SNIFF_BYTES));
  if (text.startsWith('GIF87a') || text.startsWith('GIF89a')) return 'gif';
  if (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP') return 'webp';
  return 'other';
}

function formatStripper(format: StrippedImageFormat): FormatStripper {
  switch (format) {
    case 'jpeg':
      return new JpegStripper();
    case 'png':
      return new PngStripper();
    case 'gif':
      return new GifStripper();
    case 'webp':
      return new WebpStripper();
  }
}

export class ImageMetadataStripper {
  private readonly input = new ByteQueue();
  private machine: FormatStripper | null = null;
  private ended = false;
  /** The recognised format: null until enough bytes arrived, 'other' for non-images. */
  format: StrippedImageFormat | 'other' | null = null;

  /** Takes the next chunk; returns the bytes that can be passed on so far (maybe none). */
  push(chunk: Uint8Array): Uint8Array[] {
    if (this.ended) throw new Error('The stripper has already ended.');
    this.input.push(chunk);
    return this.drain();
  }

  /** The input is complete: returns the last bytes, or throws MalformedImageError. */
  end(): Uint8Array[] {
    if (this.ended) return [];
    this.ended = true;
    if (this.format === null) this.recognise();
    const out = this.drain();
    this.machine?.finish(this.input, out);
    return out;
  }

  private drain(): Uint8Array[] {
    const out: Uint8Array[] = [];
    if (this.format === null) {
      if (this.input.length < SNIFF_BYTES) return out;
      this.recognise();
    }
    if (!this.machine) {
      this.input.move(this.input.length, out);
      return out;
    }
    // Steps that only change state consume nothing, so keep going while any step progresses.
    let progressing = true;
    while (progressing) progressing = this.machine.step(this.input, out);
    return out;
  }

  private recognise() {
    this.format = sniffImageFormat(this.input.peek(Math.min(this.input.length, SNIFF_BYTES)));
    this.machine = this.format === 'other' ? null : formatStripper(this.format);
  }
}

/** Strips a whole image held in memory (tests, small files). */
export function stripImageMetadata(bytes: Uint8Array): Uint8Array {
  const stripper = new ImageMetadataStripper();
  return concatBytes([...stripper.push(bytes), ...stripper.end()]);
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
