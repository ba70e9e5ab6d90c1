// A real S3-compatible server on loopback (s3rver, from npm) for the media-store tests: it
// checks request signatures, stores multipart uploads and answers with S3's errors.
import type { IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../media/s3-media-store';

export interface S3TestServer {
  settings: S3Settings;
  /** The same settings as a server process reads them (MEDIA_STORE=s3 and S3_*). */
  env: Record<string, string>;
  /** Where s3rver keeps the bucket's objects on disk. */
  directory: string;
  /** Calls `listener` as each request arrives (before s3rver answers); returns the unsubscribe. */
  onRequest(listener: (method: string, url: string) => void): () => void;
  close(): Promise<void>;
}

export const S3_TEST_BUCKET = 'sahas-media-test';

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'sahas-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials; it refuses requests signed with any others.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings: {
      endpoint,
      bucket: S3_TEST_BUCKET,
      region: 'us-east-1',
      credentials,
      forcePathStyle: true,
    },
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    onRequest(listener) {
      const handler = (request: IncomingMessage) =>
        listener(request.method ?? '', request.url ?? '');
      server.httpServer.prependListener('request', handler);
      return () => server.httpServer.off('request', handler);
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
