// The browser's step before any upload, shared by both backend adapters: a photo loses its
// metadata (GPS location, time, camera, names) on the phone, before a byte leaves it. The
// self-hosted server strips again on arrival; on Firebase this is the only place it happens.
import { BackendError } from '@/backend/backend-error';
import {
  ImageMetadataStripper,
  MalformedImageError,
  sniffImageFormat,
} from '@/lib/image-metadata/image-metadata-stripper';

/** Read in slices, so a large photo is never read twice over in memory. */
const SLICE_BYTES = 256 * 1024;

/**
 * The file to upload in place of `file`: an image (recognised by its bytes, whatever its name
 * or declared type) rebuilt without metadata, with the same name and type; anything else is
 * returned as it is. Rejects with BackendError 'unsupported-type' for an image whose structure
 * is broken, since nothing can be promised about what it carries.
 */
export async function prepareUpload(file: File): Promise<File> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (sniffImageFormat(head) === 'other') return file;

  const stripper = new ImageMetadataStripper();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const keep = (bytes: Uint8Array[]) => {
    for (const part of bytes) parts.push(part as Uint8Array<ArrayBuffer>);
  };
  try {
    for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
      const slice = await file.slice(offset, offset + SLICE_BYTES).arrayBuffer();
      keep(stripper.push(new Uint8Array(slice)));
    }
    keep(stripper.end());
  } catch (error) {
    if (!(error instanceof MalformedImageError)) throw error;
    throw new BackendError('unsupported-type', `${file.name} could not be read as an image.`);
  }
  return new File(parts, file.name, { type: file.type });
}
