import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COPY } from '@/domain/copy';
import { TopStoryCard } from '@/features/home/top-story-card';
import { makeStory } from '@/testing/fake-backend';

describe('TopStoryCard', () => {
  it('keeps a story with a content warning collapsed, title visible, until Show story', async () => {
    render(
      <TopStoryCard
        story={makeStory(1, { title: 'Night', content: 'The words.', content_warning: 'Assault' })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Night' })).toBeInTheDocument();
    expect(screen.getByText('Assault')).toBeInTheDocument();
    expect(screen.queryByText('The words.')).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: COPY.showStory });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(screen.getByText('The words.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: COPY.hideStory })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('names a story without a title (a voice message) Untitled story', () => {
    render(<TopStoryCard story={makeStory(3, { title: '', content: '' })} />);
    expect(screen.getByRole('heading', { name: COPY.untitledStory })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: COPY.untitledStory })).toBeInTheDocument();
  });

  it('shows a story without a warning as before', () => {
    render(<TopStoryCard story={makeStory(2, { title: 'Day', content: 'Open words.' })} />);
    expect(screen.getByText('Open words.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COPY.showStory })).not.toBeInTheDocument();
  });
});
