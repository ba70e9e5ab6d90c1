// WebP (RIFF): EXIF and XMP chunks are blanked, not removed: the RIFF header at the start gives
// the file's length, so a streaming pass cannot shorten the file without holding all of it.
// Each such chunk becomes a same-sized "JUNK" chunk of zero bytes (decoders skip unknown
// chunks), and the VP8X header, which comes first, loses its EXIF and XMP flags. Anything after
// the RIFF's declared end goes.
import { type ByteQueue, MalformedImageError, RunStripper, ascii } from './byte-queue';

type State = 'header' | 'chunk' | 'trailer';

export const WEBP_FILLER_CHUNK = 'JUNK';
const BLANKED = new Set(['EXIF', 'XMP ']);
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

export class WebpStripper extends RunStripper<State> {
  constructor() {
    super('header');
  }

  /** Bytes of chunks still to come inside the RIFF container. */
  private riffRemaining = 0;
  /** Bytes to consume and replace with zeros (a blanked chunk's data). */
  private zeros = 0;

  override step(input: ByteQueue, out: Uint8Array[]): boolean {
    if (this.zeros > 0) {
      const dropped = input.move(this.zeros, null);
      if (dropped > 0) out.push(new Uint8Array(dropped));
      this.zeros -= dropped;
      return dropped > 0;
    }
    return super.step(input, out);
  }

  protected next(input: ByteQueue, out: Uint8Array[]): boolean {
    switch (this.state) {
      case 'header': {
        if (input.length < 12) return false;
        const header = input.take(12);
        if (ascii(header, 0, 4) !== 'RIFF' || ascii(header, 8, 12) !== 'WEBP') {
          throw new MalformedImageError('Not a WebP RIFF header.');
        }
        const riffBytes = new DataView(header.buffer).getUint32(4, true);
        if (riffBytes < 4) throw new MalformedImageError('The WebP RIFF size is too small.');
        this.riffRemaining = riffBytes - 4;
        out.push(header);
        this.state = 'chunk';
        return true;
      }
      case 'chunk':
        return this.chunk(input, out);
      case 'trailer':
        return input.move(input.length, null) > 0;
    }
  }

  finish(): void {
    if (this.state !== 'trailer' || this.zeros > 0 || this.run) {
      throw new MalformedImageError('The WebP ended before its RIFF size.');
    }
  }

  private chunk(input: ByteQueue, out: Uint8Array[]): boolean {
    if (this.riffRemaining === 0) {
      this.state = 'trailer';
      return true;
    }
    if (this.riffRemaining < 8) throw new MalformedImageError('A WebP chunk header is cut.');
    if (input.length < 8) return false;
    const header = input.peek(8);
    const fourcc = ascii(header, 0, 4);
    const size = new DataView(header.buffer).getUint32(4, true);
    const total = 8 + size + (size & 1); // chunks are padded to an even length
    if (total > this.riffRemaining) throw new MalformedImageError('A WebP chunk overruns.');

    if (fourcc === 'VP8X') {
      if (size < 10) throw new MalformedImageError('The WebP VP8X chunk is too short.');
      if (input.length < total) return false;
      this.riffRemaining -= total;
      const vp8x = input.take(total);
      vp8x[8] = (vp8x[8] as number) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      out.push(vp8x);
      return true;
    }
    this.riffRemaining -= total;
    if (BLANKED.has(fourcc)) {
      input.skip(8);
      const filler = header.slice();
      filler.set(Array.from(WEBP_FILLER_CHUNK, (c) => c.charCodeAt(0)));
      out.push(filler);
      this.zeros = total - 8;
      return true;
    }
    this.run = { remaining: total, keep: true, then: 'chunk' };
    return true;
  }
}
