import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  forgetDraft,
  peekDraft,
  rememberDraft,
  SHARE_DRAFT_KEY,
  type RememberedDraft,
} from '@/features/share-story/draft-memory';

const DRAFT: RememberedDraft = {
  title: 'My title',
  content: 'What happened',
  tags: ['Workplace'],
  contentWarning: 'Mentions violence',
};

describe('draft memory', () => {
  it('gives back any draft exactly as it was kept', () => {
    const text = fc.string();
    fc.assert(
      fc.property(
        fc.record({ title: text, content: text, tags: fc.array(text), contentWarning: text }),
        (draft) => {
          rememberDraft(draft);
          const blank =
            [draft.title, draft.content, draft.contentWarning].every((t) => t.trim() === '') &&
            draft.tags.length === 0;
          expect(peekDraft()).toEqual(blank ? null : draft);
        },
      ),
    );
  });

  it('removes what was kept when the draft is emptied, and on forgetDraft', () => {
    rememberDraft(DRAFT);
    rememberDraft({ title: ' ', content: '', tags: [], contentWarning: '' });
    expect(sessionStorage.getItem(SHARE_DRAFT_KEY)).toBeNull();
    rememberDraft(DRAFT);
    forgetDraft();
    expect(peekDraft()).toBeNull();
  });

  it('ignores a kept value that is not a draft', () => {
    sessionStorage.setItem(SHARE_DRAFT_KEY, 'not json');
    expect(peekDraft()).toBeNull();
    sessionStorage.setItem(SHARE_DRAFT_KEY, JSON.stringify({ title: 5, tags: ['a', 1] }));
    expect(peekDraft()).toEqual({ title: '', content: '', tags: ['a'], contentWarning: '' });
  });
});
