// GIF: keeps the header, colour tables, images, graphic control and plain-text extensions (they
// are part of the picture) and the NETSCAPE/ANIMEXTS application extension (animation looping).
// Drops comments, every other application extension (XMP hides in one) and unknown extensions,
// and anything after the trailer.
import { type ByteQueue, MalformedImageError, RunStripper, ascii } from './byte-queue';

type State = 'header' | 'block' | 'sub-blocks' | 'trailer';

const IMAGE = 0x2c;
const EXTENSION = 0x21;
const TRAILER = 0x3b;
const GRAPHIC_CONTROL = 0xf9;
const PLAIN_TEXT = 0x01;
const APPLICATION = 0xff;
const LOOPING_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

function colourTableBytes(flags: number): number {
  return flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0;
}

export class GifStripper extends RunStripper<State> {
  constructor() {
    super('header');
  }

  /** Whether the current extension's sub-blocks are kept. */
  private keepSubBlocks = true;

  protected next(input: ByteQueue): boolean {
    switch (this.state) {
      case 'header':
        if (input.length < 13) return false; // signature and logical screen descriptor
        this.run = { remaining: 13 + colourTableBytes(input.at(10)), keep: true, then: 'block' };
        return true;
      case 'block':
        return this.block(input);
      case 'sub-blocks': {
        if (input.length < 1) return false;
        const size = input.at(0);
        this.run = {
          remaining: 1 + size,
          keep: this.keepSubBlocks,
          then: size === 0 ? 'block' : 'sub-blocks',
        };
        return true;
      }
      case 'trailer':
        return input.move(input.length, null) > 0;
    }
  }

  finish(input: ByteQueue): void {
    // Many encoders leave out the trailer; ending between blocks is fine.
    const betweenBlocks = this.state === 'block' && !this.run && input.length === 0;
    if (this.state !== 'trailer' && !betweenBlocks) {
      throw new MalformedImageError('The GIF ended in the middle of a block.');
    }
  }

  private block(input: ByteQueue): boolean {
    if (input.length < 1) return false;
    const introducer = input.at(0);
    if (introducer === TRAILER) {
      this.run = { remaining: 1, keep: true, then: 'trailer' };
      return true;
    }
    if (introducer === IMAGE) {
      if (input.length < 10) return false;
      // Descriptor, local colour table, LZW minimum code size; then the data sub-blocks.
      this.run = {
        remaining: 10 + colourTableBytes(input.at(9)) + 1,
        keep: true,
        then: 'sub-blocks',
      };
      this.keepSubBlocks = true;
      return true;
    }
    if (introducer !== EXTENSION) throw new MalformedImageError('Unexpected GIF block.');
    if (input.length < 2) return false;
    const label = input.at(1);
    let keep = label === GRAPHIC_CONTROL || label === PLAIN_TEXT;
    if (label === APPLICATION) {
      if (input.length < 3) return false;
      if (input.at(2) === 11) {
        if (input.length < 14) return false;
        keep = LOOPING_APPLICATIONS.has(ascii(input.peek(14), 3, 14));
      }
    }
    this.run = { remaining: 2, keep, then: 'sub-blocks' };
    this.keepSubBlocks = keep;
    return true;
  }
}
