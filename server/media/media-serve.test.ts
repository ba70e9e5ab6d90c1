import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseRange } from './media-file-routes';
import * as sample from './media-samples';
import { setupMediaTestServer } from './media-test-helpers';

const SIZE = 10_000;
/** A WAV recording whose every sample is distinct enough to check slices. */
const RECORDING = sample.bytes(
  sample.wavHeader(SIZE - 44),
  Uint8Array.from({ length: SIZE - 44 }, (_, i) => i % 251),
);

async function body(response: Response) {
  return new Uint8Array(await response.arrayBuffer());
}

describe('GET /media/:fileName', () => {
  const { server, user: asha } = setupMediaTestServer('asha@example.org');
  let url: string;
  let fileName: string;
  beforeEach(async () => {
    ({ url, fileName } = await asha.uploadOk(RECORDING, { type: 'audio/wav' }));
  });

  /** Public GET/HEAD, no cookie: anyone with the URL. */
  function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return server.app.request(`http://sahas.test${path}`, { method, headers });
  }

  it('serves the whole file to anyone, with the detected type and safe caching headers', async () => {
    const response = await get(url);
    expect(response.status).toBe(200);
    const expected = {
      'content-type': 'audio/wav',
      'content-length': String(SIZE),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-disposition': 'inline',
      'accept-ranges': 'bytes',
    };
    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers.get(name), name).toBe(value);
    }
    expect(response.headers.get('content-range')).toBeNull();
    expect(await body(response)).toEqual(RECORDING);
  });

  it('answers a Range request with 206, Content-Range and exactly those bytes', async () => {
    const response = await get(url, { range: 'bytes=1000-1999' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 1000-1999/${SIZE}`);
    expect(response.headers.get('content-length')).toBe('1000');
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(await body(response)).toEqual(RECORDING.slice(1000, 2000));
  });

  // Open-ended, suffix and clamped ranges, and what is unsatisfiable or not understood, are
  // parseRange's table below; here, what the route answers for each kind.
  it('answers 416 with the size for a range beyond the end, the whole file for one it ignores', async () => {
    const beyond = await get(url, { range: 'bytes=20000-20010' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${SIZE}`);
    const ignored = await get(url, { range: 'bytes=0-1,5-6' });
    expect(ignored.status).toBe(200);
    expect(await body(ignored)).toEqual(RECORDING);
  });

  it('answers HEAD with the headers and no body, for the whole file and a range', async () => {
    const head = await get(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(SIZE));
    expect(head.headers.get('content-type')).toBe('audio/wav');
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect((await body(head)).length).toBe(0);

    const ranged = await get(url, { range: 'bytes=0-99' }, 'HEAD');
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-99/${SIZE}`);
    expect((await body(ranged)).length).toBe(0);
  });

  // A voice note served as audio/webm, the type detected at upload: media-audio-kind.test.ts.
  it('answers 404 for path tricks, odd names, temp files and files without a record', async () => {
    // A file that looks stored but has no row (an orphan) is not served.
    await writeFile(join(server.mediaDir, 'AAAAAAAAAAAAAAAAAAAAAAAA.png'), sample.PNG);
    const paths = [
      '/media/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/..%2fpackage.json',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      `/media/sub%2F${fileName}`,
      `/media/x/${fileName}`,
      '/media/.tmp/whatever.part',
      `/media/${fileName}%00.png`,
      `/media/${fileName.toUpperCase()}`,
      `/media/${fileName.replace(/\.wav$/, '.png')}`,
      '/media/',
      '/media',
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      // Our own 404, so a deployed server never answers these with the SPA's index page.
      expect(await response.text(), path).toBe('Not found');
    }
  });

  it('refuses other methods on /media', async () => {
    const response = await server.app.request(`http://sahas.test${url}`, {
      method: 'DELETE',
      headers: { origin: 'http://sahas.test' },
    });
    expect(response.status).toBe(404);
    expect((await get(url)).status).toBe(200);
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=0-', { start: 0, end: 99 }],
    ['bytes=-100', { start: 0, end: 99 }],
    ['bytes=-1000', { start: 0, end: 99 }],
    ['bytes=99-99', { start: 99, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=-', null],
    ['bytes=5-4', null],
    ['bytes=0-1,3-4', null],
    ['bytes=abc', null],
    ['lines=1-2', null],
    ['bytes=0-200', { start: 0, end: 99 }],
  ] as const)('%s on 100 bytes → %j', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});
