// Media file rules (Share Story, Edit Story), and the media-kind lookup by extension (media-kind.ts,
// which the story lists import alone: these rules' messages are not theirs to load).

import { LIMITS } from './limits';
import { message } from './messages';

/** The little we need from a file, so browser `File`s and server-side objects both fit. */
export interface MediaFileLike {
  name: string;
  size: number;
  type: string;
}

export { mediaKindFromUrl, type MediaKind } from './media-kind';

const SUPPORTED_TYPE_PREFIXES = ['image/', 'video/', 'audio/'] as const;

export function isSupportedMediaType(type: string): boolean {
  const lower = type.toLowerCase();
  return SUPPORTED_TYPE_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

export function isAudioFile(file: MediaFileLike): boolean {
  return file.type.toLowerCase().startsWith('audio/');
}

/** Files kept, in their original order, and one message per problem (for toasts). */
export interface FileScreening<F extends MediaFileLike> {
  accepted: F[];
  errors: string[];
}

/**
 * Share Story picker: each file must be media and at most 200 MB; valid files then fill the
 * free slots (10 minus those already chosen) in order, and any overflow is reported once.
 * Rejected files do not take a slot, so one bad file does not push a good one out.
 */
export function validateFilesOnCreate<F extends MediaFileLike>(
  existingCount: number,
  incoming: readonly F[],
): FileScreening<F> {
  return screen(existingCount, incoming, LIMITS.maxFileBytesCreate, (name) =>
    message('fileTooLargeCreate', { name }),
  );
}

/**
 * Edit Story upload: files over 50 MB or of another type are skipped with a message; the
 * 10-file total counts the media the story already has (`existingCount`).
 */
export function screenFilesOnEdit<F extends MediaFileLike>(
  incoming: readonly F[],
  existingCount = 0,
): FileScreening<F> {
  return screen(existingCount, incoming, LIMITS.maxFileBytesEdit, (name) =>
    message('fileTooLargeEdit', { name }),
  );
}

function screen<F extends MediaFileLike>(
  existingCount: number,
  incoming: readonly F[],
  maxBytes: number,
  tooLarge: (name: string) => string,
): FileScreening<F> {
  const taken = Number.isFinite(existingCount) ? Math.max(0, Math.floor(existingCount)) : 0;
  const freeSlots = Math.max(0, LIMITS.maxFilesPerStory - taken);
  const accepted: F[] = [];
  const errors: string[] = [];
  let overflow = false;
  for (const file of incoming) {
    if (file.size > maxBytes) {
      errors.push(tooLarge(file.name));
    } else if (!isSupportedMediaType(file.type)) {
      errors.push(message('fileUnsupportedType', { name: file.name }));
    } else if (accepted.length < freeSlots) {
      accepted.push(file);
    } else {
      overflow = true;
    }
  }
  if (overflow) errors.push(message('tooManyFiles'));
  return { accepted, errors };
}
