// Story form rules (Share Story, Edit Story).

import { isAudioFile, type MediaFileLike } from './media-files';
import { invalid, isFilled, VALID, type ValidationResult } from './validation-result';

export interface StoryDraft {
  title: string;
  content: string;
  files: readonly MediaFileLike[];
}

/** Title and story are required, unless a voice message (any audio file) is attached. */
export function validateStoryDraft({ title, content, files }: StoryDraft): ValidationResult {
  if (isFilled(title) && isFilled(content)) return VALID;
  if (files.some(isAudioFile)) return VALID;
  return invalid('storyDraftIncomplete');
}

/** Editing never waives the text: both fields must stay non-blank. */
export function validateStoryEdit({
  title,
  content,
}: {
  title: string;
  content: string;
}): ValidationResult {
  return isFilled(title) && isFilled(content) ? VALID : invalid('titleAndContentRequired');
}
