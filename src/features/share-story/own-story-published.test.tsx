// What each story's review before publishing says to her (waiting, sent back with its reason,
// changed by a moderator) is story-review.spec.ts' journey.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShareStoryPage, shareStory } from '@/features/share-story/share-story-test-utils';
import { hideStoryByReports } from '@/testing/seed';
import { dismissReports } from '@/testing/server-side';

describe('Your Stories: a published story, one hidden by reports, and one put back', () => {
  it('says which of her stories readers can see, which is hidden until a moderator reviews it, and which a moderator restored', async () => {
    await renderShareStoryPage({
      async before({ backend, server }) {
        const restored = await shareStory(backend, { title: 'Put back' });
        await shareStory(backend, { title: 'Out there' });
        const hidden = await shareStory(backend, { title: 'Still hidden' });
        await hideStoryByReports(server, restored.id);
        await dismissReports(server.db, restored.id);
        await hideStoryByReports(server, hidden.id, ['another-reporter@example.org']);
      },
    });
    const region = screen.getByRole('region', { name: 'Your Stories' });
    const restored = await within(region).findByRole('article', { name: 'Put back' });
    expect(restored).toHaveTextContent(
      'Restored. A moderator read the reports and put your story back. Readers can see it again.',
    );
    expect(restored).not.toHaveTextContent('Under review');

    const published = within(region).getByRole('article', { name: 'Out there' });
    expect(published).toHaveTextContent('Published. Readers can see this story.');
    expect(published).not.toHaveTextContent('Restored');

    // Hidden: never "Published"; hers to edit or delete still (its under-review notice:
    // moderation.spec.ts' journey).
    const hidden = within(region).getByRole('article', { name: 'Still hidden' });
    expect(hidden).not.toHaveTextContent('Published');
    expect(within(hidden).getByRole('link', { name: 'Edit' })).toBeVisible();
    expect(within(hidden).getByRole('button', { name: 'Delete' })).toBeVisible();
  });
});
