import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CheckedStoryInput } from '@/domain/story-input';
import { storyFields, storyFromDoc } from '@/backend/firebase/story-doc';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe('story documents', () => {
  // A document's fields the Story entity carries as they are.
  const kept = {
    title: 'T',
    content: 'C',
    tags: ['Legal'],
    media_urls: ['u1', 'u2'],
    media_sizes: [10, null],
    content_warning: 'violence',
    author_id: 'a1',
    reactionsCount: 3,
    under_review: true,
  };

  it('map to the Story entity with ISO times, aligned media sizes and the review flag', () => {
    const story = storyFromDoc('s1', {
      ...kept,
      created_at: at('2025-01-02T03:04:05.678Z'),
      updated_at: at('2025-02-02T00:00:00.000Z'),
      pending_reports: 3,
    });
    expect(story).toEqual({
      id: 's1',
      ...kept,
      created_at: '2025-01-02T03:04:05.678Z',
      updated_at: '2025-02-02T00:00:00.000Z',
    });
  });

  it('fill empty optional fields as the server does and never leak moderation counters', () => {
    const story = storyFromDoc('s2', {
      ...kept,
      media_urls: [],
      media_sizes: [],
      content_warning: '',
      created_at: at('2025-01-01T00:00:00.000Z'),
      pending_reports: 1,
      under_review: false,
    });
    expect(story).toMatchObject({ content_warning: '', media_sizes: [], under_review: false });
    expect(story).not.toHaveProperty('pending_reports');
    expect(story).not.toHaveProperty('updated_at');
  });

  it('never throws on malformed documents', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (data) => {
        const story = storyFromDoc('x', data);
        expect(typeof story.title).toBe('string');
        expect(Array.isArray(story.media_urls)).toBe(true);
        expect(story.reactionsCount).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('story fields for a write', () => {
  // As the domain's schema gives it: trimmed, each tag once (story-input.test.ts).
  const checked: CheckedStoryInput = {
    title: 'T',
    content: 'C',
    tags: ['Legal'],
    mediaUrls: ['u1', 'u2'],
  };

  it('aligns sizes with the URLs and stores the content warning', () => {
    const sizeOf = (url: string) => (url === 'u1' ? 5 : null);
    expect(storyFields({ ...checked, contentWarning: 'cw' }, sizeOf)).toEqual({
      title: 'T',
      content: 'C',
      tags: ['Legal'],
      media_urls: ['u1', 'u2'],
      media_sizes: [5, null],
      content_warning: 'cw',
    });
  });

  it('keeps the current content warning when an edit sends none', () => {
    const warning = (input: CheckedStoryInput, current?: string) =>
      storyFields(input, () => null, current).content_warning;
    expect(warning(checked, 'cw')).toBe('cw');
    expect(warning(checked)).toBe('');
    expect(warning({ ...checked, contentWarning: '' }, 'cw')).toBe('');
  });
});
