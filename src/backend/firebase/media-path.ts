// Where an upload is stored: story-media/{random}.{ext}, with no folder of hers: a download URL
// names neither her uid nor anything that links two of her files. Ownership travels in the
// object's custom metadata as `owner`: SHA-256 of "{uid}/{file name}" in lower-case hex, which
// storage.rules recompute (hashing.sha256) to let only her create and delete it. Salted by the
// file name, no two files carry the same tag, and the tag names no one: it only confirms a
// guess of a uid someone already holds. The random name keeps the original file name (often a
// real name or a date) out of the URL; the extension is kept because screens choose image,
// video or audio from it.
import { storedMediaExtension } from '@/domain/media-extensions';
import { MEDIA_EXTENSIONS } from '@/domain/vocabularies';

export const MEDIA_ROOT = 'story-media';

const KNOWN_EXTENSIONS = new Set<string>(Object.values(MEDIA_EXTENSIONS).flat());

/** A stored name: a random uuid and an extension (storage.rules accept only these). */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

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
  file: { name: string; type: string },
  randomId: string = crypto.randomUUID(),
): string {
  return `${MEDIA_ROOT}/${randomId}.${mediaExtension(file)}`;
}

/**
 * Whether a storage path is one of ours that she may ask to delete: a stored name at the root,
 * or a file in her own folder of the layout before pseudonyms (story-media/{uid}/...). Whose a
 * root file is, only the rules know (its owner tag).
 */
export function isDeletableMediaPath(path: string, userId: string): boolean {
  if (path.includes('..')) return false;
  const name = path.startsWith(`${MEDIA_ROOT}/`) ? path.slice(MEDIA_ROOT.length + 1) : null;
  return (name !== null && STORED_NAME.test(name)) || path.startsWith(`${MEDIA_ROOT}/${userId}/`);
}

/** The owner tag of a stored file: lower-case hex SHA-256 of "{uid}/{file name}". */
export async function mediaOwnerTag(uid: string, path: string): Promise<string> {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${uid}/${name}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
