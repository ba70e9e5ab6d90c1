// Receives one upload: the raw request body is streamed through a byte counter into a file, so
// memory stays flat whatever the size (toolchain trap 2: never parseBody/formData/bodyLimit).
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** Why an upload was refused while it streamed in; the route answers with `status`. */
export class UploadRejected extends Error {
  readonly status: 400 | 413;

  constructor(status: 400 | 413, message: string) {
    super(message);
    this.name = 'UploadRejected';
    this.status = status;
  }
}

/** The disk (not the client) failed: out of space, permissions. */
export class UploadStorageError extends Error {
  constructor(cause: unknown) {
    super('Could not write the upload to disk', { cause });
    this.name = 'UploadStorageError';
  }
}

export interface ReceiveLimits {
  /** What Content-Length announced: the body must be exactly this long. */
  expectedBytes: number;
  /** The purpose's size limit. */
  maxBytes: number;
  tooLargeMessage: string;
}

/**
 * Writes `body` to `path` (which must not exist) and resolves with the byte count. Rejects with
 * UploadRejected (413 when more bytes arrive than announced or allowed, 400 when the body ends
 * early or the client goes away), or UploadStorageError. The caller deletes `path` on failure.
 */
export async function receiveToFile(
  body: ReadableStream<Uint8Array> | null,
  path: string,
  limits: ReceiveLimits,
): Promise<number> {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limits.maxBytes || received > limits.expectedBytes) {
        callback(new UploadRejected(413, limits.tooLargeMessage));
      } else {
        callback(null, chunk);
      }
    },
    flush(callback) {
      callback(
        received === limits.expectedBytes
          ? null
          : new UploadRejected(400, 'The upload ended before the whole file arrived.'),
      );
    },
  });
  let diskError: unknown = null;
  const sink = createWriteStream(path, { flags: 'wx' });
  sink.on('error', (error) => {
    diskError ??= error;
  });
  const source = body
    ? Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>)
    : Readable.from([]);

  try {
    await pipeline(source, counter, sink);
  } catch (error) {
    if (error instanceof UploadRejected) throw error;
    if (diskError) throw new UploadStorageError(diskError);
    // The request stream failed: the client aborted or the connection dropped.
    throw new UploadRejected(400, 'The upload was interrupted.');
  }
  return received;
}
