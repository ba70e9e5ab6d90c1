// The media-store contract on both implementations: a local folder, and a real S3-compatible
// server (s3rver) reached over HTTP with signed requests.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startS3TestServer } from '../testing/s3-test-server';
import { localMediaStore } from './local-media-store';
import { describeMediaStoreContract } from './media-store-contract';
import { s3MediaStore } from './s3-media-store';

describeMediaStoreContract('local folder', async () => {
  const mediaDir = await mkdtemp(join(tmpdir(), 'sahas-local-store-'));
  return {
    store: localMediaStore(mediaDir),
    plantForeign: (name, bytes) => writeFile(join(mediaDir, name), bytes),
    unreachable: () => localMediaStore(join(mediaDir, 'no-such-folder')),
    close: () => rm(mediaDir, { recursive: true, force: true }),
  };
});

describeMediaStoreContract('S3-compatible bucket', async () => {
  const s3 = await startS3TestServer();
  const stagingDir = await mkdtemp(join(tmpdir(), 'sahas-s3-staging-'));
  await mkdir(stagingDir, { recursive: true });
  const client = new S3Client({
    region: s3.settings.region,
    endpoint: s3.settings.endpoint,
    credentials: s3.settings.credentials,
    forcePathStyle: true,
  });
  return {
    store: s3MediaStore(s3.settings, stagingDir),
    plantForeign: async (name, bytes) => {
      await client.send(
        new PutObjectCommand({ Bucket: s3.settings.bucket, Key: `media/${name}`, Body: bytes }),
      );
    },
    unreachable: () => s3MediaStore({ ...s3.settings, bucket: 'no-such-bucket' }, stagingDir),
    close: async () => {
      client.destroy();
      await s3.close();
      await rm(stagingDir, { recursive: true, force: true });
    },
  };
});
