import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { peekDraft, rememberDraft, SHARE_DRAFT_KEY } from '@/features/share-story/draft-memory';

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

  // forgetDraft, once she has shared: share-story-safety.test.tsx ('stops saying so once the
  // story is shared').
  it('removes what was kept when the draft is emptied', () => {
    rememberDraft({ title: 'Kept', content: '', tags: [], contentWarning: '' });
    rememberDraft({ title: ' ', content: '', tags: [], contentWarning: '' });
    expect(sessionStorage.getItem(SHARE_DRAFT_KEY)).toBeNull();
  });

  it('ignores a kept value that is not a draft', () => {
    sessionStorage.setItem(SHARE_DRAFT_KEY, 'not json');
    expect(peekDraft()).toBeNull();
    sessionStorage.setItem(SHARE_DRAFT_KEY, JSON.stringify({ title: 5, tags: ['a', 1] }));
    expect(peekDraft()).toEqual({ title: '', content: '', tags: ['a'], contentWarning: '' });
  });
});
