import type { Story } from '@/domain/entities';

/** Edit Story's address for one story. */
export function editStoryPath(storyId: string): string {
  return `/edit-story/${encodeURIComponent(storyId)}`;
}

/**
 * What Your Stories hands Edit Story in navigation state, never in the address or in storage:
 * the story as listed, so the form opens at once, and after Fix Grammar the corrected text, which
 * the editor starts with unsaved so she reads it before Update Story saves anything.
 */
export interface EditStoryHandoff {
  story?: Story;
  grammarCorrection?: { storyId: string; content: string };
}

/** The corrected text handed over for this story, or null (none, or meant for another story). */
export function correctedContentFor(state: unknown, storyId: string): string | null {
  const correction = (state as EditStoryHandoff | null)?.grammarCorrection;
  if (!correction || correction.storyId !== storyId) return null;
  return typeof correction.content === 'string' ? correction.content : null;
}

/** The same handoff without the corrected text, so it does not linger in the browser history. */
export function withoutCorrection(state: unknown): EditStoryHandoff | null {
  if (state === null || typeof state !== 'object') return null;
  const rest: EditStoryHandoff = { ...(state as EditStoryHandoff) };
  delete rest.grammarCorrection;
  return rest;
}
