// What an uploaded file really is, decided from its first bytes (file-type), never from the
// client's file name or declared type. Only the image, video and audio formats browsers play
// are accepted; each gets the MIME type it is served with and the extension it is stored under.
import { fileTypeFromFile } from 'file-type';

export interface StoredMediaType {
  mime: string;
  ext: string;
}

/**
 * Accepted formats, keyed by file-type's `ext`. Every Ogg flavour is stored as `.ogg`, the only
 * Ogg extension the SPA knows (spec §2); the MIME type still tells audio from video.
 */
const ACCEPTED: Readonly<Record<string, StoredMediaType>> = {
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  gif: { mime: 'image/gif', ext: 'gif' },
  webp: { mime: 'image/webp', ext: 'webp' },
  mp4: { mime: 'video/mp4', ext: 'mp4' },
  // Apple's MP4 variant: same container, plays wherever MP4 does.
  m4v: { mime: 'video/mp4', ext: 'mp4' },
  mov: { mime: 'video/quicktime', ext: 'mov' },
  ogv: { mime: 'video/ogg', ext: 'ogg' },
  mp3: { mime: 'audio/mpeg', ext: 'mp3' },
  wav: { mime: 'audio/wav', ext: 'wav' },
  ogg: { mime: 'audio/ogg', ext: 'ogg' },
  oga: { mime: 'audio/ogg', ext: 'ogg' },
  opus: { mime: 'audio/ogg', ext: 'ogg' },
  m4a: { mime: 'audio/mp4', ext: 'm4a' },
  aac: { mime: 'audio/aac', ext: 'aac' },
};

/**
 * The stored type for what file-type detected, or null when the format is not accepted.
 * WebM and Matroska share the EBML header and say nothing about whether there is a picture:
 * a MediaRecorder voice note is `audio/webm`, so the declared type decides audio vs video.
 */
export function storedMediaType(
  detected: { ext: string; mime: string } | undefined,
  declaredType: string,
): StoredMediaType | null {
  if (!detected) return null;
  if (detected.ext === 'webm' || detected.ext === 'mkv') {
    const audio = declaredType.trim().toLowerCase().startsWith('audio/');
    return { mime: audio ? 'audio/webm' : 'video/webm', ext: 'webm' };
  }
  return ACCEPTED[detected.ext] ?? null;
}

/** Detects the type of a file on disk from its first bytes. */
export async function detectMediaType(
  path: string,
  declaredType: string,
): Promise<StoredMediaType | null> {
  return storedMediaType(await fileTypeFromFile(path), declaredType);
}
