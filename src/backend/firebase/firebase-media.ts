// Uploads to Firebase Storage with resumable uploads, so the form's progress bars move.
// Each file's size is remembered by URL, so the story written next can store media_sizes.
import { BackendError } from '@/backend/backend-error';
import { isSupportedMediaType } from '@/domain/media-files';
import { LIMITS } from '@/domain/limits';
import type { MediaPort, UploadOptions } from '@/backend/port';
import { prepareUploadOnDemand } from '@/backend/load-prepare-upload';
import { dataCall, toBackendError } from '@/backend/firebase/firebase-errors';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';
import { isDeletableMediaPath, mediaOwnerTag, mediaPath } from '@/backend/firebase/media-path';
import { requireUid } from '@/backend/firebase/firebase-caller';
import { finishUpload } from '@/backend/firebase/upload-task';

/** Sizes of the files this tab uploaded, by download URL. */
export type MediaSizes = Map<string, number>;

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

export function createFirebaseMedia(services: FirebaseServices, sizes: MediaSizes): MediaPort {
  return {
    async upload(picked: File, { onProgress, signal, purpose = 'create' }: UploadOptions = {}) {
      signal?.throwIfAborted();
      const uid = await requireUid(services);
      const maxBytes = purpose === 'edit' ? LIMITS.maxFileBytesEdit : LIMITS.maxFileBytesCreate;
      if (picked.size > maxBytes) {
        throw new BackendError('too-large', `${picked.name} is too large.`, 413, {
          code: 'tooLarge',
        });
      }
      if (!isSupportedMediaType(picked.type)) {
        throw new BackendError('unsupported-type', `${picked.name} is not a supported type.`, 415, {
          code: 'unsupportedType',
        });
      }
      // Storage keeps the bytes as sent: a photo's location and camera data go here or never.
      const file = await prepareUploadOnDemand(picked);
      signal?.throwIfAborted();
      const { sdk, storage } = await dataCall(() => services.storage());
      const path = mediaPath(file);
      const ref = sdk.ref(storage, path);
      const task = sdk.uploadBytesResumable(ref, file, {
        contentType: file.type,
        // Storage serves the file with this header: no browser cache (a shared phone) keeps a
        // copy once the tab is closed, as the self-hosted server's media answers say.
        cacheControl: 'no-store',
        customMetadata: { owner: await mediaOwnerTag(uid, path) },
      });
      try {
        await finishUpload(task, { signal, onProgress });
        const url = await sdk.getDownloadURL(task.snapshot.ref);
        sizes.set(url, file.size);
        onProgress?.(1);
        return url;
      } catch (error) {
        if (signal?.aborted || (error as { code?: unknown }).code === 'storage/canceled') {
          throw abortError();
        }
        throw toBackendError(error);
      }
    },

    async remove(url: string) {
      const uid = await requireUid(services);
      await dataCall(async () => {
        const { sdk, storage } = await services.storage();
        let ref;
        try {
          ref = sdk.ref(storage, url);
        } catch {
          throw new BackendError('invalid', `Not an uploaded file: ${url}`, 400, {
            code: 'invalidRequest',
          });
        }
        // The server answers someone else's file as a missing one: it says nothing about it.
        const notFound = () =>
          new BackendError('not-found', 'File not found.', 404, { code: 'notFound' });
        if (!isDeletableMediaPath(ref.fullPath, uid)) throw notFound();
        try {
          // storage.rules let only the file's owner (its owner tag) delete it.
          await sdk.deleteObject(ref);
        } catch (error) {
          const code = (error as { code?: unknown } | null)?.code;
          if (code === 'storage/unauthorized' || code === 'storage/object-not-found') {
            throw notFound();
          }
          throw error;
        }
        sizes.delete(url);
      });
    },
  };
}

/**
 * Deletes stored files by URL; a failure is logged and the rest go on. Used by story
 * deletion and by an edit that drops media.
 */
export async function deleteMediaQuietly(
  services: FirebaseServices,
  urls: readonly string[],
): Promise<void> {
  if (urls.length === 0) return;
  let handle;
  try {
    handle = await services.storage();
  } catch (error) {
    console.error('Could not load storage to delete media; deletion goes on', error);
    return;
  }
  const { sdk, storage } = handle;
  await Promise.all(
    urls.map(async (url) => {
      try {
        await sdk.deleteObject(sdk.ref(storage, url));
      } catch (error) {
        console.error('Could not delete a media file; deletion goes on', error);
      }
    }),
  );
}
