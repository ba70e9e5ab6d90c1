import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import type { StoryQuery } from '@/backend/port';
import type { Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { MESSAGES } from '@/domain/messages';
import { SUPPORT_MESSAGES } from '@/domain/support-messages';
import { REPORT_REASONS, STORY_TAGS, TRANSLATION_LANGUAGES } from '@/domain/vocabularies';
import StoriesPage from '@/features/stories/stories-page';
import { STORIES_PAGE_SIZE } from '@/features/stories/use-story-feed';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

/** The story cards shown, by title. */
function titles() {
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
}

async function waitForStories() {
  await waitFor(() => expect(screen.queryByText('Loading stories...')).not.toBeInTheDocument());
}

function lastListQuery(backend: FakeBackend): StoryQuery {
  return backend.callsTo('stories.list').at(-1)?.args[0] as StoryQuery;
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('StoriesPage: list, filters and paging', () => {
  it('shows Loading stories... until the first page arrives', async () => {
    const backend = createFakeBackend({ stories: 3 });
    const held = backend.hold('stories.list');
    renderWithProviders(<StoriesPage />, { route: '/stories', backend });
    expect(screen.getByRole('status')).toHaveTextContent('Loading stories...');
    held.releaseAll();
    expect(await screen.findByRole('article', { name: 'Story 1' })).toBeInTheDocument();
    expect(screen.queryByText('Loading stories...')).not.toBeInTheDocument();
  });

  it('makes exactly one list call for the first page of 10,000 stories', async () => {
    const { backend } = renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({ stories: 10_000 }),
    });
    await waitForStories();
    expect(screen.getAllByRole('article')).toHaveLength(STORIES_PAGE_SIZE);
    expect(backend.callCount('stories.list')).toBe(1);
    expect(lastListQuery(backend)).toEqual({ tags: [], sort: 'newest', limit: STORIES_PAGE_SIZE });
    expect(backend.calls).toHaveLength(1);
  });

  it('offers every tag as a toggle and Clear Filters only while one is selected', async () => {
    const { backend } = renderWithProviders(<StoriesPage />, { route: '/stories' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Stories of Strength' }),
    ).toBeInTheDocument();
    for (const tag of STORY_TAGS) {
      expect(screen.getByRole('button', { name: tag })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Recovery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Legal' }));
    expect(screen.getByRole('button', { name: 'Recovery' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Legal' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByRole('button', { name: 'Recovery' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    await waitForStories();
    expect(lastListQuery(backend).tags).toEqual([]);
  });

  it('asks the backend for stories with any selected tag', async () => {
    const { backend } = renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({
        stories: [
          makeStory(1, { title: 'Recovering', tags: ['Recovery'] }),
          makeStory(2, { title: 'In court', tags: ['Legal', 'Support'] }),
          makeStory(3, { title: 'At work', tags: ['Workplace Harassment'] }),
          makeStory(4, { title: 'Both', tags: ['Recovery', 'Legal'] }),
        ],
      }),
    });
    await waitForStories();
    expect(titles()).toEqual(['Recovering', 'In court', 'At work', 'Both']);

    await userEvent.click(screen.getByRole('button', { name: 'Recovery' }));
    await waitForStories();
    expect(lastListQuery(backend)).toEqual({
      tags: ['Recovery'],
      sort: 'newest',
      limit: STORIES_PAGE_SIZE,
    });
    expect(titles()).toEqual(['Recovering', 'Both']);

    await userEvent.click(screen.getByRole('button', { name: 'Legal' }));
    await waitForStories();
    expect(lastListQuery(backend).tags).toEqual(['Recovery', 'Legal']);
    expect(titles()).toEqual(['Recovering', 'In court', 'Both']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitForStories();
    expect(titles()).toHaveLength(4);
    expect(backend.callCount('stories.list')).toBe(4);
  });

  it.each([
    ['Oldest', 'oldest', ['Story 3', 'Story 2', 'Story 1']],
    ['Most Liked', 'likes', ['Story 2', 'Story 3', 'Story 1']],
  ] as const)('sorting by %s asks the backend for %s', async (label, sort, expected) => {
    const { backend } = renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({
        stories: [
          makeStory(1, { reactionsCount: 1 }),
          makeStory(2, { reactionsCount: 9 }),
          makeStory(3, { reactionsCount: 5 }),
        ],
      }),
    });
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveDisplayValue('Newest');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest', 'Oldest', 'Most Liked']);
    await waitForStories();
    expect(lastListQuery(backend).sort).toBe('newest');
    expect(titles()).toEqual(['Story 1', 'Story 2', 'Story 3']);

    await userEvent.selectOptions(select, label);
    await waitForStories();
    expect(lastListQuery(backend)).toEqual({ sort, tags: [], limit: STORIES_PAGE_SIZE });
    expect(titles()).toEqual(expected);

    await userEvent.selectOptions(select, 'Newest');
    await waitForStories();
    expect(lastListQuery(backend).sort).toBe('newest');
  });

  it('ignores a slower reply to an older query', async () => {
    const backend = createFakeBackend({
      stories: [makeStory(1, { reactionsCount: 1 }), makeStory(2, { reactionsCount: 9 })],
    });
    const held = backend.hold('stories.list');
    renderWithProviders(<StoriesPage />, { route: '/stories', backend });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most Liked');
    await waitFor(() => expect(held.waiting).toBe(2));

    held.release(1); // Most Liked answers first...
    expect(await screen.findByRole('article', { name: 'Story 2' })).toBeInTheDocument();
    expect(titles()).toEqual(['Story 2', 'Story 1']);
    held.release(0); // ...then the stale Newest reply arrives and is dropped.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(titles()).toEqual(['Story 2', 'Story 1']);
  });

  it('loads the next page by cursor and hides Load more after the last one', async () => {
    const { backend } = renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({ stories: 25 }),
    });
    await waitForStories();
    expect(screen.getAllByRole('article')).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(lastListQuery(backend)).toMatchObject({ cursor: '10', sort: 'newest', tags: [] });

    await userEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(lastListQuery(backend).cursor).toBe('20');
    expect(titles().at(-1)).toBe('Story 25');
    expect(screen.queryByRole('button', { name: 'Load more stories' })).not.toBeInTheDocument();
    expect(backend.callCount('stories.list')).toBe(3);
  });

  it('shows Loading more stories... while the next page is on its way', async () => {
    const { backend } = renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({ stories: 15 }),
    });
    await waitForStories();
    const held = backend.hold('stories.list');
    await userEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    const button = screen.getByRole('button', { name: 'Loading more stories...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(held.waiting).toBe(1);
    held.releaseAll();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
  });

  it('drops a next page that arrives after the filters changed', async () => {
    const { backend } = renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({
        stories: Array.from({ length: 15 }, (_, i) =>
          makeStory(i + 1, { tags: [i === 0 ? 'Recovery' : 'Legal'] }),
        ),
      }),
    });
    await waitForStories();
    const held = backend.hold('stories.list');
    await userEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recovery' }));
    await waitFor(() => expect(held.waiting).toBe(2));

    held.release(1); // the Recovery list
    expect(await screen.findByRole('article', { name: 'Story 1' })).toBeInTheDocument();
    expect(titles()).toEqual(['Story 1']);
    held.release(0); // page two of the unfiltered list, no longer wanted
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(titles()).toEqual(['Story 1']);
  });

  it('says so when no story matches', async () => {
    renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({ stories: [makeStory(1, { tags: ['Legal'] })] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Recovery' }));
    expect(await screen.findByText('No stories found matching your criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the fetch failure toast and lets the reader try again', async () => {
    const backend = createFakeBackend({
      stories: 2,
      failWith: { 'stories.list': new BackendError('network', 'offline') },
    });
    renderWithProviders(<StoriesPage />, { route: '/stories', backend });
    expect(await screen.findByText(MESSAGES.storiesFetchFailed)).toBeInTheDocument();
    expect(screen.queryByText('No stories found matching your criteria.')).not.toBeInTheDocument();

    backend.fail('stories.list', null);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Story 1' })).toBeInTheDocument();
  });

  it('says she is offline, and loads the stories by itself once the connection is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const backend = createFakeBackend({
        stories: 2,
        failWith: { 'stories.list': new BackendError('network', 'offline') },
      });
      renderWithProviders(<StoriesPage />, { route: '/stories', backend });
      expect(
        await screen.findByText('You are offline. Stories will load when you are back online.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Stories could not be loaded just now.')).not.toBeInTheDocument();

      backend.fail('stories.list', null);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(await screen.findByRole('article', { name: 'Story 1' })).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('does not ask again by itself when loading fails with a connection', async () => {
    const backend = createFakeBackend({
      stories: 2,
      failWith: { 'stories.list': new BackendError('unavailable', 'down', 503) },
    });
    renderWithProviders(<StoriesPage />, { route: '/stories', backend });
    expect(await screen.findByText('Stories could not be loaded just now.')).toBeInTheDocument();
    const calls = backend.callCount('stories.list');
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.callCount('stories.list')).toBe(calls);
  });

  it('shows the fetch failure toast when a later page fails, keeping the list', async () => {
    const { backend } = renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({ stories: 12 }),
    });
    await waitForStories();
    backend.fail('stories.list', new BackendError('network', 'offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Load more stories' }));
    expect(await screen.findByText(MESSAGES.storiesFetchFailed)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Load more stories' })).toBeInTheDocument();
  });
});

describe('StoriesPage: a story card', () => {
  async function renderOne(story: Story, user = SIGNED_IN_USER as typeof SIGNED_IN_USER | null) {
    const { backend } = renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({ user, stories: [story] }),
    });
    await waitForStories();
    return { backend, card: card(story.title) };
  }

  it('shows the author as Anon_ and 6 characters, and the tags', async () => {
    const { card } = await renderOne(
      makeStory(1, { author_id: 'zyxwvutsrq', tags: ['Healing', 'Support'] }),
    );
    expect(within(card).getByText('Anon_zyxwvu')).toBeInTheDocument();
    expect(within(card).queryByText('Anon_zyxwvut')).not.toBeInTheDocument();
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Healing', 'Support']);
  });

  it('cuts the text at 400 characters with Read More / Show Less', async () => {
    const long = 'c'.repeat(LIMITS.storiesTruncateChars) + 'END';
    const { card } = await renderOne(makeStory(1, { content: long }));
    expect(within(card).getByText(`${'c'.repeat(400)}...`)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Read More' }));
    expect(within(card).getByText(long)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Show Less' }));
    expect(within(card).getByText(`${'c'.repeat(400)}...`)).toBeInTheDocument();
  });

  it('has no Read More for a short story without media', async () => {
    const { card } = await renderOne(makeStory(1, { content: 'd'.repeat(400) }));
    expect(within(card).getByText('d'.repeat(400))).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it('shows the media of a long story by kind only once it is opened, each loaded only when tapped, with its size', async () => {
    const { card } = await renderOne(
      makeStory(1, {
        content: 'Long. '.repeat(LIMITS.storiesTruncateChars),
        media_urls: [
          '/media/photo.JPG',
          '/media/clip.mp4?token=1',
          '/media/voice.mp3',
          '/media/notes.txt',
        ],
        media_sizes: [1.2 * 1024 * 1024, null, 48 * 1024, 10],
      }),
    );
    expect(card.querySelectorAll('img, video, audio')).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Read More' }));
    // Opened: offered, not fetched. Nothing in the page has a source yet.
    expect(card.querySelectorAll('img, video, audio, [src]')).toHaveLength(0);
    const showPhoto = within(card).getByRole('button', { name: `${'Show photo'} (1.2 MB)` });
    expect(showPhoto).toHaveAccessibleDescription('Story 1');
    const playVideo = within(card).getByRole('button', {
      name: `${'Play video'} (${'size unknown'})`,
    });
    const playAudio = within(card).getByRole('button', { name: `${'Play audio'} (48 KB)` });

    await userEvent.click(showPhoto);
    const image = within(card).getByRole('img', { name: 'Image shared with the story' });
    expect(image).toHaveAttribute('src', '/media/photo.JPG');
    await waitFor(() => expect(image).toHaveFocus());
    expect(card.querySelectorAll('video, audio')).toHaveLength(0);

    await userEvent.click(playVideo);
    const video = card.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/clip.mp4?token=1');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName('Video shared with the story');
    await userEvent.click(playAudio);
    const audio = card.querySelector('audio');
    expect(audio).toHaveAttribute('src', '/media/voice.mp3');
    expect(audio).toHaveAttribute('controls');
    expect(card.querySelectorAll('img, video, audio')).toHaveLength(3);

    await userEvent.click(within(card).getByRole('button', { name: 'Show Less' }));
    expect(card.querySelectorAll('img, video, audio')).toHaveLength(0);
  });

  it('keeps a story with a content warning collapsed until the reader asks for it', async () => {
    const { card } = await renderOne(
      makeStory(1, {
        content: 'What happened that night.',
        tags: ['Recovery'],
        content_warning: 'Mentions physical violence',
      }),
    );
    expect(within(card).getByRole('heading', { name: 'Story 1' })).toBeInTheDocument();
    expect(card).toHaveTextContent(`${'Content warning:'} Mentions physical violence`);
    expect(card).not.toHaveTextContent('What happened that night.');
    expect(within(card).queryByRole('list', { name: 'Tags' })).toBeNull();

    const show = within(card).getByRole('button', { name: 'Show story' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(show).toHaveAccessibleDescription('Story 1');
    await userEvent.click(show);
    expect(card).toHaveTextContent('What happened that night.');
    const hide = within(card).getByRole('button', { name: 'Hide story' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(card).not.toHaveTextContent('What happened that night.');
  });

  it('shows the translate select on Original, offering the 12 languages', async () => {
    const { card } = await renderOne(makeStory(1));
    const select = await within(card).findByRole('combobox', { name: 'Translate' });
    expect(select).toBeEnabled();
    expect(select).toHaveAccessibleDescription('Story 1');
    expect(select).toHaveDisplayValue('Original');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Original', ...TRANSLATION_LANGUAGES.map((language) => language.name)]);
  });
});

describe('StoriesPage: reactions', () => {
  async function setUp(user: typeof SIGNED_IN_USER | null) {
    const { backend } = renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({ user, stories: [makeStory(1, { reactionsCount: 4 })] }),
    });
    await waitForStories();
    const like = within(card('Story 1')).getByRole('button', { name: `${'Like'} 4` });
    return { backend, like };
  }

  it('asks a signed-out reader to sign in, without calling the backend', async () => {
    const { backend, like } = await setUp(null);
    await userEvent.click(like);
    expect(await screen.findByText(MESSAGES.reactionSignInRequired)).toBeInTheDocument();
    expect(backend.callCount('stories.react')).toBe(0);
  });

  it('adds the reaction and shows the count the backend returns', async () => {
    const { backend, like } = await setUp(SIGNED_IN_USER);
    const stored = backend.db.stories.find((story) => story.id === 'story-1');
    if (stored) stored.reactionsCount = 10; // others reacted meanwhile
    await userEvent.click(like);
    expect(await screen.findByText(MESSAGES.reactionAdded)).toBeInTheDocument();
    expect(like).toHaveAccessibleName(`${'Like'} 11`);
    expect(backend.callsTo('stories.react')[0]?.args).toEqual(['story-1']);
  });

  it('says so on a second heart for the same story', async () => {
    const { like } = await setUp(SIGNED_IN_USER);
    await userEvent.click(like);
    await screen.findByText(MESSAGES.reactionAdded);
    await userEvent.click(like);
    expect(await screen.findByText(MESSAGES.reactionDuplicate)).toBeInTheDocument();
    expect(like).toHaveAccessibleName(`${'Like'} 5`);
  });

  it('says so when the reaction fails', async () => {
    const { backend, like } = await setUp(SIGNED_IN_USER);
    backend.fail('stories.react', new BackendError('unavailable', 'down', 503));
    await userEvent.click(like);
    expect(await screen.findByText(MESSAGES.reactionFailed)).toBeInTheDocument();
    expect(like).toHaveAccessibleName(`${'Like'} 4`);
  });
});

describe('StoriesPage: Send Support', () => {
  it('shows one of the 15 support messages', async () => {
    renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({ stories: 1 }),
    });
    await waitForStories();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await userEvent.click(screen.getByRole('button', { name: 'Send Support' }));
    expect(await screen.findByText(MESSAGES[SUPPORT_MESSAGES[7].key])).toBeInTheDocument();

    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    await userEvent.click(screen.getByRole('button', { name: 'Send Support' }));
    expect(await screen.findByText(MESSAGES[SUPPORT_MESSAGES[14].key])).toBeInTheDocument();
  });
});

describe('StoriesPage: reporting', () => {
  async function setUp(user: typeof SIGNED_IN_USER | null) {
    const { backend } = renderWithProviders(<StoriesPage />, {
      route: '/stories',
      backend: createFakeBackend({ user, stories: 1 }),
    });
    await waitForStories();
    return { backend, report: screen.getByRole('button', { name: 'Report story' }) };
  }

  it('asks a signed-out reader to sign in, offering Sign In that brings her back', async () => {
    const { backend, report } = await setUp(null);
    await userEvent.click(report);
    expect(await screen.findByText(MESSAGES.reportSignInRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fstories',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.callCount('stories.report')).toBe(0);
  });

  it('reports with the chosen reason and thanks the reader', async () => {
    const { backend, report } = await setUp(SIGNED_IN_USER);
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
    expect(backend.callsTo('stories.report')[0]?.args).toEqual(['story-1', 'spam']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reported' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('tells the reader she already reported it when the backend refuses a repeat', async () => {
    const { backend, report } = await setUp(SIGNED_IN_USER);
    backend.fail('stories.report', new BackendError('conflict', 'already', 409));
    await userEvent.click(report);
    await userEvent.click(screen.getByRole('radio', { name: 'Harassment or hate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(MESSAGES.reportDuplicate)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.reportAdded)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.reportFailed)).not.toBeInTheDocument();
  });

  it('says so when the report fails, keeping the choice open', async () => {
    const { backend, report } = await setUp(SIGNED_IN_USER);
    backend.fail('stories.report', new BackendError('network', 'offline'));
    await userEvent.click(report);
    await userEvent.click(screen.getByRole('radio', { name: 'Shares private details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(MESSAGES.reportFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Shares private details' })).toBeChecked();
  });

  it('closes on Escape or Cancel and returns focus to the button', async () => {
    const { backend, report } = await setUp(SIGNED_IN_USER);
    await userEvent.click(report);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(report).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(report).toHaveFocus();
    expect(backend.callCount('stories.report')).toBe(0);
  });
});
