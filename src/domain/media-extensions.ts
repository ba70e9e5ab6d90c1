// The extension a stored media file gets, from its MIME type. Both backends name uploads with
// it and screens pick image, video or audio by extension (mediaKindFromUrl), so each
// extension here must have the same kind as its MIME type. WebM and Ogg audio get the standard
// audio extensions .weba and .oga: under .webm/.ogg a voice note would show as a video.

import { RECORDED_AUDIO_MIME } from './limits';

const EXTENSION_BY_MIME: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
  'video/quicktime': 'mov',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/webm': 'weba',
  'audio/ogg': 'oga',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
};

/** Every MIME type that has a stored extension, with it (for tests and documentation). */
export const STORED_MEDIA_EXTENSIONS: Readonly<Record<string, string>> = EXTENSION_BY_MIME;

/** 'audio/webm;codecs=opus' → 'audio/webm': the type without parameters, in lower case. */
export function mediaTypeEssence(type: string): string {
  return (type.split(';', 1)[0] ?? '').trim().toLowerCase();
}

/** The stored extension for a MIME type (parameters and case ignored), or null if unknown. */
export function storedMediaExtension(type: string): string | null {
  return EXTENSION_BY_MIME[mediaTypeEssence(type)] ?? null;
}

/**
 * The type of a microphone recording, from MediaRecorder's `mimeType`: Chrome and Firefox record
 * WebM ('audio/webm;codecs=opus'), Safari MP4 ('audio/mp4'). The stream holds sound only, so a
 * 'video/…' container type is reported as 'audio/…'; an empty or other type means the default.
 */
export function recordedAudioType(recorderMimeType: string | undefined): string {
  const type = (recorderMimeType ?? '').trim();
  const essence = mediaTypeEssence(type);
  if (essence.startsWith('audio/')) return type;
  if (essence.startsWith('video/')) return `audio/${type.slice(type.indexOf('/') + 1)}`;
  return RECORDED_AUDIO_MIME;
}
