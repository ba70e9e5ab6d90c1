// Shared by the media tests: their server, raw uploads through app.request and a look at what
// is on disk.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import { media, stories, user } from '../db/schema';
import { setupTestServer } from '../testing/setup-test-server';
import { TEST_PUBLIC_URL, type TestServer, type TestServerOptions } from '../testing/test-server';
import { MEDIA_TMP_DIR_NAME } from './media-files';

export interface RawUpload {
  cookie?: string;
  type?: string;
  purpose?: string;
  /** Overrides the Content-Length header (the body's real length by default); null omits it. */
  contentLength?: string | null;
  headers?: Record<string, string>;
}

/** Where uploads go: a test server, or an app with the media routes mounted at /api/media. */
export interface UploadTarget {
  app: { request(input: string, init: RequestInit): Response | Promise<Response> };
}

/** POSTs `body` as the raw file to /api/media, as the SPA's XMLHttpRequest would. */
export async function rawUpload(
  server: UploadTarget,
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  options: RawUpload = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    origin: TEST_PUBLIC_URL,
    'content-type': options.type ?? 'application/octet-stream',
    ...options.headers,
  };
  if (options.cookie) headers.cookie = options.cookie;
  const length =
    options.contentLength === undefined
      ? body instanceof Uint8Array
        ? String(body.length)
        : null
      : options.contentLength;
  if (length !== null) headers['content-length'] = length;
  const query = options.purpose === undefined ? '' : `?purpose=${options.purpose}`;
  return server.app.request(`${TEST_PUBLIC_URL}/api/media${query}`, {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

/** Uploads and expects 201; returns the URL and stored file name. */
export async function uploadOk(
  server: UploadTarget,
  body: Uint8Array<ArrayBuffer>,
  options: RawUpload,
): Promise<{ url: string; fileName: string }> {
  const response = await rawUpload(server, body, options);
  const payload = (await response.json()) as { url: string; error?: string };
  if (response.status !== 201) {
    throw new Error(`upload failed: ${response.status} ${payload.error ?? ''}`);
  }
  return { url: payload.url, fileName: payload.url.replace('/media/', '') };
}

/** Every file under mediaDir, .tmp/ included, as relative paths. */
export async function filesOnDisk(mediaDir: string): Promise<string[]> {
  const top = await readdir(mediaDir, { withFileTypes: true });
  const files = top.filter((entry) => entry.isFile()).map((entry) => entry.name);
  const tmp = await readdir(join(mediaDir, MEDIA_TMP_DIR_NAME)).catch(() => []);
  return [...files, ...tmp.map((name) => `${MEDIA_TMP_DIR_NAME}/${name}`)].sort();
}

export async function userIdOf(server: TestServer, email: string): Promise<string> {
  const [row] = await server.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function mediaRow(server: TestServer, fileName: string) {
  const [row] = await server.db.select().from(media).where(eq(media.fileName, fileName));
  return row ?? null;
}

/** Makes a story own the file, as the stories code does when a story is shared. */
export async function attachToNewStory(server: TestServer, fileName: string, authorId: string) {
  const [story] = await server.db
    .insert(stories)
    .values({ title: 't', content: 'c', authorId, mediaUrls: [`/media/${fileName}`] })
    .returning({ id: stories.id });
  if (!story) throw new Error('story not created');
  await server.db.update(media).set({ storyId: story.id }).where(eq(media.fileName, fileName));
  return story.id;
}

/** A stream that yields `chunks`, then either ends or fails (a client that goes away). */
export function chunkStream(
  chunks: Uint8Array[],
  end: 'close' | 'error' | 'hang' = 'close',
): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk) controller.enqueue(chunk);
      else if (end === 'close') controller.close();
      else if (end === 'error') controller.error(new Error('connection lost'));
      // 'hang': never settles, like a stalled phone connection.
      else return new Promise(() => {});
    },
  });
}

/** Polls until `check` holds (or fails after `timeoutMs`). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Empties mediaDir between tests (server.reset() only empties the tables). */
export async function clearMediaDir(mediaDir: string) {
  const entries = await readdir(mediaDir);
  await Promise.all(
    entries.map((name) => rm(join(mediaDir, name), { recursive: true, force: true })),
  );
}

/**
 * One server for the file; before each test, empty tables and media folder and `email` signed in
 * (verified), her uploads and deletions sent with her cookie. Both are filled in by hooks: use them
 * inside hooks and tests only.
 */
export function setupMediaTestServer(email: string, options: TestServerOptions = {}) {
  const server = setupTestServer(options);
  const user = {
    cookie: '',
    upload: (body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>, upload: RawUpload = {}) =>
      rawUpload(server, body, { cookie: user.cookie, ...upload }),
    uploadOk: (body: Uint8Array<ArrayBuffer>, upload: RawUpload = {}) =>
      uploadOk(server, body, { cookie: user.cookie, ...upload }),
    /** DELETE /api/media/:fileName with her cookie, or another ('' for a visitor). */
    remove: (fileName: string, cookie?: string) =>
      server.request(`/api/media/${fileName}`, { method: 'DELETE', cookie: cookie ?? user.cookie }),
  };
  beforeEach(async () => {
    await clearMediaDir(server.mediaDir);
    user.cookie = await server.userSession(email);
  });
  return { server, user };
}

/** The `error` of a JSON error answer. */
export async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

/** The whole JSON error answer: `error`, `code` and any `params`. */
export async function errorBodyOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** A body that records whether the server ever read from it. */
export function untouchedBody() {
  const state = { pulled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull() {
        state.pulled = true;
        return new Promise(() => {});
      },
    },
    { highWaterMark: 0 },
  );
  return { body, state };
}
