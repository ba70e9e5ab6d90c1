import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareUploadOnDemand } from '@/backend/load-prepare-upload';
import { SECRET, containsBytes, jpegWithMetadata } from '@/testing/image-samples';

describe('prepareUploadOnDemand', () => {
  afterEach(() => {
    vi.doUnmock('@/backend/strip-image-metadata');
    vi.resetModules();
  });

  it('loads the stripper and hands back the photo without its metadata', async () => {
    const photo = new File([jpegWithMetadata()], 'IMG_0002.jpg', { type: 'image/jpeg' });
    const prepared = await prepareUploadOnDemand(photo);
    expect(prepared.name).toBe('IMG_0002.jpg');
    expect(prepared.type).toBe('image/jpeg');
    expect(containsBytes(new Uint8Array(await prepared.arrayBuffer()), SECRET)).toBe(false);
  });

  it('reports a stripper that cannot be fetched as a network failure, sending nothing', async () => {
    vi.resetModules();
    vi.doMock('@/backend/strip-image-metadata', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    // Fresh modules after the reset: the error class must be the one the fresh loader throws.
    const { prepareUploadOnDemand: offline } = await import('@/backend/load-prepare-upload');
    const { isBackendError: isFreshBackendError } = await import('@/backend/backend-error');
    const photo = new File([jpegWithMetadata()], 'IMG_0003.jpg', { type: 'image/jpeg' });

    const error = await offline(photo).catch((e: unknown) => e);
    expect(isFreshBackendError(error, 'network')).toBe(true);
  });
});
