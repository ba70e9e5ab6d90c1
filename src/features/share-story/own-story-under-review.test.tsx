import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShareStoryPage, shareStory } from '@/features/share-story/share-story-test-utils';
import { hideStoryByReports } from '@/testing/seed';

describe('Your Stories: a story under review', () => {
  it('says in words that it is hidden from readers until a moderator reviews it', async () => {
    await renderShareStoryPage({
      async before({ backend, server }) {
        const reported = await shareStory(backend, { title: 'Reported' });
        await shareStory(backend, { title: 'Public' });
        await hideStoryByReports(server, reported.id);
      },
    });
    const region = screen.getByRole('region', { name: 'Your Stories' });
    const reported = await within(region).findByRole('article', { name: 'Reported' });
    expect(reported).toHaveTextContent(
      `Under review. A few readers asked us to look at this story, so it is hidden from others until a moderator reviews it. You can still read, edit or delete it.`,
    );
    // She can still edit and delete it.
    expect(within(reported).getByRole('link', { name: 'Edit' })).toBeVisible();
    expect(within(reported).getByRole('button', { name: 'Delete' })).toBeVisible();

    const visible = within(region).getByRole('article', { name: 'Public' });
    expect(visible).not.toHaveTextContent('Under review');
  });
});
