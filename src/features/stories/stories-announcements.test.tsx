import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import StoriesPage from '@/features/stories/stories-page';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

function shown(count: number): string {
  return count === 1 ? 'Showing 1 story' : `Showing ${count} stories`;
}

async function waitForStories() {
  await waitFor(() => expect(screen.queryByText('Loading stories...')).not.toBeInTheDocument());
}

describe('StoriesPage: the polite live line', () => {
  it('says how many stories are shown, in one region that stays on the page', async () => {
    renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({
        stories: [
          ...Array.from({ length: 14 }, (_, i) => makeStory(i + 1, { tags: ['Legal'] })),
          makeStory(15, { tags: ['Recovery'] }),
        ],
      }),
    });
    const line = await screen.findByText(shown(10));
    expect(line).toHaveAttribute('aria-live', 'polite');

    // Load More: the same region says what the list holds now.
    await userEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    await waitFor(() => expect(line).toHaveTextContent(shown(15)));

    // A filter: empty while loading (the spinner speaks), then the new count.
    await userEvent.click(screen.getByRole('button', { name: 'Recovery' }));
    await waitFor(() => expect(line).toHaveTextContent(shown(1)));
    expect(line).toBeInTheDocument();

    // A sort: the same again.
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(line).toHaveTextContent(shown(10)));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest');
    await waitForStories();
    expect(line).toHaveTextContent(shown(10));
  });

  it('announces No stories found matching your criteria. in that region', async () => {
    renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({ stories: [makeStory(1, { tags: ['Legal'] })] }),
    });
    const line = await screen.findByText(shown(1));
    await userEvent.click(screen.getByRole('button', { name: 'Recovery' }));
    await waitFor(() => expect(line).toHaveTextContent('No stories found matching your criteria.'));
    expect(screen.getByText('No stories found matching your criteria.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});

describe('StoriesPage: Clear Filters', () => {
  it('moves focus to the first tag chip, not the page body', async () => {
    renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({ stories: 3 }),
    });
    await waitForStories();
    await userEvent.click(screen.getByRole('button', { name: 'Legal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    const filters = screen.getByRole('group', { name: 'Filter by tag' });
    expect(within(filters).getAllByRole('button')[0]).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});

describe('StoriesPage: the Like button says whether she liked the story', () => {
  it('is a toggle, not pressed until her reaction is saved, keeping its name', async () => {
    renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({
        user: SIGNED_IN_USER,
        stories: [makeStory(1, { reactionsCount: 2 })],
      }),
    });
    const card = await screen.findByRole('article', { name: 'Story 1' });
    const like = within(card).getByRole('button', {
      name: `${'Like'} 2`,
      pressed: false,
    });
    await userEvent.click(like);
    await screen.findByText(MESSAGES.reactionAdded);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByRole('button', { name: `${'Like'} 3`, pressed: true })).toBe(like);
  });

  it('shows as pressed when the list says she had already liked it', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: 1 });
    await backend.stories.react('story-1');
    renderWithProviders(<StoriesPage />, { route: '/stories', backend });
    const card = await screen.findByRole('article', { name: 'Story 1' });
    const like = within(card).getByRole('button', { name: new RegExp(`^${'Like'}`) });
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(like);
    await screen.findByText(MESSAGES.reactionDuplicate);
    expect(like).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows as pressed after the backend refuses a heart she gave in another tab', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: 1 });
    renderWithProviders(<StoriesPage />, { route: '/stories', backend });
    const card = await screen.findByRole('article', { name: 'Story 1' });
    const like = within(card).getByRole('button', { name: new RegExp(`^${'Like'}`) });
    await backend.stories.react('story-1');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await screen.findByText(MESSAGES.reactionDuplicate);
    expect(like).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('StoriesPage: a story without a title', () => {
  it('names its card and heading Untitled story', async () => {
    renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({ stories: [makeStory(1, { title: '  ', content: '' })] }),
    });
    const card = await screen.findByRole('article', { name: 'Untitled story' });
    expect(
      within(card).getByRole('heading', { level: 2, name: 'Untitled story' }),
    ).toBeInTheDocument();
  });
});
