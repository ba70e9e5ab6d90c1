// Waiting for a Storage upload, shared by story media and the journal's sealed attachments: its
// progress reported as a fraction, and the page's abort signal cancelling the task.
import type { UploadTask } from 'firebase/storage';

interface UploadWatch {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/** Resolves when `task` has finished; rejects with Storage's own error (mapped by the caller). */
export async function finishUpload(task: UploadTask, { signal, onProgress }: UploadWatch) {
  const cancel = () => task.cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    await new Promise<void>((resolve, reject) => {
      task.on(
        'state_changed',
        (snapshot) => {
          if (snapshot.totalBytes > 0)
            onProgress?.(snapshot.bytesTransferred / snapshot.totalBytes);
        },
        reject,
        resolve,
      );
    });
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}
