// PNG: keeps every critical chunk (IHDR, PLTE, IDAT, IEND) and the ancillary chunks that change
// how the picture looks or moves (transparency, colour, animation). Every other ancillary chunk
// goes: text (tEXt, zTXt, iTXt), time (tIME), Exif (eXIf), content credentials (caBX) and
// vendor chunks such as Apple's iDOT, whose IDAT offsets would be wrong once chunks before
// them are gone. Anything after IEND goes too.
import { type ByteQueue, MalformedImageError, RunStripper, ascii } from './byte-queue';

type State = 'signature' | 'chunk' | 'trailer';

const SIGNATURE_BYTES = 8;
const MAX_CHUNK_BYTES = 0x7fffffff;

/** Ancillary chunks that affect rendering; all others are dropped. */
const KEPT_ANCILLARY = new Set([
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'bKGD',
  'pHYs',
  'cICP',
  'mDCV',
  'cLLI',
  'acTL',
  'fcTL',
  'fdAT',
]);

/** Whether a chunk of this type survives stripping. */
export function keepsPngChunk(type: string): boolean {
  const critical = (type.charCodeAt(0) & 0x20) === 0;
  return critical || KEPT_ANCILLARY.has(type);
}

export class PngStripper extends RunStripper<State> {
  constructor() {
    super('signature');
  }

  protected next(input: ByteQueue, out: Uint8Array[]): boolean {
    switch (this.state) {
      case 'signature':
        if (input.length < SIGNATURE_BYTES) return false;
        input.move(SIGNATURE_BYTES, out);
        this.state = 'chunk';
        return true;
      case 'chunk': {
        if (input.length < 8) return false;
        const header = input.peek(8);
        const length = new DataView(header.buffer).getUint32(0);
        if (length > MAX_CHUNK_BYTES) throw new MalformedImageError('A PNG chunk is too long.');
        const type = ascii(header, 4, 8);
        if (!/^[A-Za-z]{4}$/.test(type)) throw new MalformedImageError('Bad PNG chunk type.');
        this.run = {
          remaining: 12 + length, // length, type, data, CRC
          keep: keepsPngChunk(type),
          then: type === 'IEND' ? 'trailer' : 'chunk',
        };
        return true;
      }
      case 'trailer':
        return input.move(input.length, null) > 0;
    }
  }

  finish(): void {
    if (this.state !== 'trailer') throw new MalformedImageError('The PNG ended before IEND.');
  }
}
