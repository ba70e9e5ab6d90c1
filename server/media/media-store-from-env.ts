// The media store the configuration asks for (MEDIA_STORE).
import { join } from 'node:path';
import type { Env } from '../env';
import { localMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';

/** Uploads to a bucket are staged here, in this server's own data folder, never in MEDIA_DIR. */
export const S3_STAGING_DIR_NAME = 'upload-staging';

export async function mediaStoreFromEnv(
  env: Pick<Env, 'mediaStore' | 'mediaDir' | 'dataDir'>,
): Promise<MediaStore> {
  if (env.mediaStore.kind === 'local') return localMediaStore(env.mediaDir);
  // Loaded only for a bucket: the AWS SDK takes seconds to load on a small machine, which every
  // start, and every start-up error, would otherwise wait for.
  const { s3MediaStore } = await import('./s3-media-store');
  return s3MediaStore(env.mediaStore.s3, join(env.dataDir, S3_STAGING_DIR_NAME));
}
