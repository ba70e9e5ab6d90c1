// Test-only: a media port whose uploads the test drives (progress, finish, fail) and that
// honours the abort signal like the real one, around a fake backend that records the rest.
import type { MediaPort, UploadOptions } from '@/backend/port';
import type { FakeBackend } from '@/testing/fake-backend';

export interface ControlledUpload {
  file: File;
  options: UploadOptions;
  aborted: boolean;
  progress(fraction: number): void;
  /** Lets the fake backend store it and resolves with its URL. */
  finish(): Promise<string>;
  fail(error: Error): void;
}

export interface ControlledMedia {
  backend: FakeBackend;
  uploads: ControlledUpload[];
  /** The upload of the file with this name (the latest, after a retry). */
  upload(name: string): ControlledUpload;
}

export function withControlledUploads(backend: FakeBackend): ControlledMedia {
  const uploads: ControlledUpload[] = [];
  const media: MediaPort = {
    upload(file, options = {}) {
      return new Promise<string>((resolve, reject) => {
        const entry: ControlledUpload = {
          file,
          options,
          aborted: false,
          progress: (fraction) => options.onProgress?.(fraction),
          async finish() {
            const url = await backend.media.upload(file, { purpose: options.purpose });
            resolve(url);
            return url;
          },
          fail: reject,
        };
        options.signal?.addEventListener('abort', () => {
          entry.aborted = true;
          reject(new DOMException('The upload was cancelled.', 'AbortError'));
        });
        uploads.push(entry);
      });
    },
    remove: (url) => backend.media.remove(url),
  };
  return {
    backend: { ...backend, media },
    uploads,
    upload(name) {
      const found = uploads.filter((entry) => entry.file.name === name).at(-1);
      if (!found) throw new Error(`No upload of ${name}`);
      return found;
    },
  };
}
