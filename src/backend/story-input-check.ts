// A story's editable fields checked as the self-hosted server checks a create or edit body, in
// the same order and with the same codes, for the backends that have no server of their own to
// ask (Firebase, whose rules would only say "permission denied", and the test fake).
import { BackendError, catalogueError } from '@/backend/backend-error';
import type { StoryInput } from '@/backend/port';
import { hasControlCharacters } from '@/domain/control-characters';
import { LIMITS } from '@/domain/limits';
import { mediaKindFromUrl } from '@/domain/media-files';
import { validateStoryDraft, validateStoryEdit } from '@/domain/story-draft';
import { isStoryTag } from '@/domain/vocabularies';

/** The input trimmed, each tag once; `contentWarning` stays undefined when none was sent. */
export interface CheckedStoryInput {
  title: string;
  content: string;
  tags: string[];
  mediaUrls: string[];
  contentWarning: string | undefined;
}

function malformed(text: string): BackendError {
  return new BackendError('invalid', text, 400, { code: 'invalidRequest' });
}

/** The first problem of the shape (what the server's schema refuses), or null. */
function shapeProblem(input: StoryInput): BackendError | null {
  const texts = [
    ['title', input.title, false],
    ['content', input.content, true],
    ['contentWarning', input.contentWarning ?? '', false],
  ] as const;
  for (const [, text, multiline] of texts) {
    if (hasControlCharacters(text, { multiline })) {
      return catalogueError('invalid', 400, 'textHasControlCharacters');
    }
  }
  if (input.title.trim().length > LIMITS.storyTitleMaxChars) {
    return malformed(`The title is longer than ${LIMITS.storyTitleMaxChars} characters.`);
  }
  if (input.content.trim().length > LIMITS.storyContentMaxChars) {
    return malformed(`The story is longer than ${LIMITS.storyContentMaxChars} characters.`);
  }
  if (input.tags.length > LIMITS.tagCount || !input.tags.every(isStoryTag)) {
    return malformed('Unknown tag.');
  }
  if (input.mediaUrls.length > LIMITS.maxFilesPerStory) {
    return malformed(`At most ${LIMITS.maxFilesPerStory} media files.`);
  }
  if (new Set(input.mediaUrls).size !== input.mediaUrls.length) {
    return malformed('The same media file is listed twice.');
  }
  if (input.mediaUrls.some((url) => url.length > LIMITS.storyMediaUrlMaxChars)) {
    return malformed('A media URL is too long.');
  }
  return null;
}

/**
 * Trims and checks a story for `purpose`: the shape first (invalidRequest, or
 * textHasControlCharacters), then the form's rule (a new story may be a voice message alone, an
 * edit never drops the text), then the content warning's length. Throws BackendError 'invalid'.
 */
export function checkStoryInput(
  input: StoryInput,
  purpose: 'create' | 'update',
): CheckedStoryInput {
  const problem = shapeProblem(input);
  if (problem) throw problem;
  const title = input.title.trim();
  const content = input.content.trim();
  // A voice message is known by its URL's extension, as screens tell audio from video.
  const files = input.mediaUrls.map((url) => ({
    name: url,
    size: 0,
    type: mediaKindFromUrl(url) === 'audio' ? 'audio/*' : '',
  }));
  const rule =
    purpose === 'create'
      ? validateStoryDraft({ title, content, files })
      : validateStoryEdit({ title, content });
  if (!rule.ok) throw catalogueError('invalid', 400, rule.code);
  const contentWarning = input.contentWarning?.trim();
  if (contentWarning !== undefined && contentWarning.length > LIMITS.contentWarningMaxChars) {
    throw catalogueError('invalid', 400, 'contentWarningTooLong', {
      max: LIMITS.contentWarningMaxChars,
    });
  }
  return {
    title,
    content,
    tags: [...new Set(input.tags)],
    mediaUrls: [...input.mediaUrls],
    contentWarning,
  };
}
