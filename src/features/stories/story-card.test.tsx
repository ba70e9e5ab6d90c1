// A story card as the list hands it one: the story is a prop (story-fixture.ts), and the card's
// backend, which nothing here calls, is a visitor's browser of a test server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { StoryCard } from '@/features/stories/story-card';
import { renderWithProviders } from '@/testing/render-with-providers';
import { storyFixture } from '@/testing/story-fixture';
import { startTestBackend } from '@/testing/test-backend';

const LONG = 'We talked for hours. '.repeat(LIMITS.storiesTruncateChars / 10);

async function renderCard(story: Story) {
  const { backend } = await startTestBackend();
  renderWithProviders(<StoryCard story={story} onDeleted={() => undefined} />, {
    route: '/stories',
    backend,
  });
  return screen.getByRole('article', { name: story.title });
}

describe('StoryCard: author, tags and text', () => {
  it('shows the author as Anon_ and 6 characters of the story’s pseudonym, and the tags', async () => {
    const card = await renderCard(
      storyFixture(1, { author_id: 'zyxwvutsrq', tags: ['Healing', 'Support'] }),
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
    const card = await renderCard(storyFixture(1, { content: long }));
    expect(within(card).getByText(`${'c'.repeat(400)}...`)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Read More' }));
    expect(within(card).getByText(long)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Show Less' }));
    expect(within(card).getByText(`${'c'.repeat(400)}...`)).toBeInTheDocument();
    // Text alone: no media badge.
    expect(within(card).queryByText(/^Has /)).not.toBeInTheDocument();
  });
  // A story behind a content warning, collapsed until she asks: content-warning.spec.ts.
});

describe('StoryCard: media and Read More', () => {
  // A short story whole with no Read More, its photo offered at once and not fetched:
  // field-fixes.spec.ts' journey.
  it('says what a long story holds while it is closed, and keeps the media behind Read More', async () => {
    const card = await renderCard(
      storyFixture(1, {
        content: LONG,
        media_urls: ['/media/a.png', '/media/b.jpeg', '/media/voice.weba', '/media/notes.txt'],
      }),
    );
    const badges = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(badges).toEqual(expect.arrayContaining(['Has 2 photos', 'Has a voice note']));
    expect(within(card).queryByText('Has a video')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Show photo/ })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Read More' }));
    expect(within(card).getAllByRole('button', { name: /^Show photo/ })).toHaveLength(2);
    expect(within(card).getByRole('button', { name: /^Play audio/ })).toBeVisible();
    expect(within(card).getByText('Has 2 photos')).toBeVisible();
  });

  it('loads each medium of an opened story only when tapped, with its size, and drops them on Show Less', async () => {
    const card = await renderCard(
      storyFixture(1, {
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
    await userEvent.click(within(card).getByRole('button', { name: 'Read More' }));
    // Opened: offered, not fetched. Nothing in the page has a source yet.
    expect(card.querySelectorAll('img, video, audio, [src]')).toHaveLength(0);
    const showPhoto = within(card).getByRole('button', { name: 'Show photo (1.2 MB)' });
    expect(showPhoto).toHaveAccessibleDescription('Story 1');
    const playVideo = within(card).getByRole('button', { name: 'Play video (size unknown)' });
    const playAudio = within(card).getByRole('button', { name: 'Play audio (48 KB)' });

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

  it('says a story behind a content warning has a video before the warning is opened', async () => {
    const card = await renderCard(
      storyFixture(1, {
        content: 'What happened.',
        content_warning: 'Mentions violence',
        media_urls: ['/media/clip.mp4'],
      }),
    );
    expect(within(card).getByText('Has a video')).toBeVisible();
    expect(within(card).queryByText('What happened.')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
  });
});
