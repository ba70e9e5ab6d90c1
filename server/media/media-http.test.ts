// Over a real socket (streaming through @hono/node-server), and through the SPA's adapter.
import type { AddressInfo } from 'node:net';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { LIMITS } from '@/domain/limits';
import { createHttpClient } from '@/backend/http/http-client';
import { createHttpMedia, xhrTransport } from '@/backend/http/http-media';
import { signedInBackend } from '../testing/backend-client';
import { TEST_PUBLIC_URL } from '../testing/test-server';
import { media } from '../db/schema';
import * as sample from './media-samples';
import { eventually, filesOnDisk, mediaRow, setupMediaTestServer } from './media-test-helpers';

// Bina signs in through the adapter below; Asha's cookie is for the raw uploads.
const { server, user: asha } = setupMediaTestServer('asha@example.org');

describe('over a real socket', () => {
  let listener: ServerType;
  let base: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(),
      );
    });
    base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        listener.close(() => resolve());
        (listener as import('node:http').Server).closeAllConnections();
      }),
  );

  const CHUNK = 64 * 1024;
  const CHUNKS = 128; // 8 MiB

  /** A WAV header, then CHUNKS chunks of a byte pattern (samples), made as they are read. */
  function recordingStream() {
    let index = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (index === 0) controller.enqueue(HEADER);
        else if (index <= CHUNKS) controller.enqueue(new Uint8Array(CHUNK).fill(index % 256));
        else controller.close();
        index += 1;
      },
    });
  }
  const HEADER = sample.wavHeader(CHUNK * CHUNKS);
  const RECORDING_BYTES = HEADER.length + CHUNK * CHUNKS;

  /** Her upload of `body`, announced as `length` bytes of WAV. */
  function post(body: ReadableStream<Uint8Array>, length = RECORDING_BYTES, signal?: AbortSignal) {
    return fetch(`${base}/api/media?purpose=create`, {
      method: 'POST',
      headers: {
        cookie: asha.cookie,
        origin: TEST_PUBLIC_URL,
        'content-type': 'audio/wav',
        'content-length': String(length),
      },
      body,
      duplex: 'half',
      signal,
    } as RequestInit);
  }

  it('streams an 8 MiB upload to disk and serves ranges of it back', async () => {
    const response = await post(recordingStream());
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const fileName = url.replace('/media/', '');
    expect((await stat(join(server.mediaDir, fileName))).size).toBe(RECORDING_BYTES);
    expect(await mediaRow(server, fileName)).toMatchObject({
      mimeType: 'audio/wav',
      sizeBytes: RECORDING_BYTES,
    });

    const start = HEADER.length + CHUNK * 5 - 2; // the seam between chunks 5 and 6
    const ranged = await fetch(`${base}${url}`, {
      headers: { range: `bytes=${start}-${start + 3}` },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(
      `bytes ${start}-${start + 3}/${RECORDING_BYTES}`,
    );
    expect([...new Uint8Array(await ranged.arrayBuffer())]).toEqual([5, 5, 6, 6]);

    const whole = await fetch(`${base}${url}`);
    expect(whole.headers.get('content-length')).toBe(String(RECORDING_BYTES));
    expect((await whole.arrayBuffer()).byteLength).toBe(RECORDING_BYTES);
  });

  it('refuses an oversized upload by its Content-Length at once, not after receiving it', async () => {
    const announced = LIMITS.maxFileBytesCreate + 1;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= announced) return controller.close();
        pulled += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK));
      },
    });
    const response = await post(body, announced);
    const pulledWhenAnswered = pulled;
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'The file is too large. Maximum size is 200 MB.',
      code: 'tooLarge',
    });
    // The answer came while the client was still sending: the server never waited for the body.
    expect(pulledWhenAnswered).toBeLessThan(announced / 2);
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
  });

  it('leaves no temp file when the client aborts mid-upload', async () => {
    const controller = new AbortController();
    let index = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(stream) {
        if (index === 0) stream.enqueue(sample.MP4);
        else if (index < 40) stream.enqueue(new Uint8Array(CHUNK));
        else {
          // Part of the body is on the server's disk: now the phone loses its connection.
          await eventually(async () =>
            (await filesOnDisk(server.mediaDir)).some((name) => name.startsWith('.tmp/')),
          );
          controller.abort();
        }
        index += 1;
      },
    });
    const error = await post(body, RECORDING_BYTES, controller.signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('AbortError');
    await eventually(async () => (await filesOnDisk(server.mediaDir)).length === 0);
    expect(await server.db.select().from(media)).toEqual([]);
  });
});

describe('the SPA adapter (contract)', () => {
  const signedIn = async () => (await signedInBackend(server, 'bina@example.org')).backend;

  // Upload with progress, serving, removal and the refusals of a visitor, a file too large or of
  // another type are the port contract's (src/testing/port-contract-media.ts), run on this server.
  it('refuses to remove a file of another site as invalid', async () => {
    const backend = await signedIn();
    await expect(backend.media.remove('https://elsewhere.example/x.png')).rejects.toMatchObject({
      kind: 'invalid',
    });
  });

  it('rethrows an abort as an AbortError DOMException', async () => {
    const backend = await signedIn();
    const controller = new AbortController();
    controller.abort();
    const png = new File([sample.PNG], 'a.png', { type: 'image/png' });
    const error = await backend.media
      .upload(png, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
  });

  it('reports an unreachable server as a network error', async () => {
    const media = createHttpMedia(
      createHttpClient({ fetch: () => Promise.reject(new TypeError('fetch failed')) }),
    );
    const png = new File([sample.PNG], 'a.png', { type: 'image/png' });
    await expect(media.upload(png)).rejects.toMatchObject({ kind: 'network' });
  });
});

/** Just enough of XMLHttpRequest to drive xhrTransport the way a browser does. */
class FakeXhr {
  static last: FakeXhr | null = null;
  /** What open() was called with: the method and the URL. */
  opened: string[] = [];
  headers: Record<string, string> = {};
  sent: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(...args: string[]) {
    this.opened = args;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** The XMLHttpRequest an upload makes (after the file has been looked at for metadata). */
function nextXhr(): Promise<FakeXhr> {
  return vi.waitFor(() => {
    if (!FakeXhr.last) throw new Error('no XMLHttpRequest was made');
    return FakeXhr.last;
  });
}

describe('the browser transport (XMLHttpRequest)', () => {
  beforeEach(() => {
    FakeXhr.last = null;
  });
  const media = createHttpMedia(createHttpClient({ baseUrl: 'https://sahas.example' }), {
    transport: xhrTransport(FakeXhr as unknown as typeof XMLHttpRequest),
  });
  const voice = new File([sample.WEBM], 'voice.webm', { type: 'audio/webm' });

  it('sends the File itself with its type, reports progress and returns the absolute URL', async () => {
    const progress: number[] = [];
    const result = media.upload(voice, { purpose: 'edit', onProgress: (f) => progress.push(f) });
    const xhr = await nextXhr();
    expect(xhr.opened).toEqual(['POST', 'https://sahas.example/api/media?purpose=edit']);
    expect(xhr.sent).toBe(voice);
    expect(xhr.headers['content-type']).toBe('audio/webm');
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, { url: '/media/AAAAAAAAAAAAAAAAAAAAAAAA.webm' });
    expect(await result).toBe('https://sahas.example/media/AAAAAAAAAAAAAAAAAAAAAAAA.webm');
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('declares application/octet-stream for a file without a type', async () => {
    const result = media.upload(new File([sample.PNG], 'x'));
    const xhr = await nextXhr();
    expect(xhr.headers['content-type']).toBe('application/octet-stream');
    xhr.respond(201, { url: '/media/AAAAAAAAAAAAAAAAAAAAAAAA.png' });
    await result;
  });

  it.each([
    [413, 'too-large'],
    [415, 'unsupported-type'],
    [401, 'unauthenticated'],
    [429, 'rate-limited'],
    [400, 'invalid'],
    [500, 'unavailable'],
  ])('maps %i to %s, keeping the server message', async (status, kind) => {
    const result = media.upload(voice);
    (await nextXhr()).respond(status, { error: `refused with ${status}` });
    await expect(result).rejects.toMatchObject({ kind, status, message: `refused with ${status}` });
  });

  it('reads the code and placeholder values of a refusal into the error', async () => {
    const result = media.upload(voice);
    (await nextXhr()).respond(413, {
      error: 'You have used all 50 MB …',
      code: 'mediaQuotaReached',
      params: { max: 50 },
    });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({
      kind: 'too-large',
      status: 413,
      code: 'mediaQuotaReached',
      params: { max: 50 },
      message: 'You have used all 50 MB …',
    });
  });

  // A code that is neither a catalogue key nor a generic code is left out by the client's one
  // reading of refusals (src/backend/http/http-client.test.ts).
  it('maps a network failure to kind network', async () => {
    const result = media.upload(voice);
    (await nextXhr()).onerror?.();
    await expect(result).rejects.toMatchObject({ kind: 'network' });
  });

  it('aborts the request when the signal fires, rejecting with AbortError', async () => {
    const controller = new AbortController();
    const result = media.upload(voice, { signal: controller.signal });
    controller.abort();
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
