// Disk quotas: bytes per user over all her files, a small quota until she verifies her address,
// and no uploads while the media disk is nearly full. Small quotas keep the files tiny.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { media } from '../db/schema';
import type { AppEnv } from '../http/current-user';
import { onError } from '../http/error-handler';
import { quotaReachedMessage } from './media-limits';
import { type MediaRouteOptions, mediaRoutes } from './media-routes';
import * as sample from './media-samples';
import {
  type UploadTarget,
  attachToNewStory,
  errorBodyOf,
  errorOf,
  eventually,
  filesOnDisk,
  rawUpload,
  setupMediaTestServer,
  untouchedBody,
  uploadOk,
  userIdOf,
} from './media-test-helpers';
import { localMediaStore } from './local-media-store';
import { mediaTmpDir } from './media-files';

const KB = 1024;
const QUOTA = 300 * KB;
const UNVERIFIED_QUOTA = 100 * KB;
const QUOTA_REACHED = quotaReachedMessage(QUOTA);

const { server, user: asha } = setupMediaTestServer('asha@example.org', {
  mediaQuotaBytes: QUOTA,
  mediaQuotaUnverifiedBytes: UNVERIFIED_QUOTA,
  mediaMinFreeBytes: 0,
});

/** A real PNG of exactly `total` bytes: the padding is an IDAT chunk, which stripping keeps. */
function pngOfSize(total: number): Uint8Array<ArrayBuffer> {
  const iend = sample.PNG.length - 12;
  const dataBytes = total - sample.PNG.length - 12;
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, dataBytes);
  return sample.bytes(
    sample.PNG.subarray(0, iend),
    length,
    'IDAT',
    new Uint8Array(dataBytes),
    [0, 0, 0, 0],
    sample.PNG.subarray(iend),
  );
}

async function storedBytesOf(email: string): Promise<number> {
  const ownerId = await userIdOf(server, email);
  const rows = await server.db
    .select({ sizeBytes: media.sizeBytes })
    .from(media)
    .where(eq(media.ownerId, ownerId));
  return rows.reduce((total, row) => total + row.sizeBytes, 0);
}

/**
 * The media routes with options the test server does not take (the free-space probe), over the
 * test server's database and folder: also what a second server process looks like.
 */
async function mediaApp(email: string, options: MediaRouteOptions): Promise<UploadTarget> {
  const id = await userIdOf(server, email);
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.use('*', async (c, next) => {
    c.set('user', { id, email, emailVerified: true, isAdmin: false });
    await next();
  });
  app.route(
    '/api/media',
    mediaRoutes({ db: server.db, mediaStore: localMediaStore(server.mediaDir) }, options),
  );
  return { app };
}

describe('the quota counts all her files', () => {
  it('stops the attach-ten-and-upload-more loop once her files reach the quota', async () => {
    const ownerId = await userIdOf(server, 'asha@example.org');
    const file = pngOfSize(20 * KB);
    for (let i = 0; i < 10; i++) {
      const { fileName } = await asha.uploadOk(file);
      await attachToNewStory(server, fileName, ownerId);
    }
    // 200 KB in stories; 100 KB more fits exactly.
    for (let i = 0; i < 5; i++) await asha.uploadOk(file);

    const refused = await asha.upload(file);
    expect(refused.status).toBe(413);
    // The code and her quota let the SPA word it in her language.
    expect(await errorBodyOf(refused)).toEqual({
      error: QUOTA_REACHED,
      code: 'mediaQuotaReached',
      params: { max: 0.3 },
    });
    expect(await storedBytesOf('asha@example.org')).toBe(QUOTA);
    expect(await filesOnDisk(server.mediaDir)).toHaveLength(15);

    // Another user has her own quota.
    const bina = await server.userSession('bina@example.org');
    expect((await rawUpload(server, file, { cookie: bina })).status).toBe(201);
  });

  it('refuses by Content-Length before reading the body, leaving no temp file', async () => {
    const whole = untouchedBody();
    const overQuota = await asha.upload(whole.body, { contentLength: String(QUOTA + 1) });
    expect(overQuota.status).toBe(413);
    expect(await errorOf(overQuota)).toBe(QUOTA_REACHED);

    const { fileName } = await asha.uploadOk(pngOfSize(200 * KB));
    const rest = untouchedBody();
    const overWhatIsLeft = await asha.upload(rest.body, { contentLength: String(100 * KB + 1) });
    expect(overWhatIsLeft.status).toBe(413);
    expect(await errorOf(overWhatIsLeft)).toBe(QUOTA_REACHED);

    expect(whole.state.pulled).toBe(false);
    expect(rest.state.pulled).toBe(false);
    expect(await filesOnDisk(server.mediaDir)).toEqual([fileName]);
    // Exactly what is left still fits.
    await asha.uploadOk(pngOfSize(100 * KB));
  });

  it('refuses an upload whose room was taken while it streamed in, keeping nothing', async () => {
    const file = pngOfSize(100 * KB);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const pending = asha.upload(
      new ReadableStream<Uint8Array>({
        start(streamController) {
          controller = streamController;
          streamController.enqueue(file.subarray(0, 10));
        },
      }),
      { contentLength: String(file.length) },
    );
    // It passed the checks before reading and is being written to .tmp/.
    await eventually(async () => (await filesOnDisk(server.mediaDir)).length === 1);

    // Meanwhile another server process records a file that leaves it only 50 KB.
    await server.db.insert(media).values({
      id: 'other-process-0000000000',
      ownerId: await userIdOf(server, 'asha@example.org'),
      fileName: 'other-process-0000000000.png',
      mimeType: 'image/png',
      sizeBytes: QUOTA - 50 * KB,
    });
    controller.enqueue(file.subarray(10));
    controller.close();

    const response = await pending;
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe(QUOTA_REACHED);
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
    expect(await storedBytesOf('asha@example.org')).toBe(QUOTA - 50 * KB);
  });

  // Parallel uploads through one process are a case of the next test's, through two.
  it('lets parallel uploads through two server processes store no more than the quota', async () => {
    const options = { quotaBytes: 100 * KB, minFreeBytes: 0 };
    const first = await mediaApp('asha@example.org', options);
    const second = await mediaApp('asha@example.org', options);
    const file = pngOfSize(40 * KB);
    const responses = await Promise.all(
      [first, second, first, second, first, second].map((target) => rawUpload(target, file)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status !== 201)).toEqual([413, 413, 413, 413]);
    expect(await storedBytesOf('asha@example.org')).toBe(80 * KB);
    expect(await filesOnDisk(server.mediaDir)).toHaveLength(2);
  });

  it('gives her the bytes of a file back once she deletes it', async () => {
    const file = pngOfSize(100 * KB);
    const uploaded = [];
    for (let i = 0; i < 3; i++) uploaded.push(await asha.uploadOk(file));
    expect((await asha.upload(file)).status).toBe(413);

    expect((await asha.remove(uploaded[0]?.fileName ?? '')).status).toBe(204);
    expect((await asha.upload(file)).status).toBe(201);
    expect(await storedBytesOf('asha@example.org')).toBe(QUOTA);
  });
});

describe('until her address is verified', () => {
  it('allows the small quota, then asks her to verify her address', async () => {
    const cookie = await server.userSession('new@example.org', { verified: false });
    const file = pngOfSize(20 * KB);
    for (let i = 0; i < 5; i++) await uploadOk(server, file, { cookie });

    const refused = await rawUpload(server, file, { cookie });
    expect(refused.status).toBe(413);
    expect(await errorBodyOf(refused)).toEqual({
      error: MESSAGES.mediaQuotaVerifyEmail,
      code: 'mediaQuotaVerifyEmail',
    });
    expect(await storedBytesOf('new@example.org')).toBe(UNVERIFIED_QUOTA);

    // Once she has verified it (and signed in again), the full quota applies.
    await server.verify('new@example.org');
    const verified = await server.signIn('new@example.org');
    expect((await rawUpload(server, file, { cookie: verified })).status).toBe(201);
  });
});

describe('free space on the media disk', () => {
  const MIN_FREE = 1024 * KB;

  it('answers 507 before reading when the upload would leave too little free, storing nothing', async () => {
    const file = pngOfSize(20 * KB);
    let free = MIN_FREE + file.length - 1;
    const probed: string[] = [];
    const target = await mediaApp('asha@example.org', {
      minFreeBytes: MIN_FREE,
      freeBytes: (dir) => {
        probed.push(dir);
        return Promise.resolve(free);
      },
    });

    const { body, state } = untouchedBody();
    const refused = await rawUpload(target, body, { contentLength: String(file.length) });
    expect(refused.status).toBe(507);
    expect(await errorBodyOf(refused)).toEqual({
      error: MESSAGES.mediaStorageFull,
      code: 'mediaStorageFull',
    });
    expect(state.pulled).toBe(false);
    // The staging folder: uploads are received there, on the media folder's file system.
    expect(probed).toEqual([mediaTmpDir(server.mediaDir)]);
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
    expect(await server.db.select().from(media)).toEqual([]);

    free += 1;
    expect((await rawUpload(target, file)).status).toBe(201);
  });

  it('reads the free space of the real file system by default', async () => {
    const file = pngOfSize(20 * KB);
    const full = await mediaApp('asha@example.org', { minFreeBytes: Number.MAX_SAFE_INTEGER });
    const refused = await rawUpload(full, file);
    expect(refused.status).toBe(507);
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);

    const roomy = await mediaApp('asha@example.org', { minFreeBytes: 0 });
    expect((await rawUpload(roomy, file)).status).toBe(201);
  });
});
