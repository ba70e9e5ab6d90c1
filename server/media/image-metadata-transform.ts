// The image metadata stripper as a Node stream Transform, for uploads streaming to disk.
import { Transform } from 'node:stream';
import {
  ImageMetadataStripper,
  type StrippedImageFormat,
} from '@/lib/image-metadata/image-metadata-stripper';

export interface ImageMetadataTransform {
  transform: Transform;
  /** Bytes passed on so far. */
  outputBytes(): number;
  /** What the stream turned out to be, once it has ended. */
  format(): StrippedImageFormat | 'other';
}

/**
 * Passes images on without their metadata and everything else untouched. A malformed image
 * fails the stream with MalformedImageError: what cannot be parsed cannot be promised clean.
 */
export function imageMetadataTransform(): ImageMetadataTransform {
  const stripper = new ImageMetadataStripper();
  let outputBytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      forward(() => stripper.push(chunk), callback);
    },
    flush(callback) {
      forward(() => stripper.end(), callback);
    },
  });

  function forward(step: () => Uint8Array[], callback: (error?: Error | null) => void) {
    try {
      for (const part of step()) {
        outputBytes += part.length;
        transform.push(part);
      }
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  return {
    transform,
    outputBytes: () => outputBytes,
    format: () => stripper.format ?? 'other',
  };
}
