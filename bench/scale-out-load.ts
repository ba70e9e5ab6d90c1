// The load for bench/scale-out.ts: list requests through autocannon, uploads through a small
// fetch loop. Both spread their requests over every server given, as a round-robin balancer.
import { randomFillSync } from 'node:crypto';
import autocannon from 'autocannon';
import { jpegWithMetadata } from '@/testing/image-samples';

export interface ListResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface UploadResult {
  uploads: number;
  uploadsPerSecond: number;
  megabytesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * GET `path` on every server for `seconds`. autocannon takes several URLs and gives connection
 * i to URL i mod n, so 16 connections are 8 per server, kept open as a balancer's would be,
 * and its one histogram covers both.
 */
export async function listLoad(
  servers: string[],
  path: string,
  options: { connections: number; seconds: number },
): Promise<ListResult> {
  const result = await autocannon({
    // The runtime takes an array; @types/autocannon only says string.
    url: servers.map((server) => `${server}${path}`) as unknown as string,
    connections: options.connections,
    duration: options.seconds,
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`list: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

/** A JPEG of `total` bytes: headers with Exif and GPS, random scan data (no 0xFF), end marker. */
export function photoOfSize(total: number): Uint8Array<ArrayBuffer> {
  const sample = jpegWithMetadata();
  const sos = sample.findIndex((byte, i) => byte === 0xff && sample[i + 1] === 0xda);
  const header = sample.subarray(0, sos + 14); // up to the first scan's data
  const photo = new Uint8Array(total);
  photo.set(header);
  const scan = randomFillSync(photo.subarray(header.length, total - 2));
  for (let i = 0; i < scan.length; i++) if (scan[i] === 0xff) scan[i] = 0xfe;
  photo.set([0xff, 0xd9], total - 2);
  return photo;
}

export interface UploadLoadOptions {
  /** One signed-in user (her cookie) per worker: the workers run side by side. */
  cookies: string[];
  origin: string;
  photo: Uint8Array<ArrayBuffer>;
  seconds: number;
}

/**
 * Each worker uploads the photo and deletes the upload again, until time is up. The delete is
 * needed: a user may hold only a few unattached uploads (MAX_UNATTACHED_UPLOADS_PER_USER), and
 * past that the server answers 429. Every request, upload or delete, goes to the next server in
 * turn. Latency is the upload's alone; throughput counts uploads.
 */
export async function uploadLoad(
  servers: string[],
  options: UploadLoadOptions,
): Promise<UploadResult> {
  let turn = 0;
  const nextServer = () => servers[turn++ % servers.length] as string;
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  async function worker(cookie: string) {
    const headers = { cookie, origin: options.origin };
    while (performance.now() < deadline) {
      const before = performance.now();
      const uploaded = await fetch(`${nextServer()}/api/media?purpose=create`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'image/jpeg',
          'content-length': String(options.photo.byteLength),
        },
        body: options.photo,
        signal: AbortSignal.timeout(30_000),
      });
      const reply = await uploaded.text();
      if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${reply}`);
      latencies.push(performance.now() - before);
      const { url } = JSON.parse(reply) as { url: string };
      const name = url.replace('/media/', '');
      const deleted = await fetch(`${nextServer()}/api/media/${name}`, {
        method: 'DELETE',
        headers,
        signal: AbortSignal.timeout(30_000),
      });
      if (deleted.status !== 204) {
        throw new Error(`delete: ${deleted.status} ${await deleted.text()}`);
      }
    }
  }

  await Promise.all(options.cookies.map(worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    uploads: latencies.length,
    uploadsPerSecond: latencies.length / seconds,
    megabytesPerSecond: (latencies.length * options.photo.byteLength) / 1_000_000 / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
