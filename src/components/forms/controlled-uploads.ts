// Test-only: the media port of a backend (the HTTP adapter to the test server) with each upload
// waiting until the test sends it on, so a test can show her progress bars and the form waiting
// for its files. Progress stands for the transport's events; what the server answers (its URL,
// its refusal) is the server's own, reached by `finish()`. Aborting works as the real one does.
import type { BackendPort, MediaPort, UploadOptions } from '@/backend/port';

export interface ControlledUpload {
  file: File;
  options: UploadOptions;
  aborted: boolean;
  /** The transport reports this fraction sent. */
  progress(fraction: number): void;
  /**
   * Sends it to the server through the real port; resolves with its URL, or rejects as the
   * server (or the test's network) answered, as the form's upload does.
   */
  finish(): Promise<string>;
  /** The upload fails before reaching the server with this error (being retired). */
  fail(error: Error): void;
}

export interface ControlledMedia<Backend extends BackendPort> {
  backend: Backend;
  uploads: ControlledUpload[];
  /** The upload of the file with this name (the latest, after a retry). */
  upload(name: string): ControlledUpload;
}

export function withControlledUploads<Backend extends BackendPort>(
  backend: Backend,
): ControlledMedia<Backend> {
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
            const sent = backend.media.upload(file, {
              purpose: options.purpose,
              signal: options.signal,
            });
            sent.then(resolve, reject);
            return sent;
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
