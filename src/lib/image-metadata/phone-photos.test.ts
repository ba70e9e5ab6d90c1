// Real photos from phones (shipped as test files of two npm EXIF readers), checked with exiftool:
// an independent reader, so a tag our parser does not know about cannot hide from the test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ImageMetadataStripper, concatBytes, stripImageMetadata } from './image-metadata-stripper';

const PHONE_PHOTOS = [
  { phone: 'iPhone 4S', file: 'node_modules/exif/test/test1.jpg' },
  { phone: 'iPhone 4S (second photo)', file: 'node_modules/exif/test/test3.jpg' },
  { phone: 'Xiaomi MI3', file: 'node_modules/exif/test/short-ascii-II.jpg' },
  { phone: 'Nokia Lumia 820', file: 'node_modules/exif-parser/test/starfish.jpg' },
];

// What exiftool may still report of a stripped photo: the file itself and its pixels' layout.
const HARMLESS_GROUPS = new Set(['SourceFile', 'ExifTool', 'System', 'File', 'JFIF', 'Composite']);
// The one EXIF tag kept on purpose, so a portrait photo is not shown on its side.
const KEPT_TAGS = new Set(['IFD0:Orientation']);

const workDir = mkdtempSync(join(tmpdir(), 'sahas-phone-photos-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

type Tags = Record<string, unknown>;

function exiftool(bytes: Uint8Array, name: string): Tags {
  const path = join(workDir, name);
  writeFileSync(path, bytes);
  const out = execFileSync('exiftool', ['-json', '-all', '-G1', '-a', '-u', path], {
    encoding: 'utf8',
  });
  const [tags] = JSON.parse(out) as [Tags];
  return tags;
}

function revealingTags(tags: Tags): string[] {
  return Object.keys(tags).filter(
    (key) => !HARMLESS_GROUPS.has(key.split(':', 1).join()) && !KEPT_TAGS.has(key),
  );
}

function stripInChunks(bytes: Uint8Array, chunkSize: number): Uint8Array {
  const stripper = new ImageMetadataStripper();
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) {
    out.push(...stripper.push(bytes.subarray(at, at + chunkSize)));
  }
  out.push(...stripper.end());
  return concatBytes(out);
}

describe.each(PHONE_PHOTOS)('a photo from a $phone', ({ file }) => {
  const original = new Uint8Array(readFileSync(file));
  const before = exiftool(original, 'original.jpg');

  it('keeps nothing but its pixels and orientation once stripped, and is still the same image', () => {
    // It carried where and when it was taken before stripping.
    expect(Object.keys(before).some((key) => key.startsWith('GPS:'))).toBe(true);
    expect(before).toHaveProperty('IFD0:Make');
    expect(before).toHaveProperty('ExifIFD:DateTimeOriginal');
    const after = exiftool(stripImageMetadata(original), 'stripped.jpg');
    expect(revealingTags(after)).toEqual([]);
    expect(after['File:ImageWidth']).toBe(before['File:ImageWidth']);
    expect(after['File:ImageHeight']).toBe(before['File:ImageHeight']);
    expect(after).not.toHaveProperty('ExifTool:Warning');
    expect(after).not.toHaveProperty('ExifTool:Error');
  });

  it('comes out byte for byte the same however the upload is cut into chunks', () => {
    const whole = Buffer.from(stripImageMetadata(original));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 70_000 }), (chunkSize) => {
        // Buffer comparison: a deep equality over a megabyte of bytes takes seconds.
        expect(Buffer.from(stripInChunks(original, chunkSize)).equals(whole)).toBe(true);
      }),
      { numRuns: 8 },
    );
  });
});
