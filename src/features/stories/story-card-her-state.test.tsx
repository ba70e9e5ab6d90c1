// Her own state on the Stories page: the hearts she pressed and the stories she reported before
// this page was loaded (the list's liked_by_me and reported_by_me) show as pressed and Reported,
// a refused repeat report says she already reported it, and none of it stays once she signs out.
// That the server tells her alone is server/stories/story-viewer-flags.test.ts.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { showStoriesPage } from '@/features/stories/stories-test-utils';
import { seedStories } from '@/testing/seed';
import { startTestBackend } from '@/testing/test-backend';

/** Story 1 she liked, story 2 she reported, story 3 untouched, on a fresh Stories page. */
async function renderHerStories() {
  const test = await startTestBackend({ signedIn: 'her@example.org' });
  const [liked, reported, untouched] = await seedStories(test.server, 3);
  if (!liked || !reported || !untouched) throw new Error('The stories were not seeded');
  // Before this page: through her own session, as any earlier page of hers did.
  await test.backend.stories.react(liked.id);
  await test.backend.stories.report(reported.id, 'spam');
  test.network.forget();
  showStoriesPage(test.backend);
  await screen.findByRole('article', { name: 'Story 1' });
  const card = (title: string) => screen.getByRole('article', { name: title });
  const like = (title: string) => within(card(title)).getByRole('button', { name: /^Like/ });
  return { ...test, untouched, card, like };
}

describe('StoryCard: her likes and reports from before', () => {
  it('shows the heart she pressed before as pressed, and a tap says so without asking again', async () => {
    const { network, like } = await renderHerStories();
    await waitFor(() => expect(like('Story 1')).toHaveAttribute('aria-pressed', 'true'));
    expect(like('Story 2')).toHaveAttribute('aria-pressed', 'false');
    expect(like('Story 1')).toHaveAccessibleName('Like 1');

    await userEvent.click(like('Story 1'));
    expect(await screen.findByText(MESSAGES.reactionDuplicate)).toBeInTheDocument();
    expect(network.requestsTo('POST', /\/reactions$/)).toEqual([]);
    expect(like('Story 1')).toHaveAccessibleName('Like 1');
  });

  // Reported after a reload, a tap on it refused as a repeat, and a repeat report from a tab opened
  // before: her-state-survives-reload.spec.ts' journey.
  it('leaves no pressed heart nor Reported on screen once she signs out', async () => {
    const { backend, like, card } = await renderHerStories();
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
