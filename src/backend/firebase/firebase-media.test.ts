import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { LIMITS } from '@/domain/limits';
import { mediaKindFromUrl } from '@/domain/media-files';
import { SECRET, containsBytes, jpegWithMetadata } from '@/testing/image-samples';
import { createFirebaseMedia, type MediaSizes } from '@/backend/firebase/firebase-media';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';

/** A stand-in for Firebase Storage that records what would be stored. */
function fakeStorage(options: { uid?: string | null; hold?: boolean } = {}) {
  const uploads: { path: string; file: Blob; contentType?: string }[] = [];
  const deleted: string[] = [];
  const cancel = vi.fn();
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const sdk = {
    ref: (_storage: unknown, pathOrUrl: string) => ({
      fullPath: pathOrUrl.startsWith('https://')
        ? decodeURIComponent(new URL(pathOrUrl).pathname.slice(1))
        : pathOrUrl,
    }),
    uploadBytesResumable(ref: { fullPath: string }, file: Blob, meta: { contentType?: string }) {
      uploads.push({ path: ref.fullPath, file, contentType: meta.contentType });
      return {
        snapshot: { ref },
        cancel,
        on(
          _event: string,
          next: (s: { bytesTransferred: number; totalBytes: number }) => void,
          error: (e: unknown) => void,
          complete: () => void,
        ) {
          next({ bytesTransferred: file.size / 2, totalBytes: file.size });
          markStarted();
          if (options.hold) cancel.mockImplementation(() => error({ code: 'storage/canceled' }));
          else complete();
        },
      };
    },
    getDownloadURL: (ref: { fullPath: string }) =>
      Promise.resolve(`https://storage.test/${encodeURIComponent(ref.fullPath)}`),
    deleteObject: (ref: { fullPath: string }) => {
      deleted.push(ref.fullPath);
      return Promise.resolve();
    },
  };
  const uid = options.uid === undefined ? 'u1' : options.uid;
  const services = {
    currentUser: () => Promise.resolve(uid ? { uid } : null),
    storage: () => Promise.resolve({ sdk, storage: {} }),
  } as unknown as FirebaseServices;
  const sizes: MediaSizes = new Map();
  return { media: createFirebaseMedia(services, sizes), uploads, deleted, cancel, sizes, started };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('Firebase media uploads', () => {
  it('strip a photo’s metadata and store it under a random name in the caller’s folder', async () => {
    const { media, uploads, sizes } = fakeStorage();
    const photo = new File([jpegWithMetadata()], 'Asha at the clinic.jpg', { type: 'image/jpeg' });
    const progress: number[] = [];
    const url = await media.upload(photo, { onProgress: (f) => progress.push(f) });

    const [upload] = uploads;
    expect(upload?.path).toMatch(/^story-media\/u1\/[0-9a-f-]{36}\.jpg$/);
    expect(url).not.toContain('Asha');
    expect(upload?.contentType).toBe('image/jpeg');
    const stored = new Uint8Array(await (upload?.file ?? new Blob()).arrayBuffer());
    expect(containsBytes(stored, SECRET)).toBe(false);
    expect(progress).toEqual([0.5, 1]);
    expect(sizes.get(url)).toBe(stored.length);
  });

  it('store voice notes under an audio extension with their own type, so they show as audio', async () => {
    const { media, uploads } = fakeStorage();
    const notes = [
      ['voice-recording.weba', 'audio/webm;codecs=opus', 'weba'],
      ['voice-recording.m4a', 'audio/mp4', 'm4a'],
      ['WhatsApp Audio.opus', 'audio/ogg', 'oga'],
    ] as const;
    for (const [name, type] of notes) {
      const url = await media.upload(new File(['opus frames'], name, { type }));
      expect(mediaKindFromUrl(url)).toBe('audio');
    }
    expect(uploads.map(({ path, contentType }) => [path.split('.').pop(), contentType])).toEqual(
      notes.map(([, type, extension]) => [extension, type]),
    );
    await media.upload(new File(['vp8 frames'], 'clip.webm', { type: 'video/webm' }));
    expect(uploads.at(-1)?.path).toMatch(/\.webm$/);
  });

  it('refuse oversized and unsupported files before anything is sent', async () => {
    const { media, uploads } = fakeStorage();
    const big = new File(['x'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: LIMITS.maxFileBytesEdit + 1 });
    expect(await failure(media.upload(big, { purpose: 'edit' }))).toMatchObject({
      kind: 'too-large',
      code: 'tooLarge',
    });
    const text = new File(['hello'], 'note.txt', { type: 'text/plain' });
    expect(await failure(media.upload(text))).toMatchObject({
      kind: 'unsupported-type',
      code: 'unsupportedType',
    });
    expect(uploads).toEqual([]);
  });

  it('need a signed-in user', async () => {
    const { media } = fakeStorage({ uid: null });
    const error = await failure(media.upload(new File(['a'], 'a.mp3', { type: 'audio/mpeg' })));
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ kind: 'unauthenticated', code: 'signInRequired' });
  });

  it('cancel the upload when the signal aborts', async () => {
    const { media, cancel, started } = fakeStorage({ hold: true });
    const controller = new AbortController();
    const pending = media.upload(new File(['a'], 'a.mp3', { type: 'audio/mpeg' }), {
      signal: controller.signal,
    });
    await started;
    expect(cancel).not.toHaveBeenCalled();
    controller.abort();
    const error = await failure(pending);
    expect(cancel).toHaveBeenCalled();
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('remove only the caller’s own files', async () => {
    const { media, deleted } = fakeStorage();
    await media.remove(`https://storage.test/${encodeURIComponent('story-media/u1/a.jpg')}`);
    expect(deleted).toEqual(['story-media/u1/a.jpg']);
    const error = await failure(
      media.remove(`https://storage.test/${encodeURIComponent('story-media/u2/b.jpg')}`),
    );
    // As on the server, someone else's file is answered like a missing one.
    expect(error).toMatchObject({ kind: 'not-found', code: 'notFound' });
    expect(deleted).toEqual(['story-media/u1/a.jpg']);
  });
});
