import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { seedListed, showStoriesPage, waitForStories } from '@/features/stories/stories-test-utils';
import { seedStories, type SeedStoryOptions } from '@/testing/seed';
import { startTestBackend } from '@/testing/test-backend';

function shown(count: number): string {
  return count === 1 ? 'Showing 1 story' : `Showing ${count} stories`;
}

describe('StoriesPage: the polite live line', () => {
  it('says how many stories are shown, in one region that stays on the page', async () => {
    const { backend, server } = await startTestBackend();
    await seedListed(server, [
      ...Array.from({ length: 14 }, (): SeedStoryOptions => ({ tags: ['Legal'] })),
      { tags: ['Recovery'] },
    ]);
    showStoriesPage(backend);
    const line = await screen.findByText(shown(10));
    expect(line).toHaveAttribute('aria-live', 'polite');

    // Load More: the same region says what the list holds now.
    await userEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    await waitFor(() => expect(line).toHaveTextContent(shown(15)));

    // A filter: empty while loading (the spinner speaks), then the new count.
    await userEvent.click(screen.getByRole('button', { name: 'Recovery' }));
    await waitFor(() => expect(line).toHaveTextContent(shown(1)));
    expect(line).toBeInTheDocument();

    // No match: the same region says so.
    await userEvent.click(screen.getByRole('button', { name: 'Recovery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Healing' }));
    await waitFor(() => expect(line).toHaveTextContent('No stories found matching your criteria.'));

    // Clear Filters puts focus on the first tag chip, not the page body; then a sort.
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    const filters = screen.getByRole('group', { name: 'Filter by tag' });
    expect(within(filters).getAllByRole('button')[0]).toHaveFocus();
    await waitFor(() => expect(line).toHaveTextContent(shown(10)));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest');
    await waitForStories();
    expect(line).toHaveTextContent(shown(10));
  });
});

describe('StoriesPage: the Like button says whether she liked the story', () => {
  it('shows as pressed after the server refuses a heart she gave in another tab', async () => {
    const { backend, server } = await startTestBackend({ signedIn: 'her@example.org' });
    const [story] = await seedStories(server, 1);
    showStoriesPage(backend);
    const card = await screen.findByRole('article', { name: 'Story 1' });
    const like = within(card).getByRole('button', { name: /^Like/ });
    // Her other tab: the same session, after this page loaded.
    await act(() => backend.stories.react(story?.id ?? ''));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await screen.findByText(MESSAGES.reactionDuplicate);
    expect(like).toHaveAttribute('aria-pressed', 'true');
  });
});
