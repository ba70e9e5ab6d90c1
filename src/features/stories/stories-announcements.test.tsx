import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORY_TAGS } from '@/domain/vocabularies';
import { seedListed, showStoriesPage, waitForStories } from '@/features/stories/stories-test-utils';
import type { SeedStoryOptions } from '@/testing/seed';
import { startTestBackend } from '@/testing/test-backend';

const clearFilters = () => screen.queryByRole('button', { name: 'Clear Filters' });

function shown(count: number): string {
  return count === 1 ? 'Showing 1 story' : `Showing ${count} stories`;
}

// The Like button pressed after the server refuses a heart she gave in another tab:
// story-card-her-state.test.tsx.
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
    // Every tag a toggle, none pressed, and nothing to clear.
    for (const tag of STORY_TAGS) {
      expect(screen.getByRole('button', { name: tag })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(clearFilters()).toBeNull();

    // Load More: the same region says what the list holds now.
    await userEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    await waitFor(() => expect(line).toHaveTextContent(shown(15)));

    // A filter: empty while loading (the spinner speaks), then the new count.
    const recovery = screen.getByRole('button', { name: 'Recovery' });
    await userEvent.click(recovery);
    expect(recovery).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(line).toHaveTextContent(shown(1)));
    expect(line).toBeInTheDocument();

    // No match: the same region says so.
    await userEvent.click(screen.getByRole('button', { name: 'Recovery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Healing' }));
    await waitFor(() => expect(line).toHaveTextContent('No stories found matching your criteria.'));

    // Clear Filters puts focus on the first tag chip, not the page body; then a sort.
    await userEvent.click(clearFilters() as HTMLElement);
    const filters = screen.getByRole('group', { name: 'Filter by tag' });
    expect(within(filters).getAllByRole('button')[0]).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Healing' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(clearFilters()).toBeNull();
    await waitFor(() => expect(line).toHaveTextContent(shown(10)));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest');
    await waitForStories();
    expect(line).toHaveTextContent(shown(10));
  });
});
