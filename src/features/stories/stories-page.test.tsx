import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COPY } from '@/domain/copy';
import { STORY_TAGS } from '@/domain/vocabularies';
import StoriesPage from '@/features/stories/stories-page';

describe('StoriesPage', () => {
  it('offers every tag as a toggle and Clear Filters only while one is selected', async () => {
    render(<StoriesPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: COPY.storiesHeading }),
    ).toBeInTheDocument();
    for (const tag of STORY_TAGS) {
      expect(screen.getByRole('button', { name: tag })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.queryByRole('button', { name: COPY.clearFilters })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Recovery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Legal' }));
    expect(screen.getByRole('button', { name: 'Recovery' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Legal' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: COPY.clearFilters }));
    expect(screen.getByRole('button', { name: 'Recovery' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('button', { name: COPY.clearFilters })).not.toBeInTheDocument();
  });

  it('sorts by Newest by default and offers Oldest and Most Liked', async () => {
    render(<StoriesPage />);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue(COPY.sortNewest);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      COPY.sortNewest,
      COPY.sortOldest,
      COPY.sortMostLiked,
    ]);
    await userEvent.selectOptions(sort, COPY.sortMostLiked);
    expect(sort).toHaveDisplayValue(COPY.sortMostLiked);
  });
});
