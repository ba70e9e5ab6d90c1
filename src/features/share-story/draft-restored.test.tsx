import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { forgetDraft, rememberDraft } from '@/features/share-story/draft-memory';
import ShareStoryPage from '@/features/share-story/share-story-page';
import {
  expectToast,
  fields,
  SHARE_RETURN_QUERY,
  SHARE_STORY_ROUTE,
} from '@/features/share-story/share-story-test-utils';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import type { SessionUser } from '@/domain/entities';
import { currentLocation, renderWithProviders } from '@/testing/render-with-providers';

function renderShareStory(signedIn: SessionUser | null = SIGNED_IN_USER) {
  renderWithProviders(<ShareStoryPage />, { ...SHARE_STORY_ROUTE, signedIn });
  return userEvent.setup();
}

function draftLine() {
  return screen.queryByText('Your draft is still here.');
}

beforeEach(() => {
  forgetDraft();
});

describe('the draft she left, found again', () => {
  it('fills the form and says her draft is still here', () => {
    rememberDraft({ title: 'Kept title', content: 'Kept words', tags: [], contentWarning: '' });
    renderShareStory();
    expect(fields().title).toHaveValue('Kept title');
    expect(fields().content).toHaveValue('Kept words');
    expect(draftLine()).toHaveAttribute('role', 'status');
  });

  it('says nothing of a draft when there was none', () => {
    renderShareStory();
    expect(draftLine()).toBeNull();
  });

  it('stops saying so once the story is shared', async () => {
    rememberDraft({ title: 'Kept title', content: 'Kept words', tags: [], contentWarning: '' });
    const user = renderShareStory();
    await user.click(fields().share());
    await expectToast(MESSAGES.storyShared);
    expect(draftLine()).toBeNull();
  });

  it('is there for a visitor back from signing in, by the note’s Sign In link', async () => {
    const user = renderShareStory(null);
    await user.type(fields().title, 'Before signing in');
    const note = screen
      .getAllByRole('status')
      .find((element) => element.textContent.includes(MESSAGES.shareSignInRequired));
    if (!note) throw new Error('No sign-in note');
    await user.click(within(note).getByRole('link', { name: 'Sign In' }));
    expect(currentLocation()).toMatchObject({ pathname: '/auth', search: SHARE_RETURN_QUERY });

    await user.click(screen.getByRole('link', { name: 'Back to sharing' }));
    expect(fields().title).toHaveValue('Before signing in');
    expect(draftLine()).toBeInTheDocument();
  });
});
