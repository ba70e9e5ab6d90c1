// What an uploaded file really is, decided from its first bytes (file-type), never from the
// client's file name; the declared type only tells a WebM voice note from a WebM video. Only the
// image, video and audio formats browsers play are accepted; each gets the MIME type it is
// served with and the extension it is stored under.
import { fileTypeFromFile } from 'file-type';
import { storedMediaExtension } from '@/domain/media-extensions';

export interface StoredMediaType {
  mime: string;
  /** From the MIME type (src/domain/media-extensions.ts): screens choose the player by it. */
  ext: string;
}

/** Accepted formats: file-type's `ext` → the MIME type the file is served with. */
const ACCEPTED_MIME: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  // Apple's MP4 variant: same container, plays wherever MP4 does.
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
};

/**
 * The stored type for what file-type detected, or null when the format is not accepted.
 * WebM and Matroska share the EBML header and say nothing about whether there is a picture:
 * a MediaRecorder voice note is `audio/webm`, so the declared type decides audio vs video.
 * Ogg is decided by its first stream (Theora: video; Opus, Vorbis, FLAC: audio).
 * Trusting the claim is safe because whatever is stored as audio keeps only its sound streams
 * when ffmpeg rewrites it (container-metadata.ts): a picture hidden in a "voice note" cannot sit
 * behind an audio player, and a "voice note" with no sound at all is refused.
 */
export function storedMediaType(
  detected: { ext: string; mime: string } | undefined,
  declaredType: string,
): StoredMediaType | null {
  if (!detected) return null;
  const mime =
    detected.ext === 'webm' || detected.ext === 'mkv'
      ? declaredType.trim().toLowerCase().startsWith('audio/')
        ? 'audio/webm'
        : 'video/webm'
      : ACCEPTED_MIME[detected.ext];
  const ext = mime ? storedMediaExtension(mime) : null;
  return mime && ext ? { mime, ext } : null;
}

/** Detects the type of a file on disk from its first bytes. */
export async function detectMediaType(
  path: string,
  declaredType: string,
): Promise<StoredMediaType | null> {
  return storedMediaType(await fileTypeFromFile(path), declaredType);
}
