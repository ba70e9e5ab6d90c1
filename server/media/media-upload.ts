// Receives one upload: the raw request body is streamed through a byte counter and the image
// metadata stripper into a file, so memory stays flat whatever the size (never
// parseBody/formData/bodyLimit, which buffer the whole body) and no image reaches the disk with
// its metadata.
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  MalformedImageError,
  type StrippedImageFormat,
} from '@/lib/image-metadata/image-metadata-stripper';
import type { ErrorCode, ErrorParams } from '@/domain/error-codes';
import { MESSAGES } from '@/domain/messages';
import { imageMetadataTransform } from './image-metadata-transform';

/** What the client is told when an upload is refused: the error body's code and text. */
export interface UploadRefusal {
  code: ErrorCode;
  text: string;
  params?: ErrorParams;
}

/** Why an upload was refused while it streamed in; the route answers with `status`. */
export class UploadRejected extends Error {
  readonly status: 400 | 413 | 415;
  readonly refusal: UploadRefusal;

  constructor(status: 400 | 413 | 415, refusal: UploadRefusal) {
    super(refusal.text);
    this.name = 'UploadRejected';
    this.status = status;
    this.refusal = refusal;
  }
}

const UNREADABLE_IMAGE: UploadRefusal = {
  code: 'imageUnreadable',
  text: MESSAGES.imageUnreadable,
};

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
  tooLarge: UploadRefusal;
}

export interface ReceivedFile {
  /** Bytes written to disk: the upload less any image metadata. */
  storedBytes: number;
  /** The image format the stripper recognised and cleaned, or 'other' (not an image). */
  imageFormat: StrippedImageFormat | 'other';
}

/**
 * Writes `body`, less any image metadata, to `path` (which must not exist). Rejects with
 * UploadRejected (413 when more bytes arrive than announced or allowed, 400 when the body ends
 * early or the client goes away, 415 for an image that does not follow its format), or
 * UploadStorageError. The caller deletes `path` on failure.
 */
export async function receiveToFile(
  body: ReadableStream<Uint8Array> | null,
  path: string,
  limits: ReceiveLimits,
): Promise<ReceivedFile> {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limits.maxBytes || received > limits.expectedBytes) {
        callback(new UploadRejected(413, limits.tooLarge));
      } else {
        callback(null, chunk);
      }
    },
    flush(callback) {
      callback(
        received === limits.expectedBytes
          ? null
          : new UploadRejected(400, {
              code: 'invalidRequest',
              text: 'The upload ended before the whole file arrived.',
            }),
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

  const stripper = imageMetadataTransform();

  try {
    await pipeline(source, counter, stripper.transform, sink);
  } catch (error) {
    const rejection = uploadFailure(error, diskError);
    // An early rejection can come before the file is even open; wait until it is closed, or the
    // caller's delete runs first and the file appears after it.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
    throw rejection;
  }
  return { storedBytes: stripper.outputBytes(), imageFormat: stripper.format() };
}

/** What a failed upload pipeline means for the client (read before the sink reports its own). */
function uploadFailure(error: unknown, diskError: unknown): Error {
  if (error instanceof UploadRejected) return error;
  if (error instanceof MalformedImageError) return new UploadRejected(415, UNREADABLE_IMAGE);
  if (diskError) return new UploadStorageError(diskError);
  // The request stream failed: the client aborted or the connection dropped.
  return new UploadRejected(400, { code: 'invalidRequest', text: 'The upload was interrupted.' });
}
