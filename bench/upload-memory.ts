// Memory benchmark for media uploads: the server must stream the body to
// disk, so its RSS stays flat however large the file.
//
//   npx tsx --tsconfig tsconfig.server.json bench/upload-memory.ts [megabytes] [--photo] [--s3]
//
// This process is the server: the real app (createTestServer: in-memory PGlite, temp media
// dir) on a free port, its RSS sampled every 50 ms. The client is a child process (this file
// again, with `--client`), so its buffers do not count: it streams a generated body (a WAV
// header, then random samples made as the socket asks for them, never one big buffer; a real
// recording, since the server remuxes audio and video with ffmpeg to strip their metadata)
// with node's fetch. With --photo the body is a JPEG instead (Exif with GPS, then random scan
// data), which the server's metadata stripper parses as it streams in. The default size is the
// largest upload the server accepts (Share Story, 200 MiB); a 250 MB body is also sent, to show
// that an oversized one is refused unread. With --s3 the media store is an S3-compatible bucket
// (s3rver, in a third process so its memory does not count either): the file is staged on disk,
// then sent to the bucket in 8 MiB multipart parts.
import { fork } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { LIMITS } from '@/domain/limits';
import { jpegWithMetadata } from '@/testing/image-samples';
import { wavHeader } from '../server/media/media-samples';
import { type S3Settings, s3MediaStore } from '../server/media/s3-media-store';
import { startS3TestServer } from '../server/testing/s3-test-server';
import { createTestServer, TEST_PUBLIC_URL } from '../server/testing/test-server';

const MB = 1_000_000;
const CHUNK_BYTES = 256 * 1024;
const SAMPLE_MS = 50;
const TARGET_GROWTH_MB = 100;
const OVERSIZE_BYTES = 250 * MB;

interface ClientJob {
  url: string;
  cookie: string;
  bytes: number;
  photo: boolean;
}

interface ClientResult {
  status: number;
  body: string;
  seconds: number;
}

/** `total` bytes: a WAV header, then random samples generated as the socket asks for them. */
function generatedBody(total: number, photo: boolean): ReadableStream<Uint8Array> {
  if (photo) return generatedPhoto(total);
  const header = wavHeader(total - 44);
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        const chunk =
          sent === 0 ? header : randomFillSync(new Uint8Array(Math.min(CHUNK_BYTES, total - sent)));
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
}

/** `total` bytes of JPEG: headers with Exif and GPS, random scan data (no 0xFF), end marker. */
function generatedPhoto(total: number): ReadableStream<Uint8Array> {
  const sample = jpegWithMetadata();
  const sos = sample.findIndex((byte, i) => byte === 0xff && sample[i + 1] === 0xda);
  const header = sample.subarray(0, sos + 14); // up to the first scan's data
  const end = Uint8Array.from([0xff, 0xd9]);
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        let chunk: Uint8Array;
        if (sent === 0) chunk = header;
        else if (total - sent === end.length) chunk = end;
        else {
          chunk = randomFillSync(new Uint8Array(Math.min(CHUNK_BYTES, total - sent - end.length)));
          for (let i = 0; i < chunk.length; i++) if (chunk[i] === 0xff) chunk[i] = 0xfe;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
}

/** The child: one upload, reported back to the parent. */
async function runClient(job: ClientJob): Promise<ClientResult> {
  const started = performance.now();
  const response = await fetch(job.url, {
    method: 'POST',
    headers: {
      cookie: job.cookie,
      origin: TEST_PUBLIC_URL,
      'content-type': job.photo ? 'image/jpeg' : 'audio/wav',
      'content-length': String(job.bytes),
    },
    body: generatedBody(job.bytes, job.photo),
    duplex: 'half',
  } as RequestInit);
  const body = await response.text();
  return { status: response.status, body, seconds: (performance.now() - started) / 1000 };
}

/** An S3-compatible server in a child process (this file with --s3rver); its settings. */
function s3FromChild(): Promise<{ settings: S3Settings; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--s3rver']);
    child.once('message', (settings) =>
      resolve({ settings: settings as S3Settings, stop: () => child.kill('SIGTERM') }),
    );
    child.once('error', reject);
  });
}

/** Runs one upload in a child process (this file with --client; tsx's loader is inherited). */
function uploadFromChild(job: ClientJob): Promise<ClientResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--client']);
    child.once('message', (result) => resolve(result as ClientResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`client exited with ${code}`));
    });
    child.send(job);
  });
}

async function runServer() {
  const requested = Number(process.argv[2]);
  const photo = process.argv.includes('--photo');
  const uploadBytes =
    Number.isFinite(requested) && requested > 0
      ? Math.round(requested * MB)
      : LIMITS.maxFileBytesCreate;
  const rssMb = () => process.memoryUsage.rss() / MB;

  const bucket = process.argv.includes('--s3') ? await s3FromChild() : null;
  const stagingDir = await mkdtemp(join(tmpdir(), 'sahas-bench-staging-'));
  const server = await createTestServer(
    bucket ? { mediaStore: () => s3MediaStore(bucket.settings, stagingDir) } : {},
  );
  const listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((resolve) => listener.once('listening', resolve));
  const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/media`;
  const cookie = await server.userSession('bench@example.org');

  // Warm every code path once (auth, streaming, detection, insert) before the baseline.
  const warm = await uploadFromChild({ url, cookie, bytes: 1 * MB, photo });
  if (warm.status !== 201) throw new Error(`warm-up upload failed: ${warm.status} ${warm.body}`);
  await new Promise((resolve) => setTimeout(resolve, 500));

  const baseline = rssMb();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, SAMPLE_MS);
  const result = await uploadFromChild({ url, cookie, bytes: uploadBytes, photo });
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());

  const reply = JSON.parse(result.body) as { url?: string; error?: string };
  if (result.status !== 201 || !reply.url) {
    throw new Error(`upload failed: ${result.status} ${reply.error ?? ''}`);
  }
  const storedBytes = (await server.mediaStore.size(reply.url.replace('/media/', ''))) ?? 0;
  // A photo loses its metadata segments (a few hundred bytes here); a recording keeps its size.
  const expected = photo
    ? storedBytes < uploadBytes && storedBytes > uploadBytes - 4096
    : storedBytes === uploadBytes;
  if (!expected) throw new Error(`stored ${storedBytes} of ${uploadBytes} bytes`);

  const oversize = await uploadFromChild({ url, cookie, bytes: OVERSIZE_BYTES, photo });

  const growth = peak - baseline;
  const fmt = (n: number, digits = 1) => n.toFixed(digits);
  console.log(
    `upload          ${fmt(uploadBytes / MB)} MB (${fmt(uploadBytes / 2 ** 20)} MiB), ${photo ? 'JPEG photo' : 'WAV recording'}, into ${bucket ? 'an S3 bucket (s3rver)' : 'the local media folder'}`,
  );
  console.log(`baseline RSS    ${fmt(baseline)} MB (server process)`);
  console.log(`peak RSS        ${fmt(peak)} MB`);
  console.log(`peak growth     ${fmt(growth)} MB (target < ${TARGET_GROWTH_MB} MB)`);
  console.log(`duration        ${fmt(result.seconds, 2)} s`);
  console.log(`throughput      ${fmt(uploadBytes / MB / result.seconds)} MB/s`);
  console.log(
    `250 MB upload   ${oversize.status} after ${fmt(oversize.seconds * 1000, 0)} ms (refused unread)`,
  );
  const pass = growth < TARGET_GROWTH_MB && oversize.status === 413;
  console.log(pass ? 'PASS' : 'FAIL');

  listener.closeAllConnections();
  await new Promise((resolve) => listener.close(resolve));
  await server.close();
  bucket?.stop();
  await rm(stagingDir, { recursive: true, force: true });
  process.exitCode = pass ? 0 : 1;
}

if (process.argv.includes('--s3rver')) {
  void startS3TestServer().then((s3) => {
    process.send?.(s3.settings);
    process.once('SIGTERM', () => void s3.close().finally(() => process.exit(0)));
  });
} else if (process.argv.includes('--client')) {
  process.once('message', (job) => {
    runClient(job as ClientJob).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else {
  runServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
