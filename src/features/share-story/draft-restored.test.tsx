import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { rememberDraft, SHARE_DRAFT_KEY } from '@/features/share-story/draft-memory';
import {
  expectToast,
  fields,
  renderShareStoryPage,
} from '@/features/share-story/share-story-test-utils';

async function renderShareStory() {
  return (await renderShareStoryPage()).user;
}

function draftLine() {
  return screen.queryByText('Your draft is still here.');
}

describe('the draft she left, found again', () => {
  // The form filled from it, and the line saying so: share-story-safety.test.tsx ('the unsent draft').
  it('says nothing of a draft when there was none', async () => {
    await renderShareStory();
    expect(draftLine()).toBeNull();
  });

  it('stops saying so once the story is shared, and keeps it no longer', async () => {
    rememberDraft({ title: 'Kept title', content: 'Kept words', tags: [], contentWarning: '' });
    const user = await renderShareStory();
    await user.click(fields().share());
    await expectToast(MESSAGES.storyShared);
    expect(draftLine()).toBeNull();
    // Nor is it kept any longer.
    await waitFor(() => expect(sessionStorage.getItem(SHARE_DRAFT_KEY)).toBeNull());
  });
  // A visitor's draft back after signing in is dead-ends.spec.ts' journey.
});
