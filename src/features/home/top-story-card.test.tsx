import { render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TopStoryCard } from '@/features/home/top-story-card';
import { storyFixture } from '@/testing/story-fixture';
import { activateForTests } from '@/testing/i18n';
import { withI18n } from '@/testing/with-i18n';

const render = (ui: ReactElement) => renderPlain(ui, withI18n);

describe('TopStoryCard', () => {
  it('keeps a story with a content warning collapsed, title visible, until Show story', async () => {
    render(
      <TopStoryCard
        story={storyFixture(1, {
          title: 'Night',
          content: 'The words.',
          content_warning: 'Assault',
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Night' })).toBeInTheDocument();
    expect(screen.getByText('Assault')).toBeInTheDocument();
    expect(screen.queryByText('The words.')).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show story' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(screen.getByText('The words.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide story' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('names a story without a title (a voice message) Untitled story', () => {
    render(<TopStoryCard story={storyFixture(3, { title: '', content: '' })} />);
    expect(screen.getByRole('heading', { name: 'Untitled story' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Untitled story' })).toBeInTheDocument();
  });

  // A story without a warning shows its words at once: home-page.test.tsx's cards.
  it.each([
    ['en', '123,456', 'Reactions'],
    ['hi', '1,23,456', 'प्रतिक्रियाएँ'],
  ] as const)(
    'writes the reaction count with the digit grouping of the interface language (%s)',
    (locale, count, label) => {
      activateForTests(locale);
      try {
        render(<TopStoryCard story={storyFixture(4, { reactionsCount: 123456 })} />);
        expect(screen.getByText(count)).toBeInTheDocument();
        expect(screen.getByText(label)).toBeInTheDocument();
      } finally {
        activateForTests('en');
      }
    },
  );
});
