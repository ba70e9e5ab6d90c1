// A server killed with SIGKILL in the middle of an upload or a story deletion must restart with
// no half-written story and no orphaned media: files and rows agree after every crash.
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { PNG } from '../media/media-samples';
import { mediaFileNameFromUrl } from '../media/media-files';
import {
  PROCESS_TEST_PASSWORD,
  type RestartableServer,
  restartableServer,
} from '../testing/server-process';
import { seededDataDir } from '../testing/seeded-data-dir';

describe('crash recovery', () => {
  let dataDir: string;
  let server: RestartableServer;
  const api = (path: string, init?: RequestInit) => server.client.api(path, init);

  /** Sends a request, kills the server `delayMs` later (mid-request, or not), and restarts it. */
  async function killDuring(request: () => Promise<Response>, delayMs: number) {
    const sent = request().catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await server.kill();
    await sent;
    await server.start();
  }

  const stop = () => server.kill('SIGTERM');

  async function upload(): Promise<string> {
    const response = await api('/api/media?purpose=create', {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'content-length': String(PNG.byteLength) },
      body: PNG,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { url: string }).url;
  }

  async function createStory(title: string): Promise<string> {
    const mediaUrls = [await upload(), await upload()];
    const response = await api('/api/stories', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title, content: 'A story with photos.', tags: [], mediaUrls }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  /** Every story's media have rows and files; every row has a file; every file has a row. */
  async function expectFilesAndRowsAgree() {
    const mediaDir = join(dataDir, 'media');
    const database = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      const rows = await database.db.query.media.findMany();
      const stories = await database.db.query.stories.findMany();
      const rowNames = new Set(rows.map((row) => row.fileName));
      for (const story of stories) {
        for (const url of story.mediaUrls) {
          const name = mediaFileNameFromUrl(url);
          expect(name && rowNames.has(name), `${story.title} keeps ${url}`).toBe(true);
        }
      }
      for (const row of rows) {
        expect(existsSync(join(mediaDir, row.fileName)), `file of ${row.fileName}`).toBe(true);
      }
      const files = existsSync(mediaDir)
        ? (await readdir(mediaDir, { withFileTypes: true })).filter((entry) => entry.isFile())
        : [];
      for (const file of files) expect(rowNames.has(file.name), `row of ${file.name}`).toBe(true);
      const tmp = join(mediaDir, '.tmp');
      expect(existsSync(tmp) ? await readdir(tmp) : []).toEqual([]);
      return { stories, rows };
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    dataDir = await seededDataDir('sahas-crash-');
    server = await restartableServer({ DATA_DIR: dataDir });
    await server.start();
    await server.client.signUpAndIn('crash@example.org');
  }, 120_000);

  afterAll(async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('restarts with no partial file after a kill in the middle of an upload', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    chunk.set(PNG);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        controller.enqueue(chunk);
        sent += 1;
      },
    });
    const uploading = api('/api/media?purpose=create', {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'content-length': String(50 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit).catch(() => null);

    await expect.poll(() => sent, { timeout: 10_000 }).toBeGreaterThan(5);
    expect(await readdir(join(dataDir, 'media', '.tmp'))).not.toEqual([]);
    await server.kill();
    await uploading;

    await server.start();
    await stop();
    const { rows } = await expectFilesAndRowsAgree();
    expect(rows).toEqual([]);
  }, 180_000);

  it('restarts with whole stories and no orphaned media after kills during deletions', async () => {
    await server.start();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push(await createStory(`Story ${index}`));

    for (const [index, delayMs] of [0, 5, 40].entries()) {
      await killDuring(() => api(`/api/stories/${ids[index]}`, { method: 'DELETE' }), delayMs);
    }
    await stop();

    const { stories, rows } = await expectFilesAndRowsAgree();
    // Each story is either wholly there (with both media) or wholly gone.
    for (const story of stories) {
      expect(rows.filter((row) => row.storyId === story.id)).toHaveLength(2);
    }
    expect(stories.length).toBeLessThanOrEqual(3);
  }, 300_000);

  it('restarts with each account wholly there or wholly gone after kills during its deletion', async () => {
    await server.start();
    const emails = ['erase0@example.org', 'erase1@example.org'];
    for (const [index, delayMs] of [5, 40].entries()) {
      const email = emails[index] ?? '';
      await server.client.signUpAndIn(email);
      await createStory(`Erased ${index}`);
      const erase = () =>
        api('/api/account/delete', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ password: PROCESS_TEST_PASSWORD }),
        });
      await killDuring(erase, delayMs);
    }
    await stop();

    const { stories, rows } = await expectFilesAndRowsAgree();
    const database = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      for (const email of emails) {
        const found = await database.db.query.user.findFirst({
          where: (user, { eq }) => eq(user.email, email),
        });
        if (!found) continue;
        // Still there: whole, with her story and both its files.
        const hers = stories.filter((story) => story.authorId === found.id);
        expect(hers, email).toHaveLength(1);
        expect(rows.filter((row) => row.ownerId === found.id)).toHaveLength(2);
      }
      // Gone: nothing of an erased account is left behind.
      const userIds = new Set((await database.db.query.user.findMany()).map((user) => user.id));
      for (const story of stories) expect(userIds.has(story.authorId)).toBe(true);
      for (const row of rows) expect(userIds.has(row.ownerId)).toBe(true);
    } finally {
      await database.close();
    }
  }, 300_000);
});
