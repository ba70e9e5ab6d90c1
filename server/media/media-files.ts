// Stored media names (<random id>.<ext>), where they live in a local media folder, and how their
// public URLs look: /media/<random id>.<ext>.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

export const MEDIA_URL_PREFIX = '/media/';
const STORED_NAME = /^[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/;

/** Uploads in progress are written here first; only complete, checked files leave it. */
export const MEDIA_TMP_DIR_NAME = '.tmp';

/** Whether `name` has the shape of a stored file (random id, dot, short lower-case extension). */
export function isStoredMediaName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** A new random media id: 24 url-safe characters (144 bits from the CSPRNG). */
export function newMediaId(): string {
  return randomBytes(18).toString('base64url');
}

/** The id (table `media`, primary key) of a stored file name: the part before the dot. */
export function mediaIdOf(fileName: string): string {
  return fileName.slice(0, fileName.indexOf('.'));
}

export function mediaTmpDir(mediaDir: string): string {
  return join(mediaDir, MEDIA_TMP_DIR_NAME);
}

export function mediaUrl(fileName: string): string {
  return `${MEDIA_URL_PREFIX}${fileName}`;
}

/** The stored file name of one of our media URLs (absolute or relative), or null. */
export function mediaFileNameFromUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://local').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(MEDIA_URL_PREFIX)) return null;
  const name = path.slice(MEDIA_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}

export function mediaFilePath(mediaDir: string, fileName: string): string {
  if (!STORED_NAME.test(fileName)) throw new Error(`Not a stored media file name: ${fileName}`);
  return join(mediaDir, fileName);
}
