import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TapToLoadMedia } from '@/components/ui/tap-to-load-media';
import { withI18n } from '@/testing/with-i18n';

// A voice message fetched only once she taps Play audio, then played: share-story.spec.ts' story
// with a photo and an audio file at 360 px.
describe('TapToLoadMedia', () => {
  it('fetches no video until she taps it, then plays it', async () => {
    const { container } = render(
      <>
        <h2 id="title">Story 1</h2>
        <TapToLoadMedia
          url="/media/clip"
          kind="video"
          size={48 * 1024}
          label="Shared with the story"
          describedBy="title"
        />
      </>,
      withI18n,
    );
    expect(container.querySelector('[src]')).toBeNull();
    const tap = screen.getByRole('button', { name: 'Play video (48 KB)' });
    expect(tap).toHaveAccessibleDescription('Story 1');

    await userEvent.click(tap);
    const media = container.querySelector('[src]');
    expect(media?.tagName).toBe('VIDEO');
    expect(media).toHaveAttribute('src', '/media/clip');
    expect(media).toHaveAccessibleName('Shared with the story');
    expect(media).toHaveAttribute('controls');
    expect(media).toHaveAttribute('autoplay');
    expect(media).toHaveAttribute('preload', 'metadata');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
  // A size the story does not know: story-card.test.tsx's video, 'Play video (size unknown)'.
});
