// Whatever client sent it, no stored photo keeps a location and no stored recording its tags:
// uploads straight to the API (no browser step) through the real server.
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exifOrientation } from '@/lib/image-metadata/jpeg-metadata';
import {
  PLAIN_JPEG,
  PLAIN_PNG,
  SECRET,
  concat,
  containsBytes,
  exifTags,
  gifWithMetadata,
  jpegSegments,
  jpegWithMetadata,
  pngChunkTypes,
  pngWithMetadata,
  webpWithMetadata,
} from '@/testing/image-samples';
import { jpegWithAppSegments } from '@/testing/jpeg-app-segments';
import { media } from '../db/schema';
import { createContainerMetadataStripper } from './container-metadata';
import { decodes, makeRecording } from './media-recordings';
import {
  chunkStream,
  errorBodyOf,
  errorOf,
  filesOnDisk,
  mediaRow,
  setupMediaTestServer,
} from './media-test-helpers';

const { server, user: asha } = setupMediaTestServer('asha@example.org');

/** The stored file as the public URL serves it, and its recorded size. */
async function served(url: string) {
  const response = await server.request(url);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const row = await mediaRow(server, url.replace('/media/', ''));
  return { bytes, sizeBytes: row?.sizeBytes };
}

describe('photos uploaded straight to the API', () => {
  it('a JPEG with GPS Exif is stored without it, keeping only its orientation', async () => {
    const photo = jpegWithMetadata({ orientation: 6 });
    expect(exifTags(photo)).toContain(0x8825); // the GPS IFD
    const { url } = await asha.uploadOk(photo, { type: 'image/jpeg' });
    const { bytes, sizeBytes } = await served(url);
    expect(containsBytes(bytes, SECRET)).toBe(false);
    expect(containsBytes(bytes, 'http://ns.adobe.com/xap')).toBe(false);
    expect(exifTags(bytes)).toEqual([0x0112]);
    const exif = jpegSegments(bytes).find((segment) => segment.marker === 0xe1);
    expect(exifOrientation(exif?.payload.subarray(6) ?? new Uint8Array(0))).toBe(6);
    expect(sizeBytes).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(photo.length);
  });

  it('a JPEG loses APP3, APP12, APP13, a JFXX thumbnail and JPGn, keeps JFIF, ICC and Adobe, and still decodes', async () => {
    const { photo, stripped } = jpegWithAppSegments();
    const { url, fileName } = await asha.uploadOk(photo, { type: 'image/jpeg' });
    const { bytes } = await served(url);
    expect(containsBytes(bytes, SECRET)).toBe(false);
    expect(jpegSegments(bytes).map((segment) => segment.marker)).toEqual(
      jpegSegments(stripped).map((segment) => segment.marker),
    );
    expect(bytes).toEqual(stripped);
    expect(await decodes(join(server.mediaDir, fileName))).toBe(true);
  });

  it('strips the same whatever the chunks the body arrives in', async () => {
    const photo = jpegWithMetadata({ orientation: 1 });
    const chunks = Array.from({ length: Math.ceil(photo.length / 7) }, (_, i) =>
      photo.slice(i * 7, i * 7 + 7),
    );
    const response = await asha.upload(chunkStream(chunks), {
      contentLength: String(photo.length),
    });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const { bytes } = await served(url);
    expect(exifTags(bytes)).toBeNull();
    expect(bytes).toEqual(PLAIN_JPEG);
  });

  it('a PNG loses its text, time and Exif chunks', async () => {
    const { url } = await asha.uploadOk(pngWithMetadata(), { type: 'image/png' });
    const { bytes, sizeBytes } = await served(url);
    expect(pngChunkTypes(bytes)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    expect(bytes).toEqual(PLAIN_PNG);
    expect(sizeBytes).toBe(PLAIN_PNG.length);
  });

  it('a WebP and a GIF lose theirs too', async () => {
    for (const [image, type] of [
      [webpWithMetadata(), 'image/webp'],
      [gifWithMetadata(), 'image/gif'],
    ] as const) {
      const { url } = await asha.uploadOk(image, { type });
      const { bytes } = await served(url);
      expect(containsBytes(bytes, SECRET)).toBe(false);
    }
  });

  it('refuses an image cut short (it cannot be promised clean) with 415, keeping nothing', async () => {
    const response = await asha.upload(jpegWithMetadata().slice(0, 120));
    expect(response.status).toBe(415);
    expect(await errorBodyOf(response)).toEqual({
      error: 'This image could not be read. Please try another file.',
      code: 'imageUnreadable',
    });
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
    expect(await server.db.select().from(media)).toEqual([]);
  });

  it('refuses what looks like an image to the type check but not to the stripper', async () => {
    // "GIF" then no version: file-type calls it a GIF, the stripper does not know it.
    const odd = concat('GIF', 'xx', new Uint8Array(40), SECRET);
    const response = await asha.upload(odd, { type: 'image/gif' });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toBe('This image could not be read. Please try another file.');
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
  });
});

describe('recordings uploaded straight to the API', () => {
  // An audio file and a video stored without their tags and location, still playable: the
  // recordings table of media-upload.test.ts.
  it('refuses a recording ffmpeg cannot rewrite, and logs none of what it holds', async () => {
    const song = await makeRecording('mp3');
    // The ID3 tag (with its title) and then nothing ffmpeg can decode.
    const broken = concat(song.slice(0, 256), new Uint8Array(4096).fill(0xff));
    const warned: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      warned.push(String(line));
    });
    const response = await asha.upload(broken, { type: 'audio/mpeg' });
    warn.mockRestore();
    expect(response.status).toBe(415);
    expect(await errorBodyOf(response)).toMatchObject({ code: 'recordingUnreadable' });
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
    expect(warned).toHaveLength(1);
    expect(warned.join('\n')).not.toContain(SECRET);
    expect(warned.join('\n')).not.toContain(server.mediaDir);
  });
});

describe('the ffmpeg step on its own', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sahas-ffmpeg-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // Without ffmpeg: media-without-ffmpeg.test.ts, each mode through the route.
  it('gives up on a remux that takes too long, leaving no half-written file', async () => {
    const path = join(dir, 'slow.wav');
    await writeFile(path, await makeRecording('wav'));
    await copyFile(path, `${path}.original`);
    const stripper = createContainerMetadataStripper('ffmpeg', { timeoutMs: 1 });
    expect(await stripper.available()).toBe(true);
    await expect(stripper.strip(path, 'wav')).rejects.toThrow('ffmpeg could not rewrite');
    expect((await readdir(dir)).filter((name) => name.startsWith('slow'))).toEqual([
      'slow.wav',
      'slow.wav.original',
    ]);
  });
});
