// Her own state on the Stories page: the hearts she pressed and the stories she reported before
// this page was loaded (the list's liked_by_me and reported_by_me) show as pressed and Reported,
// a refused repeat report says she already reported it, and none of it stays once she signs out.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { reactionId, type SessionUser } from '@/domain/entities';
import { MESSAGES } from '@/domain/messages';
import StoriesPage from '@/features/stories/stories-page';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

const SOMEONE_ELSE: SessionUser = { ...SIGNED_IN_USER, id: 'someone-else' };

/** Story 1 she liked, story 2 she reported, story 3 untouched, on a fresh Stories page. */
async function renderHerStories(user: SessionUser | null) {
  const backend = createFakeBackend({
    user,
    stories: [
      makeStory(1, { reactionsCount: 3 }),
      makeStory(2, { reactionsCount: 0 }),
      makeStory(3, { reactionsCount: 0 }),
    ],
  });
  backend.db.reactions.add(reactionId(SIGNED_IN_USER.id, 'story-1'));
  backend.db.reports.push({
    story_id: 'story-2',
    user_id: SIGNED_IN_USER.id,
    reason: 'spam',
    reported_at: '2025-01-01T00:00:00.000Z',
  });
  renderWithProviders(<StoriesPage />, { route: '/stories', backend });
  await screen.findByRole('article', { name: 'Story 1' });
  const card = (title: string) => screen.getByRole('article', { name: title });
  const like = (title: string) => within(card(title)).getByRole('button', { name: /^Like/ });
  return { backend, card, like };
}

describe('StoryCard: her likes and reports from before', () => {
  it('shows the heart she pressed before as pressed, and a tap says so without asking again', async () => {
    const { backend, like } = await renderHerStories(SIGNED_IN_USER);
    await waitFor(() => expect(like('Story 1')).toHaveAttribute('aria-pressed', 'true'));
    expect(like('Story 2')).toHaveAttribute('aria-pressed', 'false');
    expect(like('Story 1')).toHaveAccessibleName('Like 3');

    await userEvent.click(like('Story 1'));
    expect(await screen.findByText(MESSAGES.reactionDuplicate)).toBeInTheDocument();
    expect(backend.callCount('stories.react')).toBe(0);
    expect(like('Story 1')).toHaveAccessibleName('Like 3');
  });

  it('says Reported on a story she reported before, and a tap says she already did', async () => {
    const { backend, card } = await renderHerStories(SIGNED_IN_USER);
    const reported = await within(card('Story 2')).findByRole('button', { name: 'Reported' });
    expect(reported).toHaveAttribute('aria-disabled', 'true');
    expect(within(card('Story 1')).getByRole('button', { name: 'Report story' })).toBeEnabled();

    await userEvent.click(reported);
    expect(await screen.findByText(MESSAGES.reportDuplicate)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.callCount('stories.report')).toBe(0);
  });

  it('shows nothing of hers to another reader or a visitor', async () => {
    for (const user of [SOMEONE_ELSE, null]) {
      const { like, card } = await renderHerStories(user);
      expect(like('Story 1')).toHaveAttribute('aria-pressed', 'false');
      expect(within(card('Story 2')).getByRole('button', { name: 'Report story' })).toBeEnabled();
      document.body.innerHTML = '';
    }
  });

  it('leaves no pressed heart nor Reported on screen once she signs out', async () => {
    const { backend, like, card } = await renderHerStories(SIGNED_IN_USER);
    await waitFor(() => expect(like('Story 1')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(like('Story 3'));
    await screen.findByText(MESSAGES.reactionAdded);
    expect(like('Story 3')).toHaveAttribute('aria-pressed', 'true');

    await act(() => backend.auth.signOut());
    for (const title of ['Story 1', 'Story 3']) {
      expect(like(title)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(within(card('Story 2')).getByRole('button', { name: 'Report story' })).toBeEnabled();
  });
});

describe('StoryCard: a report the server refuses as a repeat', () => {
  it('says she already reported it, not thanks, and the button says Reported', async () => {
    const { backend, card } = await renderHerStories(SIGNED_IN_USER);
    backend.fail('stories.report', new BackendError('conflict', 'already', 409));
    const story = card('Story 3');
    await userEvent.click(within(story).getByRole('button', { name: 'Report story' }));
    await userEvent.click(within(story).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(story).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(MESSAGES.reportDuplicate)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.reportAdded)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const reported = within(story).getByRole('button', { name: 'Reported' });
    expect(reported).toHaveAttribute('aria-disabled', 'true');
    // Focus stays on the button, which still says what it is.
    expect(reported).toHaveFocus();
  });
});
