// The media kind of a stored file by its extension: what the story lists show (a photo, a video,
// a recording). Apart from the upload rules (media-files.ts) and their messages, which a reader
// of stories never needs.
import { MEDIA_EXTENSIONS } from './vocabularies';

export type MediaKind = keyof typeof MEDIA_EXTENSIONS;

/**
 * The media kind of a stored URL, from its file extension (case-insensitive). Query strings
 * and fragments are ignored; storage URLs that encode the path (`a%2Fb.jpg`) work too.
 * `ogg` counts as video because MEDIA_EXTENSIONS lists video first.
 */
export function mediaKindFromUrl(url: string): MediaKind | null {
  const path = url.split('#', 1)[0]?.split('?', 1)[0] ?? '';
  const fileName = safeDecode(path).split('/').pop() ?? '';
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  for (const kind of Object.keys(MEDIA_EXTENSIONS) as MediaKind[]) {
    if ((MEDIA_EXTENSIONS[kind] as readonly string[]).includes(extension)) return kind;
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // A stray '%' is not worth failing over; the raw path still has the extension.
  }
}
