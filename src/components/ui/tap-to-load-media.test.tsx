import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COPY } from '@/domain/copy';
import { TapToLoadMedia } from '@/components/ui/tap-to-load-media';

const PLAYERS = [
  { kind: 'video', action: COPY.playVideo, tag: 'VIDEO' },
  { kind: 'audio', action: COPY.playAudio, tag: 'AUDIO' },
] as const;

describe('TapToLoadMedia', () => {
  it.each(PLAYERS)('fetches no $kind until she taps it, then plays it', async (player) => {
    const { container } = render(
      <>
        <h2 id="title">Story 1</h2>
        <TapToLoadMedia
          url="/media/clip"
          kind={player.kind}
          size={48 * 1024}
          label="Shared with the story"
          describedBy="title"
        />
      </>,
    );
    expect(container.querySelector('[src]')).toBeNull();
    const tap = screen.getByRole('button', { name: `${player.action} (48 KB)` });
    expect(tap).toHaveAccessibleDescription('Story 1');

    await userEvent.click(tap);
    const media = container.querySelector('[src]');
    expect(media?.tagName).toBe(player.tag);
    expect(media).toHaveAttribute('src', '/media/clip');
    expect(media).toHaveAccessibleName('Shared with the story');
    expect(media).toHaveAttribute('controls');
    expect(media).toHaveAttribute('autoplay');
    expect(media).toHaveAttribute('preload', 'metadata');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the size is unknown', () => {
    render(<TapToLoadMedia url="/media/clip" kind="video" size={null} label="Video" />);
    expect(
      screen.getByRole('button', { name: `${COPY.playVideo} (${COPY.mediaSizeUnknown})` }),
    ).toBeInTheDocument();
  });
});
