import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { LIMITS } from '@/domain/limits';
import { mediaKindFromUrl } from '@/domain/media-files';
import { SECRET, containsBytes, jpegWithMetadata } from '@/testing/image-samples';
import { createFirebaseMedia, type MediaSizes } from '@/backend/firebase/firebase-media';
import { mediaOwnerTag } from '@/backend/firebase/media-path';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';

/** What an upload is stored with. */
interface Meta {
  contentType?: string;
  cacheControl?: string;
  customMetadata?: Record<string, string>;
}

/** A stand-in for Firebase Storage that records what would be stored. */
function fakeStorage(
  options: { uid?: string | null; hold?: boolean; othersFiles?: readonly string[] } = {},
) {
  const uploads: ({ path: string; file: Blob } & Meta)[] = [];
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
    uploadBytesResumable(ref: { fullPath: string }, file: Blob, meta: Meta) {
      uploads.push({ path: ref.fullPath, file, ...meta });
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
      // storage.rules refuse a file tagged as someone else's.
      if (options.othersFiles?.includes(ref.fullPath)) {
        return Promise.reject(Object.assign(new Error('denied'), { code: 'storage/unauthorized' }));
      }
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
  it('strip a photo’s metadata and store it under a random name, in no folder of hers', async () => {
    const { media, uploads, sizes } = fakeStorage();
    const photo = new File([jpegWithMetadata()], 'Asha at the clinic.jpg', { type: 'image/jpeg' });
    const progress: number[] = [];
    const url = await media.upload(photo, { onProgress: (f) => progress.push(f) });

    const [upload] = uploads;
    expect(upload?.path).toMatch(/^story-media\/[0-9a-f-]{36}\.jpg$/);
    expect(url).not.toContain('Asha');
    expect(url).not.toContain('u1');
    // Her ownership travels as a per-file tag storage.rules recompute; it is not her uid.
    const path = upload?.path ?? '';
    expect(upload?.customMetadata).toEqual({ owner: await mediaOwnerTag('u1', path) });
    expect(upload?.customMetadata?.['owner']).toMatch(/^[0-9a-f]{64}$/);
    expect(upload?.contentType).toBe('image/jpeg');
    // Served with no-store, as the self-hosted server sends media: a shared phone's browser
    // cache keeps no copy of a photo she opened once the tab is closed.
    expect(upload?.cacheControl).toBe('no-store');
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
    const mine = 'story-media/0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b.jpg';
    const theirs = 'story-media/1c8f5d2b-3a4e-4f60-9bac-1d2e3f4a5b6c.jpg';
    const { media, deleted } = fakeStorage({ othersFiles: [theirs] });
    const urlOf = (path: string) => `https://storage.test/${encodeURIComponent(path)}`;
    await media.remove(urlOf(mine));
    // A file of the layout before pseudonyms, in her own folder.
    await media.remove(urlOf('story-media/u1/a.jpg'));
    expect(deleted).toEqual([mine, 'story-media/u1/a.jpg']);
    // As on the server, someone else's file is answered like a missing one.
    for (const path of [theirs, 'story-media/u2/b.jpg', 'elsewhere/x.jpg']) {
      expect(await failure(media.remove(urlOf(path)))).toMatchObject({
        kind: 'not-found',
        code: 'notFound',
      });
    }
    expect(deleted).toEqual([mine, 'story-media/u1/a.jpg']);
  });
});
