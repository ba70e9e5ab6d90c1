import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { StoryCard } from '@/features/stories/story-card';
import { createFakeBackend, makeStory } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

const LONG = 'We talked for hours. '.repeat(LIMITS.storiesTruncateChars / 10);

function renderCard(story: Story) {
  renderWithProviders(<StoryCard story={story} onDeleted={() => undefined} />, {
    route: '/stories',
    backend: createFakeBackend({ stories: [story] }),
  });
  return screen.getByRole('article', { name: story.title });
}

describe('StoryCard: media and Read More', () => {
  it('shows all of a short story with no Read More, and offers its photo at once without fetching it', () => {
    const card = renderCard(
      makeStory(1, { content: 'Short and whole.', media_urls: ['/media/photo.jpg'] }),
    );
    expect(within(card).getByText('Short and whole.')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
    expect(within(card).getByText('Has a photo')).toBeVisible();
    expect(within(card).getByRole('button', { name: /^Show photo/ })).toBeVisible();
    expect(card.querySelectorAll('img, [src]')).toHaveLength(0);
  });

  it('says what a long story holds while it is closed, and keeps the media behind Read More', async () => {
    const card = renderCard(
      makeStory(1, {
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

  it('says a story behind a content warning has a video before the warning is opened', () => {
    const card = renderCard(
      makeStory(1, {
        content: 'What happened.',
        content_warning: 'Mentions violence',
        media_urls: ['/media/clip.mp4'],
      }),
    );
    expect(within(card).getByText('Has a video')).toBeVisible();
    expect(within(card).queryByText('What happened.')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
  });

  it('shows no media badge on a story with only text', () => {
    const card = renderCard(makeStory(1, { content: LONG }));
    expect(within(card).queryByText(/^Has /)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Read More' })).toBeVisible();
  });
});
