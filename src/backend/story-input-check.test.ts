import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import type { StoryInput } from '@/backend/port';
import { checkStoryInput } from '@/backend/story-input-check';
import { LIMITS } from '@/domain/limits';

const input: StoryInput = { title: ' T ', content: ' C ', tags: ['Legal', 'Legal'], mediaUrls: [] };

function codeOf(story: StoryInput, purpose: 'create' | 'update'): string | undefined {
  try {
    checkStoryInput(story, purpose);
  } catch (error) {
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).kind).toBe('invalid');
    return (error as BackendError).code;
  }
  return undefined;
}

describe('checkStoryInput', () => {
  it('trims the text, keeps each tag once and tells an absent warning from a cleared one', () => {
    expect(checkStoryInput(input, 'create')).toEqual({
      title: 'T',
      content: 'C',
      tags: ['Legal'],
      mediaUrls: [],
      contentWarning: undefined,
    });
    expect(checkStoryInput({ ...input, contentWarning: '  ' }, 'update').contentWarning).toBe('');
  });

  it('refuses with the codes the server answers with, shape first', () => {
    expect(codeOf({ ...input, title: 'x'.repeat(LIMITS.storyTitleMaxChars + 1) }, 'create')).toBe(
      'invalidRequest',
    );
    expect(codeOf({ ...input, tags: ['Not a tag'] }, 'create')).toBe('invalidRequest');
    expect(codeOf({ ...input, mediaUrls: ['/media/a.png', '/media/a.png'] }, 'create')).toBe(
      'invalidRequest',
    );
    expect(codeOf({ ...input, title: 'A\u0007B' }, 'create')).toBe('textHasControlCharacters');
    // A malformed field is named before a missing title.
    expect(codeOf({ ...input, title: ' ', tags: ['Not a tag'] }, 'create')).toBe('invalidRequest');
    expect(codeOf({ ...input, title: ' ' }, 'create')).toBe('storyDraftIncomplete');
    expect(codeOf({ ...input, content: '' }, 'update')).toBe('titleAndContentRequired');
    expect(
      codeOf({ ...input, contentWarning: 'x'.repeat(LIMITS.contentWarningMaxChars + 1) }, 'update'),
    ).toBe('contentWarningTooLong');
  });

  it('takes a voice message alone as a new story, but never drops the text on an edit', () => {
    const voice = { ...input, title: '', content: '', mediaUrls: ['/media/a.weba'] };
    expect(codeOf(voice, 'create')).toBeUndefined();
    expect(codeOf({ ...voice, mediaUrls: ['/media/a.webm'] }, 'create')).toBe(
      'storyDraftIncomplete',
    );
    expect(codeOf(voice, 'update')).toBe('titleAndContentRequired');
  });
});
