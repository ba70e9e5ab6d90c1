// Tiny files that file-type recognises by their first bytes, for tests and the benchmark.
// The images are real (the server parses every image to strip its metadata); the audio and
// video samples are only valid headers (plus padding), enough for magic-byte detection, not
// for playback, and ffmpeg refuses them (see media-recordings.ts for real ones).
import { PLAIN_GIF, PLAIN_JPEG, PLAIN_WEBP } from '@/testing/image-samples';

const encoder = new TextEncoder();

export function bytes(...parts: (string | number[] | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((part) =>
    typeof part === 'string'
      ? encoder.encode(part)
      : part instanceof Uint8Array
        ? part
        : Uint8Array.from(part),
  );
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const padding = (n: number) => new Uint8Array(n);

function uint32be(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function uint32le(value: number): number[] {
  return uint32be(value).reverse();
}

/** A complete 1×1 transparent PNG (signature, IHDR, IDAT, IEND). */
export const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** A complete 2×2 JPEG (JFIF). */
export const JPEG = bytes(PLAIN_JPEG);

/** A complete 1×1 GIF. */
export const GIF = bytes(PLAIN_GIF);

/** A complete 2×2 lossy WebP. */
export const WEBP = bytes(PLAIN_WEBP);

/** An ISO base media file: `ftyp` box with major brand `isom`, then padding. */
export function mp4(brand = 'isom', extraBytes = 64): Uint8Array<ArrayBuffer> {
  return bytes(uint32be(24), 'ftyp', brand, [0, 0, 2, 0], 'isomiso2', padding(extraBytes));
}

export const MP4 = mp4();
export const MOV = mp4('qt  ');
export const M4A = mp4('M4A ');

/** ID3v2.4 tag with no frames, then an MPEG-1 Layer III frame header. */
export const MP3 = bytes(
  'ID3',
  [0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00],
  [0xff, 0xfb, 0x90, 0x64],
  padding(400),
);

/**
 * The 44-byte header of a WAV file (8-bit mono PCM at 8 kHz) whose `dataBytes` samples follow:
 * any bytes are valid samples, so a large real recording can be generated as it streams, and
 * ffmpeg's remux writes the very same header back.
 */
export function wavHeader(dataBytes: number): Uint8Array<ArrayBuffer> {
  return bytes(
    'RIFF',
    uint32le(36 + dataBytes),
    'WAVEfmt ',
    uint32le(16),
    [0x01, 0x00, 0x01, 0x00],
    uint32le(8000),
    uint32le(8000),
    [0x01, 0x00, 0x08, 0x00],
    'data',
    uint32le(dataBytes),
  );
}

export const WAV = bytes(
  'RIFF',
  uint32le(36),
  'WAVEfmt ',
  uint32le(16),
  [0x01, 0x00, 0x01, 0x00],
  uint32le(8000),
  uint32le(8000),
  [0x01, 0x00, 0x08, 0x00],
  'data',
  uint32le(0),
);

/** An EBML header with DocType "webm", as MediaRecorder writes it. */
export function webm(docType = 'webm'): Uint8Array<ArrayBuffer> {
  const body = bytes(
    [0x42, 0x86, 0x81, 0x01], // EBMLVersion 1
    [0x42, 0xf7, 0x81, 0x01], // EBMLReadVersion 1
    [0x42, 0xf2, 0x81, 0x04], // EBMLMaxIDLength 4
    [0x42, 0xf3, 0x81, 0x08], // EBMLMaxSizeLength 8
    [0x42, 0x82, 0x80 | docType.length],
    docType,
    [0x42, 0x87, 0x81, 0x04], // DocTypeVersion 4
    [0x42, 0x85, 0x81, 0x02], // DocTypeReadVersion 2
  );
  return bytes([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length], body, padding(64));
}

export const WEBM = webm();

/** The first Ogg page of an Opus stream ('OpusHead' at byte 28). */
export const OPUS = bytes(
  'OggS',
  [0x00, 0x02],
  padding(20),
  [0x01, 0x13],
  'OpusHead',
  [0x01, 0x01],
  padding(40),
);

export const TEXT = bytes('Dear diary, this is plain text with a .jpg name.\n'.repeat(4));
