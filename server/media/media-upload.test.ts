import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { media } from '../db/schema';
import { SECRET, containsBytes } from '@/testing/image-samples';
import { MAX_UNATTACHED_UPLOADS_PER_USER } from './media-limits';
import { decodes, makeRecordings } from './media-recordings';
import * as sample from './media-samples';
import {
  attachToNewStory,
  chunkStream,
  errorOf,
  eventually,
  filesOnDisk,
  mediaRow,
  rawUpload,
  setupMediaTestServer,
  untouchedBody,
  userIdOf,
} from './media-test-helpers';

const STORED = /^\/media\/[A-Za-z0-9_-]{24}\.[a-z0-9]+$/;

const { server, user: asha } = setupMediaTestServer('asha@example.org');

let recordings: Awaited<ReturnType<typeof makeRecordings>>;
beforeAll(async () => {
  recordings = await makeRecordings();
}, 30_000);

describe('POST /api/media: what is accepted', () => {
  it.each([
    ['png', sample.PNG, 'image/png', 'image/png', 'png'],
    ['jpeg', sample.JPEG, 'image/jpeg', 'image/jpeg', 'jpg'],
    ['gif', sample.GIF, 'image/gif', 'image/gif', 'gif'],
    ['webp', sample.WEBP, 'image/webp', 'image/webp', 'webp'],
    // The declared type is ignored: the bytes say what it is.
    ['png sent untyped', sample.PNG, 'application/octet-stream', 'image/png', 'png'],
  ])(
    'stores a %s without metadata as it came: 201, detected type, extension',
    async (_, bytes, declared, mime, ext) => {
      const response = await asha.upload(bytes, { type: declared });
      expect(response.status).toBe(201);
      const { url } = (await response.json()) as { url: string };
      expect(url).toMatch(STORED);
      expect(url.endsWith(`.${ext}`)).toBe(true);
      const fileName = url.replace('/media/', '');
      expect(await mediaRow(server, fileName)).toMatchObject({
        mimeType: mime,
        sizeBytes: bytes.length,
        storyId: null,
        ownerId: await userIdOf(server, 'asha@example.org'),
      });
      expect(new Uint8Array(await readFile(join(server.mediaDir, fileName)))).toEqual(bytes);
      expect(await filesOnDisk(server.mediaDir)).toEqual([fileName]);
    },
  );

  it.each([
    ['mp4', 'mp4', 'video/mp4', 'video/mp4', 'mp4'],
    ['quicktime', 'mov', 'video/quicktime', 'video/quicktime', 'mov'],
    ['webm video', 'webmVideo', 'video/webm', 'video/webm', 'webm'],
    ['webm voice note', 'webmVoice', 'audio/webm;codecs=opus', 'audio/webm', 'weba'],
    ['matroska voice note', 'mkvVoice', 'audio/webm', 'audio/webm', 'weba'],
    ['mp3', 'mp3', 'audio/mpeg', 'audio/mpeg', 'mp3'],
    ['wav', 'wav', 'audio/wav', 'audio/wav', 'wav'],
    ['opus', 'opus', 'audio/ogg', 'audio/ogg', 'oga'],
    ['m4a', 'm4a', 'audio/mp4', 'audio/mp4', 'm4a'],
    // A WebM without a declared audio type is a video.
    ['webm voice note sent with no type', 'webmVoice', '', 'video/webm', 'webm'],
  ] as const)(
    'stores a %s recording by its bytes, without its metadata, still playable',
    async (_, name, declared, mime, ext) => {
      const bytes = recordings[name];
      expect(containsBytes(bytes, SECRET)).toBe(true);
      const { url, fileName } = await asha.uploadOk(bytes, { type: declared });
      expect(url.endsWith(`.${ext}`)).toBe(true);
      const path = join(server.mediaDir, fileName);
      const stored = new Uint8Array(await readFile(path));
      expect(containsBytes(stored, SECRET)).toBe(false);
      expect(containsBytes(stored, '51.5074')).toBe(false);
      expect(await decodes(path)).toBe(true);
      expect(await mediaRow(server, fileName)).toMatchObject({
        mimeType: mime,
        sizeBytes: stored.length,
      });
      expect(await filesOnDisk(server.mediaDir)).toEqual([fileName]);
    },
  );

  it('refuses a recording ffmpeg cannot read (only a header) with 415 and keeps nothing', async () => {
    const response = await asha.upload(sample.MP4, { type: 'video/mp4' });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toBe(
      'This recording could not be read. Please try another file.',
    );
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
    expect(await server.db.select().from(media)).toEqual([]);
  });

  it('names files randomly: no user id, no original name, a new name each time', async () => {
    const userId = await userIdOf(server, 'asha@example.org');
    const headers = { 'content-disposition': 'attachment; filename="asha-kumar-bruises.png"' };
    const named = { type: 'image/png', headers };
    const [first, second] = [
      await asha.uploadOk(sample.PNG, named),
      await asha.uploadOk(sample.PNG, named),
    ];
    for (const { url } of [first, second]) {
      expect(url).toMatch(STORED);
      expect(url).not.toContain(userId);
      expect(url).not.toContain('asha');
    }
    expect(first.url).not.toBe(second.url);
  });

  it.each([
    ['a text file renamed .jpg', sample.TEXT],
    ['a PDF', sample.bytes('%PDF-1.7\n', new Uint8Array(200))],
    ['an SVG (script-capable image)', sample.bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a ZIP', sample.bytes([0x50, 0x4b, 0x03, 0x04], new Uint8Array(100))],
  ])('refuses %s with 415 and keeps nothing', async (_, bytes) => {
    const response = await asha.upload(bytes, {
      type: 'image/jpeg',
      headers: { 'content-disposition': 'attachment; filename="photo.jpg"' },
    });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toMatch(/not a supported/);
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
    expect(await server.db.select().from(media)).toEqual([]);
  });
});

describe('POST /api/media: who and how much', () => {
  // A visitor's upload (401, read no further): the port contract's media refusals.
  it('answers 411 without Content-Length', async () => {
    const response = await asha.upload(chunkStream([sample.PNG]), { contentLength: null });
    expect(response.status).toBe(411);
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
  });

  it('answers 400 for an empty file or a bad purpose', async () => {
    expect((await asha.upload(new Uint8Array(0))).status).toBe(400);
    expect((await asha.upload(sample.PNG, { purpose: 'huge' })).status).toBe(400);
  });

  // A byte over 200 MB on create, refused with its code while she is still sending: the socket
  // case of media-http.test.ts.
  it('refuses by Content-Length before reading: 50 MB on edit, more on create', async () => {
    const { body, state } = untouchedBody();
    const overEdit = await asha.upload(body, {
      purpose: 'edit',
      contentLength: String(LIMITS.maxFileBytesEdit + 1),
    });
    expect(overEdit.status).toBe(413);
    expect(await errorOf(overEdit)).toBe('The file is too large. Maximum size is 50 MB.');
    expect(state.pulled).toBe(false);

    // The same size is within Share Story's limit: the server starts reading (and then finds
    // that the body ends long before the announced length).
    const withinCreate = await asha.upload(chunkStream([sample.PNG]), {
      contentLength: String(LIMITS.maxFileBytesEdit + 1),
    });
    expect(withinCreate.status).toBe(400);
    expect(await errorOf(withinCreate)).toMatch(/ended before/);
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
  });

  it('answers 413 when more bytes arrive than Content-Length announced, keeping nothing', async () => {
    const chunks = [sample.MP4, new Uint8Array(64 * 1024), new Uint8Array(64 * 1024)];
    const response = await asha.upload(chunkStream(chunks), {
      type: 'video/mp4',
      contentLength: '1000',
    });
    expect(response.status).toBe(413);
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
  });

  it(`allows ${MAX_UNATTACHED_UPLOADS_PER_USER} files waiting for a story, then answers 429`, async () => {
    for (let i = 0; i < MAX_UNATTACHED_UPLOADS_PER_USER; i++) {
      await asha.uploadOk(sample.PNG);
    }
    const refused = await asha.upload(sample.PNG);
    expect(refused.status).toBe(429);
    expect(await filesOnDisk(server.mediaDir)).toHaveLength(MAX_UNATTACHED_UPLOADS_PER_USER);

    // Another user is not affected.
    const other = await server.userSession('bina@example.org');
    expect((await rawUpload(server, sample.PNG, { cookie: other })).status).toBe(201);

    // Once a story takes a file, its slot is free again.
    const [first] = await server.db.select({ fileName: media.fileName }).from(media).limit(1);
    if (!first) throw new Error('no uploads recorded');
    await attachToNewStory(server, first.fileName, await userIdOf(server, 'asha@example.org'));
    expect((await asha.upload(sample.PNG)).status).toBe(201);
  });

  it('does not count uploads older than 24 hours (the sweep removes those)', async () => {
    const ownerId = await userIdOf(server, 'asha@example.org');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await server.db.insert(media).values(
      Array.from({ length: MAX_UNATTACHED_UPLOADS_PER_USER }, (_, i) => ({
        id: `old-upload-${String(i).padStart(12, '0')}`,
        ownerId,
        fileName: `old-upload-${String(i).padStart(12, '0')}.png`,
        mimeType: 'image/png',
        sizeBytes: 1,
        createdAt: dayAgo,
      })),
    );
    expect((await asha.upload(sample.PNG)).status).toBe(201);
  });

  it(`takes ${MAX_UNATTACHED_UPLOADS_PER_USER} files sent at once, each counted once`, async () => {
    const statuses = await Promise.all(
      Array.from(
        { length: MAX_UNATTACHED_UPLOADS_PER_USER },
        async () => (await asha.upload(sample.PNG)).status,
      ),
    );
    expect(statuses).toEqual(Array(MAX_UNATTACHED_UPLOADS_PER_USER).fill(201));
    expect((await asha.upload(sample.PNG)).status).toBe(429);
  });

  it('counts uploads still streaming in, so parallel uploads cannot pass the limit', async () => {
    const controllers: ReadableStreamDefaultController<Uint8Array>[] = [];
    const pending = Array.from({ length: MAX_UNATTACHED_UPLOADS_PER_USER }, () =>
      asha.upload(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controllers.push(controller);
            controller.enqueue(sample.PNG.subarray(0, 10));
          },
        }),
        { contentLength: String(sample.PNG.length) },
      ),
    );
    await eventually(
      async () => (await filesOnDisk(server.mediaDir)).length === MAX_UNATTACHED_UPLOADS_PER_USER,
    );
    const refused = await asha.upload(sample.PNG);
    expect(refused.status).toBe(429);

    for (const controller of controllers) {
      controller.enqueue(sample.PNG.subarray(10));
      controller.close();
    }
    const statuses = await Promise.all(pending.map(async (response) => (await response).status));
    expect(statuses).toEqual(Array(MAX_UNATTACHED_UPLOADS_PER_USER).fill(201));
    expect(await filesOnDisk(server.mediaDir)).toHaveLength(MAX_UNATTACHED_UPLOADS_PER_USER);
  });
});

describe('DELETE /api/media/:fileName', () => {
  it('lets the owner delete an unattached file: 204, row and file gone', async () => {
    const { url, fileName } = await asha.uploadOk(sample.JPEG);
    expect((await asha.remove(fileName)).status).toBe(204);
    expect(await mediaRow(server, fileName)).toBeNull();
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
    expect((await server.request(url)).status).toBe(404);
  });

  it("answers 404 for someone else's file (as for a missing one) and keeps it", async () => {
    const { fileName } = await asha.uploadOk(sample.JPEG);
    const other = await server.userSession('bina@example.org');
    expect((await asha.remove(fileName, other)).status).toBe(404);
    expect(await mediaRow(server, fileName)).not.toBeNull();
    expect(await filesOnDisk(server.mediaDir)).toEqual([fileName]);
  });

  it('answers 409 for a file a story uses, and keeps it', async () => {
    const { fileName } = await asha.uploadOk(sample.JPEG);
    await attachToNewStory(server, fileName, await userIdOf(server, 'asha@example.org'));
    expect((await asha.remove(fileName)).status).toBe(409);
    expect(await filesOnDisk(server.mediaDir)).toEqual([fileName]);
  });

  it('answers 401 signed out and 404 for unknown or malformed names', async () => {
    const { fileName } = await asha.uploadOk(sample.JPEG);
    expect((await asha.remove(fileName, '')).status).toBe(401);
    for (const name of ['AAAAAAAAAAAAAAAAAAAAAAAA.jpg', '..%2F..%2Fetc%2Fpasswd', 'x.jpg']) {
      expect((await asha.remove(name)).status, name).toBe(404);
    }
    expect(await filesOnDisk(server.mediaDir)).toEqual([fileName]);
  });
});
