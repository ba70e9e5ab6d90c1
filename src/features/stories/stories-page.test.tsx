import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { REPORT_REASONS } from '@/domain/vocabularies';
import {
  card,
  seedListed,
  showStoriesPage,
  titles,
  waitForStories,
} from '@/features/stories/stories-test-utils';
import { STORIES_PAGE_SIZE } from '@/features/stories/use-story-feed';
import { seedReactions, seedStories, type SeedStoryOptions } from '@/testing/seed';
import { startTestBackend } from '@/testing/test-backend';

const HER = 'her@example.org';
const LIST = /^\/api\/stories\?/;

describe('StoriesPage: list, filters and paging', () => {
  it('shows Loading stories... until the first page arrives', async () => {
    const { backend, server, network } = await startTestBackend();
    await seedStories(server, 3);
    const held = network.hold('GET', LIST);
    showStoriesPage(backend);
    expect(screen.getByRole('status')).toHaveTextContent('Loading stories...');
    held.releaseAll();
    expect(await screen.findByRole('article', { name: 'Story 1' })).toBeInTheDocument();
    expect(screen.queryByText('Loading stories...')).not.toBeInTheDocument();
  });

  // Every tag a toggle, Clear Filters only while one is pressed: stories-announcements.test.tsx;
  // filtering by two tags at once: stories.spec.ts' journey.
  it('ignores a slower reply to an older query', async () => {
    const { backend, server, network } = await startTestBackend();
    const [, second] = await seedStories(server, 2);
    await seedReactions(server, second?.id ?? '', 1);
    const held = network.hold('GET', LIST);
    showStoriesPage(backend);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most Liked');
    await waitFor(() => expect(held.waiting).toBe(2));

    held.release(1); // Most Liked answers first...
    expect(await screen.findByRole('article', { name: 'Story 2' })).toBeInTheDocument();
    expect(titles()).toEqual(['Story 2', 'Story 1']);
    held.release(0); // ...then the stale Newest reply arrives and is dropped.
    await waitFor(() => expect(held.waiting).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(titles()).toEqual(['Story 2', 'Story 1']);
  });

  it('asks for one page at a time, saying Loading more stories... once, and hides Load more after the last one', async () => {
    const { backend, server, network } = await startTestBackend();
    await seedStories(server, 25);
    showStoriesPage(backend);
    await waitForStories();
    expect(screen.getAllByRole('article')).toHaveLength(STORIES_PAGE_SIZE);
    // The page never asks for every story.
    expect(network.requestsTo('GET', LIST)).toHaveLength(1);

    const held = network.hold('GET', LIST);
    await userEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    const button = screen.getByRole('button', { name: 'Loading more stories...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(held.waiting).toBe(1);
    held.releaseAll();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));

    await userEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(titles().at(-1)).toBe('Story 25');
    expect(screen.queryByRole('button', { name: 'Load more stories' })).not.toBeInTheDocument();
  });

  it('drops a next page that arrives after the filters changed', async () => {
    const { backend, server, network } = await startTestBackend();
    await seedListed(
      server,
      Array.from({ length: 15 }, (_, i): SeedStoryOptions => ({
        tags: [i === 0 ? 'Recovery' : 'Legal'],
      })),
    );
    showStoriesPage(backend);
    await waitForStories();
    const held = network.hold('GET', LIST);
    await userEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recovery' }));
    await waitFor(() => expect(held.waiting).toBe(2));

    held.release(1); // the Recovery list
    expect(await screen.findByRole('article', { name: 'Story 1' })).toBeInTheDocument();
    expect(titles()).toEqual(['Story 1']);
    held.release(0); // page two of the unfiltered list, no longer wanted
    await waitFor(() => expect(held.waiting).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(titles()).toEqual(['Story 1']);
  });

  // No story matching a filter: stories-announcements.test.tsx, where the live line says so.
  it('shows the fetch failure toast and lets the reader try again', async () => {
    const { backend, server, network } = await startTestBackend();
    await seedStories(server, 2);
    network.fail('GET', LIST);
    showStoriesPage(backend);
    expect(await screen.findByText(MESSAGES.storiesFetchFailed)).toBeInTheDocument();
    expect(screen.queryByText('No stories found matching your criteria.')).not.toBeInTheDocument();

    network.fail('GET', LIST, false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Story 1' })).toBeInTheDocument();
  });

  it('says she is offline, and loads the stories by itself once the connection is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { backend, server, network } = await startTestBackend();
    await seedStories(server, 2);
    network.fail('GET', LIST);
    showStoriesPage(backend);
    expect(
      await screen.findByText('You are offline. Stories will load when you are back online.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Stories could not be loaded just now.')).not.toBeInTheDocument();

    network.fail('GET', LIST, false);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('article', { name: 'Story 1' })).toBeInTheDocument();
  });

  it('does not ask again by itself when loading fails with a connection', async () => {
    const { backend, network } = await startTestBackend();
    network.fail('GET', LIST);
    showStoriesPage(backend);
    expect(await screen.findByText('Stories could not be loaded just now.')).toBeInTheDocument();
    const asked = network.requestsTo('GET', LIST).length;
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.requestsTo('GET', LIST)).toHaveLength(asked);
  });

  it('shows the fetch failure toast when a later page fails, keeping the list', async () => {
    const { backend, server, network } = await startTestBackend();
    await seedStories(server, 12);
    showStoriesPage(backend);
    await waitForStories();
    network.fail('GET', LIST);
    await userEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    expect(await screen.findByText(MESSAGES.storiesFetchFailed)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Load more stories' })).toBeInTheDocument();
  });
});

/** The Stories page with one story, Story 1, listed, for a visitor unless `signedIn`. */
async function setUp(signedIn?: string) {
  const test = await startTestBackend({ signedIn });
  const [story] = await seedStories(test.server, 1);
  if (!story) throw new Error('No story was seeded');
  showStoriesPage(test.backend);
  await waitForStories();
  const like = within(card('Story 1')).getByRole('button', { name: 'Like 0' });
  const report = screen.getByRole('button', { name: 'Report story' });
  return { ...test, story, like, report };
}

describe('StoriesPage: reactions', () => {
  // A visitor tapping Like is offered Sign In, which brings her back: polish.spec.ts' journey.
  it('adds the reaction and shows the count the server returns', async () => {
    const { server, story, like } = await setUp(HER);
    // Two others reacted meanwhile.
    await seedReactions(server, story.id, 2);
    // A toggle, not pressed until her reaction is saved, keeping its name.
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(await screen.findByText(MESSAGES.reactionAdded)).toBeInTheDocument();
    expect(like).toHaveAccessibleName('Like 3');
    expect(like).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when the reaction fails', async () => {
    const { network, like } = await setUp(HER);
    network.fail('POST', /\/reactions$/);
    await userEvent.click(like);
    expect(await screen.findByText(MESSAGES.reactionFailed)).toBeInTheDocument();
    expect(like).toHaveAccessibleName('Like 0');
  });
});

describe('StoriesPage: reporting', () => {
  it('asks a signed-out reader to sign in, offering Sign In that brings her back', async () => {
    const { network, report } = await setUp();
    await userEvent.click(report);
    expect(await screen.findByText(MESSAGES.reportSignInRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fstories',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(network.requestsTo('POST', /\/reports$/)).toEqual([]);
  });

  // Reported after it, and a repeat refused: withdraw-report.spec.ts and
  // her-state-survives-reload.spec.ts' journeys.
  it('reports with the chosen reason and thanks the reader', async () => {
    const { report } = await setUp(HER);
    await userEvent.click(report);
    const dialog = screen.getByRole('dialog', { name: 'Why are you reporting this story?' });
    expect(report).toHaveAttribute('aria-expanded', 'true');
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(
      REPORT_REASONS.map((reason) => reason.id),
    );
    expect(radios[0]).toHaveFocus();
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(send);
    expect(await screen.findByText(MESSAGES.reportAdded)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows Sending... while the report goes, and a second tap sends nothing more', async () => {
    const { network, report } = await setUp(HER);
    const held = network.hold('POST', /\/reports$/);
    await userEvent.click(report);
    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    await userEvent.click(sending);
    held.releaseAll();
    expect(await screen.findByText(MESSAGES.reportAdded)).toBeInTheDocument();
    expect(network.requestsTo('POST', /\/reports$/)).toHaveLength(1);
  });

  it('says so when the report fails, keeping the choice open', async () => {
    const { network, report } = await setUp(HER);
    network.fail('POST', /\/reports$/);
    await userEvent.click(report);
    await userEvent.click(screen.getByRole('radio', { name: 'Shares private details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(MESSAGES.reportFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Shares private details' })).toBeChecked();
  });

  it('closes on Escape or Cancel and returns focus to the button', async () => {
    const { network, report } = await setUp(HER);
    await userEvent.click(report);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(report).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(report).toHaveFocus();
    expect(network.requestsTo('POST', /\/reports$/)).toEqual([]);
  });
});
