import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { createHttpClient } from '@/backend/http/http-client';
import { type UploadRequest, createHttpMedia } from '@/backend/http/http-media';
import { stripImageMetadata } from '@/lib/image-metadata/image-metadata-stripper';
import {
  PLAIN_JPEG,
  PLAIN_PNG,
  SECRET,
  concat,
  containsBytes,
  exifTags,
  jpegSegment,
  jpegWithMetadata,
  pngWithMetadata,
} from '@/testing/image-samples';
import { prepareUpload } from './strip-image-metadata';

async function bytesOf(blob: Blob) {
  return new Uint8Array(await blob.arrayBuffer());
}

describe('prepareUpload', () => {
  it('rebuilds a photo without its location, keeping its name, type and orientation', async () => {
    const photo = new File([jpegWithMetadata({ orientation: 6 })], 'IMG_0001.jpg', {
      type: 'image/jpeg',
    });
    const prepared = await prepareUpload(photo);
    expect(prepared.name).toBe('IMG_0001.jpg');
    expect(prepared.type).toBe('image/jpeg');
    const bytes = await bytesOf(prepared);
    expect(containsBytes(bytes, SECRET)).toBe(false);
    expect(exifTags(bytes)).toEqual([0x0112]);
    expect(prepared.size).toBe(bytes.length);
  });

  // Which JPEG segments go (APP3, APP12, APP13, a JFXX thumbnail, JPGn) and which stay (JFIF,
  // ICC, Adobe): the stripper's property tests (image-metadata-stripper.test.ts).
  it('knows an image by its bytes, not its name or declared type', async () => {
    const disguised = new File([pngWithMetadata()], 'holiday.mp4', { type: 'video/mp4' });
    const prepared = await prepareUpload(disguised);
    expect(await bytesOf(prepared)).toEqual(PLAIN_PNG);
    expect(prepared.type).toBe('video/mp4');
  });

  it('hands back any other file untouched, without reading it', async () => {
    const voice = new File([concat([0x1a, 0x45, 0xdf, 0xa3], new Uint8Array(100))], 'voice.webm', {
      type: 'audio/webm',
    });
    expect(await prepareUpload(voice)).toBe(voice);
    const empty = new File([], 'empty.txt');
    expect(await prepareUpload(empty)).toBe(empty);
  });

  it('strips a photo larger than one read slice the same as in one piece', async () => {
    // 600 KB of entropy-coded data (no 0xFF bytes) in an otherwise real JPEG.
    const data = Uint8Array.from({ length: 600_000 }, (_, i) => i % 255);
    const sos = PLAIN_JPEG.findLastIndex((byte, i) => byte === 0xff && PLAIN_JPEG[i + 1] === 0xda);
    const big = concat(
      PLAIN_JPEG.subarray(0, 20),
      jpegSegment(0xfe, `${SECRET} comment`),
      PLAIN_JPEG.subarray(20, sos + 14),
      data,
      [0xff, 0xd9],
    );
    const prepared = await prepareUpload(new File([big], 'big.jpg', { type: 'image/jpeg' }));
    const bytes = await bytesOf(prepared);
    // Compared as one string: toEqual walks 600 000 elements one by one, slowly.
    expect(new TextDecoder('latin1').decode(bytes)).toBe(
      new TextDecoder('latin1').decode(stripImageMetadata(big)),
    );
    expect(new TextDecoder('latin1').decode(bytes)).not.toContain(SECRET);
    expect(bytes.length).toBe(big.length - (4 + `${SECRET} comment`.length));
  });

  it('refuses a broken photo as an unsupported file', async () => {
    const broken = new File([jpegWithMetadata().subarray(0, 100)], 'broken.jpg');
    const error = await prepareUpload(broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ kind: 'unsupported-type' });
  });
});

describe('the self-hosted adapter uploads the prepared file', () => {
  it('sends the stripped photo, with progress, to the server', async () => {
    const sent: UploadRequest[] = [];
    const media = createHttpMedia(createHttpClient({ baseUrl: 'https://sahas.example' }), {
      transport: (request) => {
        sent.push(request);
        request.onProgress?.(0.5);
        return Promise.resolve({
          status: 201,
          body: JSON.stringify({ url: '/media/AAAAAAAAAAAAAAAAAAAAAAAA.jpg' }),
        });
      },
    });
    const progress: number[] = [];
    const photo = new File([jpegWithMetadata()], 'photo.jpg', { type: 'image/jpeg' });
    const url = await media.upload(photo, { onProgress: (f) => progress.push(f) });
    expect(url).toBe('https://sahas.example/media/AAAAAAAAAAAAAAAAAAAAAAAA.jpg');
    expect(progress).toEqual([0.5, 1]);
    expect(sent).toHaveLength(1);
    const body = await bytesOf(sent[0]?.file ?? new Blob());
    expect(containsBytes(body, SECRET)).toBe(false);
    expect(exifTags(body)).toEqual([0x0112]);
    expect(sent[0]?.contentType).toBe('image/jpeg');
  });
});
