// Two server processes behind one address, as behind a load balancer: one PostgreSQL, one
// S3-compatible bucket, nothing else shared. A story with a photo shared through one is listed,
// served (same bytes) and deleted through the other; neither writes to its media folder.
// Needs PostgreSQL (TEST_DATABASE_URL): the `postgres` project of vite.config.ts runs it.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../media/media-samples';
import { S3_STAGING_DIR_NAME } from '../media/media-store-from-env';
import { s3MediaStore } from '../media/s3-media-store';
import { type S3TestServer, startS3TestServer } from '../testing/s3-test-server';
import {
  processClient,
  type ServerProcess,
  spawnServer,
  waitUntilHealthy,
} from '../testing/server-process';
import { freshDatabaseUrl } from '../testing/worker-database';

const PUBLIC_URL = 'http://sahas.lb.test';
const DATABASE = 'sahas_two_servers';

interface Node {
  name: string;
  dataDir: string;
  mediaDir: string;
  process: ServerProcess;
}

describe('two servers on one PostgreSQL and one bucket', () => {
  let s3: S3TestServer;
  let root: string;
  let nodes: [Node, Node];

  async function bucketNames(): Promise<string[]> {
    const names: string[] = [];
    for await (const object of s3MediaStore(s3.settings, root).list()) names.push(object.name);
    return names;
  }

  const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  beforeAll(async () => {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DATABASE_URL must name a PostgreSQL for this test');
    const databaseUrl = await freshDatabaseUrl(baseUrl, DATABASE);
    s3 = await startS3TestServer();
    root = await mkdtemp(join(tmpdir(), 'sahas-two-servers-'));
    const start = (name: string): Node => {
      const dataDir = join(root, name, 'data');
      const mediaDir = join(root, name, 'media');
      const process = spawnServer({
        ...s3.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        MEDIA_DIR: mediaDir,
        PUBLIC_URL,
        AUTH_SECRET: 'the-same-secret-on-every-server-0123456789',
        DEMO_DATA: 'off',
        AUTH_RATE_LIMIT: 'off',
      });
      return { name, dataDir, mediaDir, process };
    };
    // Started together on an empty database: one migrates, the other waits for it.
    nodes = [start('a'), start('b')];
    await Promise.all(nodes.map((node) => waitUntilHealthy(node.process)));
  }, 120_000);

  afterAll(async () => {
    for (const node of nodes ?? []) {
      node.process.child.kill('SIGTERM');
      await node.process.exited;
    }
    await s3?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('is ready on both, database and bucket', async () => {
    for (const node of nodes) {
      const ready = await fetch(`${node.process.url}/api/ready`);
      expect(ready.status, node.name).toBe(200);
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', media: 'ok' },
      });
    }
  });

  it('shares a story and its photo through one and lists, serves and deletes it through the other', async () => {
    const [a, b] = nodes;
    const onA = processClient(a.process.url, PUBLIC_URL);
    await onA.signUpAndIn('meera@example.org');
    // A session begun on one server is good on the other.
    const onB = onA.on(b.process.url);

    const uploaded = await onA.api('/api/media?purpose=create', {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'content-length': String(PNG.byteLength) },
      body: PNG,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const shared = await onA.api('/api/stories', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Shared through A',
        content: 'A story with a photo, read through B.',
        tags: [],
        mediaUrls: [url],
      }),
    });
    expect(shared.status).toBe(201);
    const { id } = (await shared.json()) as { id: string };

    const listed = await onB.api('/api/stories');
    const list = (await listed.json()) as { stories: { id: string; media_urls: string[] }[] };
    expect(list.stories.find((story) => story.id === id)?.media_urls).toEqual([url]);
    const fromA = await onA.api(url);
    const fromB = await onB.api(url);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    const served = await bytesOf(fromB);
    expect(served).toEqual(await bytesOf(fromA));
    expect(served.length).toBeGreaterThan(0);

    const deleted = await onB.api(`/api/stories/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await onA.api(url)).status).toBe(404);
    expect((await onB.api(`/api/stories/${id}`)).status).toBe(404);
    expect(await bucketNames()).toEqual([]);

    for (const node of nodes) {
      const written = existsSync(node.mediaDir) ? await readdir(node.mediaDir) : [];
      expect(written, `${node.name}'s media folder`).toEqual([]);
      const staging = join(node.dataDir, S3_STAGING_DIR_NAME);
      expect(existsSync(staging) ? await readdir(staging) : [], `${node.name}'s staging`).toEqual(
        [],
      );
    }
  });
});
