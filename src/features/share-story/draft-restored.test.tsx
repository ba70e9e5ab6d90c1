import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { forgetDraft, rememberDraft, SHARE_DRAFT_KEY } from '@/features/share-story/draft-memory';
import {
  expectToast,
  fields,
  renderShareStoryPage,
  SHARE_RETURN_QUERY,
} from '@/features/share-story/share-story-test-utils';
import { currentLocation } from '@/testing/render-with-providers';

async function renderShareStory({ visitor = false } = {}) {
  return (await renderShareStoryPage({ visitor })).user;
}

function draftLine() {
  return screen.queryByText('Your draft is still here.');
}

beforeEach(() => {
  forgetDraft();
});

describe('the draft she left, found again', () => {
  it('fills the form and says her draft is still here', async () => {
    rememberDraft({ title: 'Kept title', content: 'Kept words', tags: [], contentWarning: '' });
    await renderShareStory();
    expect(fields().title).toHaveValue('Kept title');
    expect(fields().content).toHaveValue('Kept words');
    expect(draftLine()).toHaveAttribute('role', 'status');
  });

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

  it('is there for a visitor back from signing in, by the note’s Sign In link', async () => {
    const user = await renderShareStory({ visitor: true });
    await user.type(fields().title, 'Before signing in');
    // Once the server has said nobody is signed in.
    const note = await vi.waitFor(() => {
      const found = screen
        .getAllByRole('status')
        .find((element) => element.textContent.includes(MESSAGES.shareSignInRequired));
      if (!found) throw new Error('No sign-in note');
      return found;
    });
    await user.click(within(note).getByRole('link', { name: 'Sign In' }));
    expect(currentLocation()).toMatchObject({ pathname: '/auth', search: SHARE_RETURN_QUERY });

    await user.click(screen.getByRole('link', { name: 'Back to sharing' }));
    expect(fields().title).toHaveValue('Before signing in');
    expect(draftLine()).toBeInTheDocument();
  });
});
