import { useCallback, useEffect, useRef, useState } from 'react';
import { formToast, toast } from '@/lib/toast';
import { backendErrorText, isBackendError } from '@/backend/backend-error';
import type { MediaPort, UploadOptions } from '@/backend/port';
import { message } from '@/i18n/message';

export type UploadStatus = 'uploading' | 'done' | 'failed';

/** One chosen file on its way to the server. `url` is set once it has arrived. */
export interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  /** 0..1 */
  progress: number;
  url: string | null;
  /** A removal (media.remove) is under way. */
  removing: boolean;
}

export interface MediaUploads {
  items: UploadItem[];
  /** Starts uploading each file at once. Screen the files first. */
  add: (files: readonly File[]) => void;
  /**
   * Cancels an upload under way, or removes an uploaded file that no story uses yet. Resolves
   * false when the server could not remove it (the item stays, with a toast).
   */
  remove: (id: string) => Promise<boolean>;
  retry: (id: string) => void;
  /** The story now uses the uploaded files: forget them without removing anything. */
  release: () => void;
  /** URLs of the uploaded files, in the order they were chosen. */
  urls: string[];
  /** Some file is still on its way. */
  busy: boolean;
  /** Some file failed and waits for Try again or Remove. */
  hasFailed: boolean;
}

interface Options {
  media: MediaPort;
  purpose: NonNullable<UploadOptions['purpose']>;
  /** The server says the session is gone: the page asks her to sign in. */
  onUnauthenticated: () => void;
}

let nextUploadId = 1;

/**
 * A 413 about her space on the server rather than this file's size: the message says what to
 * do (verify her address, or remove files), with her quota in MB filled in.
 */
const QUOTA_CODES: ReadonlySet<string | undefined> = new Set([
  'mediaQuotaVerifyEmail',
  'mediaQuotaReached',
]);

function clamp(fraction: number): number {
  return Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
}

/**
 * Uploads that start as soon as files are chosen, each with its progress and a way to cancel.
 * Files that never become part of a story are removed from the server (when cancelled, removed
 * or left behind as the page closes), so a draft does not count against the upload limit.
 */
export function useMediaUploads({ media, purpose, onUnauthenticated }: Options): MediaUploads {
  const [items, setItems] = useState<UploadItem[]>([]);
  // The authoritative list, readable from async callbacks; state mirrors it for rendering.
  const itemsRef = useRef<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const mounted = useRef(true);
  const onUnauthenticatedRef = useRef(onUnauthenticated);

  useEffect(() => {
    onUnauthenticatedRef.current = onUnauthenticated;
  });

  const update = useCallback((change: (current: UploadItem[]) => UploadItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItems(itemsRef.current);
  }, []);

  const patch = useCallback(
    (id: string, fields: Partial<UploadItem>) =>
      update((current) => current.map((item) => (item.id === id ? { ...item, ...fields } : item))),
    [update],
  );

  const drop = useCallback(
    (id: string) => update((current) => current.filter((item) => item.id !== id)),
    [update],
  );

  const isListed = useCallback(
    (id: string) => mounted.current && itemsRef.current.some((item) => item.id === id),
    [],
  );

  const start = useCallback(
    async (id: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      try {
        const url = await media.upload(file, {
          purpose,
          signal: controller.signal,
          onProgress: (fraction) => {
            if (!controller.signal.aborted && isListed(id))
              patch(id, { progress: clamp(fraction) });
          },
        });
        if (controller.signal.aborted || !isListed(id)) {
          // Cancelled just as it arrived: it must not stay behind unattached.
          media.remove(url).catch(() => undefined);
          return;
        }
        patch(id, { status: 'done', progress: 1, url });
        // A retry that worked: its earlier failure has nothing left to say.
        formToast(id).dismiss();
      } catch (error) {
        if (controller.signal.aborted || !isListed(id)) return;
        if (isBackendError(error, 'too-large') && QUOTA_CODES.has(error.code)) {
          // Trying again cannot help until she frees space or verifies her address.
          drop(id);
          const text = backendErrorText(error);
          toast.error(text, { id: text });
        } else if (isBackendError(error, 'too-large')) {
          drop(id);
          const key = purpose === 'edit' ? 'fileTooLargeEdit' : 'fileTooLargeCreate';
          formToast(id).error(message(key, { name: file.name }));
        } else if (isBackendError(error, 'unsupported-type')) {
          drop(id);
          // A server that cannot clean recordings says so in words she can act on (photos work).
          if (error.code === 'audioVideoUploadsUnavailable') {
            toast.error(message('audioVideoUploadsUnavailable'), {
              id: message('audioVideoUploadsUnavailable'),
            });
          } else {
            formToast(id).error(message('fileUnsupportedType', { name: file.name }));
          }
        } else if (
          isBackendError(error) &&
          (error.code === 'mediaStorageFull' || error.status === 507)
        ) {
          // The server's disk is full: an immediate Try again would fail the same way.
          drop(id);
          toast.error(message('mediaStorageFull'), { id: message('mediaStorageFull') });
        } else if (isBackendError(error, 'unauthenticated')) {
          drop(id);
          onUnauthenticatedRef.current();
        } else {
          patch(id, { status: 'failed', progress: 0 });
          formToast(id).error(message('mediaUploadFailed'));
        }
      } finally {
        if (controllers.current.get(id) === controller) controllers.current.delete(id);
      }
    },
    [drop, isListed, media, patch, purpose],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): UploadItem => ({
        id: `upload-${nextUploadId++}`,
        file,
        status: 'uploading',
        progress: 0,
        url: null,
        removing: false,
      }));
      if (added.length === 0) return;
      update((current) => [...current, ...added]);
      for (const item of added) void start(item.id, item.file);
    },
    [start, update],
  );

  const retry = useCallback(
    (id: string) => {
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      if (!item || item.status !== 'failed') return;
      patch(id, { status: 'uploading', progress: 0 });
      void start(id, item.file);
    },
    [patch, start],
  );

  const remove = useCallback(
    async (id: string) => {
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      if (!item || item.removing) return false;
      if (item.status !== 'done' || !item.url) {
        controllers.current.get(id)?.abort();
        drop(id);
        return true;
      }
      patch(id, { removing: true });
      try {
        await media.remove(item.url);
      } catch (error) {
        if (!isBackendError(error, 'not-found')) {
          patch(id, { removing: false });
          formToast(id).error(message('mediaRemoveFailed'));
          return false;
        }
        // Already gone from the server: nothing is left to remove.
      }
      formToast(id).dismiss();
      drop(id);
      return true;
    },
    [drop, media, patch],
  );

  const release = useCallback(() => update(() => []), [update]);

  useEffect(() => {
    mounted.current = true;
    const pending = controllers.current;
    return () => {
      mounted.current = false;
      for (const controller of pending.values()) controller.abort();
      pending.clear();
      // Uploaded but never shared: free them on the server. Failures only leave them to the
      // server's sweep of abandoned uploads.
      for (const item of itemsRef.current) {
        if (item.url) media.remove(item.url).catch(() => undefined);
      }
      itemsRef.current = [];
    };
  }, [media]);

  return {
    items,
    add,
    remove,
    retry,
    release,
    urls: items.flatMap((item) => (item.status === 'done' && item.url ? [item.url] : [])),
    busy: items.some((item) => item.status === 'uploading'),
    hasFailed: items.some((item) => item.status === 'failed'),
  };
}
