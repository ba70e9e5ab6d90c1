// The media routes with MEDIA_STORE=s3, against a real S3-compatible server: what is stored is
// cleaned first and served through the app with ranges, nothing is ever written to the media
// folder or left in staging, and the sweep finds what is in the bucket.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SECRET, containsBytes, jpegWithMetadata } from '@/testing/image-samples';
import { media } from '../db/schema';
import { type S3TestServer, startS3TestServer } from '../testing/s3-test-server';
import { createTestServer, type TestServer } from '../testing/test-server';
import { newMediaId } from './media-files';
import { DEFAULT_SWEEP_GRACE_MS, UNATTACHED_UPLOAD_TTL_MS } from './media-limits';
import type { MediaStore } from './media-store';
import { sweepMedia } from './media-sweep';
import * as sample from './media-samples';
import { s3MediaStore } from './s3-media-store';
import { chunkStream, rawUpload, uploadOk } from './media-test-helpers';

let s3: S3TestServer;
let stagingDir: string;
let server: TestServer;
let store: MediaStore;
let cookie: string;

function get(path: string, headers: Record<string, string> = {}) {
  return server.app.request(`${server.publicUrl}${path}`, { headers });
}

async function bucketNames(): Promise<string[]> {
  const names: string[] = [];
  for await (const object of store.list()) names.push(object.name);
  return names.sort();
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  stagingDir = await mkdtemp(join(tmpdir(), 'sahas-s3-staging-'));
  server = await createTestServer({ mediaStore: () => s3MediaStore(s3.settings, stagingDir) });
  store = server.mediaStore;
});
beforeEach(async () => {
  await server.reset();
  await store.remove(await bucketNames());
  cookie = await server.userSession('asha@example.org');
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
  await rm(stagingDir, { recursive: true, force: true });
});

describe('media in an S3-compatible bucket', () => {
  it('stores a photo without its metadata, in the bucket only, and serves it with ranges', async () => {
    const { url, fileName } = await uploadOk(server, jpegWithMetadata(), {
      cookie,
      type: 'image/jpeg',
    });
    expect(await bucketNames()).toEqual([fileName]);
    expect(await readdir(server.mediaDir)).toEqual([]);
    expect(await readdir(stagingDir)).toEqual([]);

    const whole = await get(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/jpeg');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(containsBytes(bytes, SECRET)).toBe(false);
    expect(Number(whole.headers.get('content-length'))).toBe(bytes.length);

    const part = await get(url, { range: 'bytes=2-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 2-9/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(2, 10));
    expect((await get(url, { range: `bytes=${bytes.length}-` })).status).toBe(416);
  });

  // What the routes decide before or after the store (a hidden story's photo refused, the quota
  // counted from the rows, the file removed with its upload or story) is the same code on either
  // store: media-upload, media-quota and story-moderation tests; the bucket's own removal and
  // sizes are the store contract's (media-store.test.ts), run on this S3-compatible server.
  it('leaves nothing in the bucket or the staging folder when the client goes away', async () => {
    const response = await rawUpload(server, chunkStream([sample.PNG.slice(0, 20)], 'error'), {
      cookie,
      type: 'image/png',
      contentLength: String(sample.PNG.length),
    });
    expect(response.status).toBe(400);
    expect(await bucketNames()).toEqual([]);
    expect(await readdir(stagingDir)).toEqual([]);
  });

  it('sweeps old objects without a row and stale uploads, sparing young ones', async () => {
    const stale = await uploadOk(server, sample.PNG, { cookie, type: 'image/png' });
    await server.db
      .update(media)
      .set({ createdAt: new Date(Date.now() - UNATTACHED_UPLOAD_TTL_MS - 60_000) })
      .where(eq(media.fileName, stale.fileName));
    const kept = await uploadOk(server, sample.GIF, { cookie, type: 'image/gif' });
    // Another server's upload between its object's completion and its row: young, so spared.
    const young = `${newMediaId()}.png`;
    const staged = join(stagingDir, 'young.part');
    await writeFile(staged, sample.PNG);
    await store.put(young, staged, { mimeType: 'image/png' });

    const sweep = (now?: Date) => sweepMedia({ db: server.db, mediaStore: store, now, log() {} });
    expect(await sweep()).toMatchObject({ staleUploads: 1, orphanFiles: 0 });
    expect(await bucketNames()).toEqual([kept.fileName, young].sort());

    // Later, its row never came (that server crashed): now it goes.
    const later = new Date(Date.now() + DEFAULT_SWEEP_GRACE_MS + 60_000);
    expect(await sweep(later)).toMatchObject({ staleUploads: 0, orphanFiles: 1 });
    expect(await bucketNames()).toEqual([kept.fileName]);
  });
});
