import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import {
  isAudioFile,
  isSupportedMediaType,
  mediaKindFromUrl,
  screenFilesOnEdit,
  validateFilesOnCreate,
  type MediaFileLike,
} from './media-files';
import { message, MESSAGES } from './messages';

const MB = 1024 * 1024;
const file = (name: string, size: number, type: string): MediaFileLike => ({ name, size, type });

const mediaType = fc.constantFrom(
  'image/png',
  'image/jpeg',
  'video/mp4',
  'audio/webm',
  'audio/mpeg',
);
const otherType = fc.constantFrom('application/pdf', 'text/plain', '', 'imagepng', 'x-image/png');
const goodFile = (maxBytes: number) =>
  fc.record({
    name: fc.string({ minLength: 1 }),
    size: fc.integer({ min: 0, max: maxBytes }),
    type: mediaType,
  });
const anyFile = fc.record({
  name: fc.string({ minLength: 1 }),
  size: fc.integer({ min: 0, max: 300 * MB }),
  type: fc.oneof(mediaType, otherType),
});

describe('isSupportedMediaType', () => {
  it('agrees with the three prefixes for any type string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), mediaType, otherType), (type) => {
        const expected = /^(image|video|audio)\//i.test(type);
        expect(isSupportedMediaType(type)).toBe(expected);
      }),
    );
  });

  it('recognises audio files by MIME type', () => {
    expect(isAudioFile(file('v.webm', 1, 'audio/webm'))).toBe(true);
    expect(isAudioFile(file('v.webm', 1, 'video/webm'))).toBe(false);
  });
});

describe('validateFilesOnCreate', () => {
  it('rejects a file over 200 MB with its name, and accepts exactly 200 MB', () => {
    const big = file('big.mp4', LIMITS.maxFileBytesCreate + 1, 'video/mp4');
    const edge = file('edge.mp4', LIMITS.maxFileBytesCreate, 'video/mp4');
    expect(validateFilesOnCreate(0, [big, edge])).toEqual({
      accepted: [edge],
      errors: ['File big.mp4 is too large. Maximum size is 200 MB.'],
    });
  });

  it('rejects unsupported types with their name', () => {
    expect(validateFilesOnCreate(0, [file('cv.pdf', 10, 'application/pdf')])).toEqual({
      accepted: [],
      errors: [message('fileUnsupportedType', { name: 'cv.pdf' })],
    });
  });

  it('counts files already chosen', () => {
    const files = [file('a.png', 1, 'image/png'), file('b.png', 1, 'image/png')];
    expect(validateFilesOnCreate(9, files)).toEqual({
      accepted: [files[0]],
      errors: [MESSAGES.tooManyFiles],
    });
    expect(validateFilesOnCreate(10, files).accepted).toEqual([]);
    expect(validateFilesOnCreate(25, files).accepted).toEqual([]);
  });

  it('never exceeds 10 in total, keeps order, and explains every dropped file', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 12 }),
        fc.array(anyFile, { maxLength: 15 }),
        (existing, incoming) => {
          const { accepted, errors } = validateFilesOnCreate(existing, incoming);
          expect(existing + accepted.length).toBeLessThanOrEqual(Math.max(existing, 10));
          // accepted is a subsequence of incoming
          let cursor = 0;
          for (const kept of accepted) {
            cursor = incoming.indexOf(kept, cursor) + 1;
            expect(cursor).toBeGreaterThan(0);
          }
          for (const kept of accepted) {
            expect(kept.size).toBeLessThanOrEqual(LIMITS.maxFileBytesCreate);
            expect(isSupportedMediaType(kept.type)).toBe(true);
          }
          const invalid = incoming.filter(
            (f) => f.size > LIMITS.maxFileBytesCreate || !isSupportedMediaType(f.type),
          );
          const overflow = incoming.length - invalid.length > accepted.length;
          expect(errors).toHaveLength(invalid.length + (overflow ? 1 : 0));
          expect(errors.includes(MESSAGES.tooManyFiles)).toBe(overflow);
        },
      ),
    );
  });

  it('accepts every valid file while there is room', () => {
    fc.assert(
      fc.property(fc.array(goodFile(LIMITS.maxFileBytesCreate), { maxLength: 10 }), (files) => {
        expect(validateFilesOnCreate(10 - files.length, files)).toEqual({
          accepted: files,
          errors: [],
        });
      }),
    );
  });
});

describe('screenFilesOnEdit', () => {
  it('skips files over 50 MB with the edit message', () => {
    const big = file('clip.mov', LIMITS.maxFileBytesEdit + 1, 'video/quicktime');
    const ok = file('ok.png', LIMITS.maxFileBytesEdit, 'image/png');
    expect(screenFilesOnEdit([big, ok])).toEqual({
      accepted: [ok],
      errors: ['File clip.mov is too large. Maximum size is 50 MB.'],
    });
  });

  it('skips unsupported types with the not-supported message', () => {
    expect(screenFilesOnEdit([file('notes.txt', 5, 'text/plain')]).errors).toEqual([
      'File notes.txt is not a supported type.',
    ]);
  });

  it('respects the 10-file total including existing media', () => {
    const files = [file('a.png', 1, 'image/png'), file('b.png', 1, 'image/png')];
    expect(screenFilesOnEdit(files, 9)).toEqual({
      accepted: [files[0]],
      errors: [MESSAGES.tooManyFiles],
    });
    expect(screenFilesOnEdit(files).accepted).toEqual(files);
  });

  it('never accepts a file over 50 MB or of another type', () => {
    fc.assert(
      fc.property(fc.array(anyFile, { maxLength: 12 }), (incoming) => {
        const { accepted, errors } = screenFilesOnEdit(incoming);
        expect(accepted.length).toBeLessThanOrEqual(LIMITS.maxFilesPerStory);
        for (const kept of accepted) {
          expect(kept.size).toBeLessThanOrEqual(LIMITS.maxFileBytesEdit);
          expect(isSupportedMediaType(kept.type)).toBe(true);
        }
        const invalid = incoming.filter(
          (f) => f.size > LIMITS.maxFileBytesEdit || !isSupportedMediaType(f.type),
        );
        const overflow = incoming.length - invalid.length > accepted.length;
        expect(errors).toHaveLength(invalid.length + (overflow ? 1 : 0));
      }),
    );
  });
});

describe('mediaKindFromUrl', () => {
  it.each([
    ['https://x/y/a.jpg', 'image'],
    ['https://x/y/a.JPEG', 'image'],
    ['https://x/y/a.gif', 'image'],
    ['/media/a.png', 'image'],
    ['https://x/y/a.mp4', 'video'],
    ['/media/abc.ogg', 'video'],
    ['/media/abc.ogv', 'video'],
    ['/media/abc.weba', 'audio'],
    ['/media/abc.OGA', 'audio'],
    ['https://x/y/whatsapp-note.opus', 'audio'],
    [
      'https://firebasestorage.googleapis.com/v0/b/app/o/story-media%2Fuid%2Fr4nd0m.weba?alt=media&token=abc',
      'audio',
    ],
    ['/media/abc.mp3', 'audio'],
    ['/media/abc.WAV?x=1#y', 'audio'],
    [
      'https://firebasestorage.googleapis.com/v0/b/app/o/story-media%2Fuid%2F1-voice.webm?alt=media&token=abc',
      'video',
    ],
    ['https://storage.example/o/story-media%2Fuid%2F1-pic.png?alt=media', 'image'],
  ] as const)('%s is %s', (url, kind) => {
    expect(mediaKindFromUrl(url)).toBe(kind);
  });

  it.each([
    'https://x/y/a.pdf',
    'https://x/y/noextension',
    'https://x/y/',
    'https://example.com',
    '',
    '/media/a.jpg.txt',
    '/media/a?file=b.jpg',
    '/media/a#b.png',
    '/media/100%.txt',
  ])('%s has no media kind', (url) => {
    expect(mediaKindFromUrl(url)).toBeNull();
  });

  it('ignores any query string or fragment, and case', () => {
    const ext = fc.constantFrom(
      ...['jpg', 'png', 'mp4', 'webm', 'mp3', 'wav', 'ogg', 'gif', 'jpeg', 'weba', 'oga', 'ogv'],
    );
    const tail = fc.string().map((s) => s.replace(/[?#]/g, ''));
    fc.assert(
      fc.property(ext, fc.boolean(), tail, tail, (extension, upper, query, fragment) => {
        const base = `https://cdn.example/story-media/u1/123-file.${extension}`;
        const plain = mediaKindFromUrl(base);
        const cased = upper ? base.toUpperCase() : base;
        expect(plain).not.toBeNull();
        expect(mediaKindFromUrl(`${cased}?${query}#${fragment}`)).toBe(plain);
      }),
    );
  });
});
