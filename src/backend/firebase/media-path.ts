// Where an upload is stored: story-media/{uid}/{random}.{ext}. The random name keeps the
// original file name (often a real name or a date) out of the public download URL; the
// extension is kept because screens choose image, video or audio from it.
import { storedMediaExtension } from '@/domain/media-extensions';
import { MEDIA_EXTENSIONS } from '@/domain/vocabularies';

export const MEDIA_ROOT = 'story-media';

const KNOWN_EXTENSIONS = new Set<string>(Object.values(MEDIA_EXTENSIONS).flat());

/**
 * The stored extension: from the declared type, as the self-hosted server names its files (a
 * voice note in WebM is `.weba`, not `.webm`, so it is shown as audio); else a known extension
 * of the name; else 'bin'.
 */
export function mediaExtension(file: { name: string; type: string }): string {
  const byType = storedMediaExtension(file.type);
  if (byType) return byType;
  const dot = file.name.lastIndexOf('.');
  const byName = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  return KNOWN_EXTENSIONS.has(byName) ? byName : 'bin';
}

export function mediaPath(
  userId: string,
  file: { name: string; type: string },
  randomId: string = crypto.randomUUID(),
): string {
  return `${MEDIA_ROOT}/${userId}/${randomId}.${mediaExtension(file)}`;
}

/** Whether a storage path is inside the user's own media folder. */
export function isOwnMediaPath(path: string, userId: string): boolean {
  return path.startsWith(`${MEDIA_ROOT}/${userId}/`) && !path.includes('..');
}
