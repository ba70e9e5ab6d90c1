// A server killed with SIGKILL while it stores an upload in the bucket (MEDIA_STORE=s3, a real
// S3-compatible server) must leave no readable half object, and after its restart no staging
// file and no object without a row.
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { PNG, bytes, wavHeader } from '../media/media-samples';
import { S3_STAGING_DIR_NAME } from '../media/media-store-from-env';
import { s3MediaStore } from '../media/s3-media-store';
import { type S3TestServer, startS3TestServer } from '../testing/s3-test-server';
import { type RestartableServer, restartableServer } from '../testing/server-process';
import { seededDataDir } from '../testing/seeded-data-dir';

/**
 * Three multipart parts (8 MiB each, the last shorter): one more than the server sends at once,
 * so the kill lands while parts are being sent and one still waits its turn. 40 MiB (five parts)
 * proved no more and took twice as long.
 */
const RECORDING_BYTES = 20 * 1024 * 1024;

describe('a kill while an upload goes into the bucket', () => {
  let s3: S3TestServer;
  let dataDir: string;
  let server: RestartableServer;
  const api = (path: string, init?: RequestInit) => server.client.api(path, init);

  async function upload(body: Uint8Array<ArrayBuffer>, type: string) {
    return api('/api/media?purpose=create', {
      method: 'POST',
      headers: { 'content-type': type, 'content-length': String(body.byteLength) },
      body,
    });
  }

  async function bucketNames(): Promise<string[]> {
    const names: string[] = [];
    for await (const object of s3MediaStore(s3.settings, dataDir).list()) names.push(object.name);
    return names;
  }

  const stagingDir = () => join(dataDir, S3_STAGING_DIR_NAME);
  const staged = async () => (existsSync(stagingDir()) ? readdir(stagingDir()) : []);

  beforeAll(async () => {
    s3 = await startS3TestServer();
    dataDir = await seededDataDir('sahas-s3-crash-');
    server = await restartableServer({ ...s3.env, DATA_DIR: dataDir });
    await server.start();
    await server.client.signUpAndIn('crash@example.org');
  }, 120_000);

  afterAll(async () => {
    await server.kill('SIGTERM');
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves no readable half object, and nothing behind once restarted', async () => {
    const recording = bytes(wavHeader(RECORDING_BYTES - 44), new Uint8Array(RECORDING_BYTES - 44));
    let killing: Promise<void> | undefined;
    const stopListening = s3.onRequest((method, url) => {
      if (method === 'PUT' && url.includes('partNumber=') && !killing) killing = server.kill();
    });
    const answer = await upload(recording, 'audio/wav').catch(() => null);
    stopListening();
    expect(killing, 'the server was killed while sending a part').toBeDefined();
    await killing;
    expect(answer).toBeNull();

    // Killed mid-multipart: the bucket lists nothing, and the staging file is still there.
    expect(await bucketNames()).toEqual([]);
    expect(await staged()).toHaveLength(1);

    await server.start();
    expect(await staged()).toEqual([]);
    expect(await bucketNames()).toEqual([]);

    // And it works again: a photo goes in, and comes back out.
    const photo = await upload(PNG, 'image/png');
    expect(photo.status).toBe(201);
    const { url } = (await photo.json()) as { url: string };
    expect((await api(url)).status).toBe(200);
    expect(await bucketNames()).toHaveLength(1);

    await server.kill('SIGTERM');
    const database = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      const rows = await database.db.query.media.findMany();
      expect(rows.map((row) => row.fileName)).toEqual(await bucketNames());
    } finally {
      await database.close();
    }
    expect(existsSync(join(dataDir, 'media'))).toBe(false);
  }, 180_000);

  it('finishes an upload that is going into the bucket when asked to stop (SIGTERM)', async () => {
    await server.start();
    const recording = bytes(wavHeader(RECORDING_BYTES - 44), new Uint8Array(RECORDING_BYTES - 44));
    let stopping = false;
    const stopListening = s3.onRequest((method, url) => {
      if (method === 'PUT' && url.includes('partNumber=') && !stopping) {
        stopping = true;
        server.current()?.child.kill('SIGTERM');
      }
    });
    const answer = await upload(recording, 'audio/wav');
    stopListening();
    expect(stopping).toBe(true);
    expect(answer.status).toBe(201);
    const { url } = (await answer.json()) as { url: string };
    expect(await server.current()?.exited).toBe(0);
    expect(await staged()).toEqual([]);

    await server.start();
    const served = await api(url, { method: 'HEAD' });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-length')).toBe(String(RECORDING_BYTES));
  }, 180_000);
});
