import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ShareStoryPage from '@/features/share-story/share-story-page';
import { SHARE_STORY_ROUTE } from '@/features/share-story/share-story-test-utils';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

describe('Your Stories: a story under review', () => {
  it('says in words that it is hidden from readers until a moderator reviews it', async () => {
    const backend = createFakeBackend({
      user: SIGNED_IN_USER,
      stories: [
        makeStory(1, { title: 'Reported', owner_id: SIGNED_IN_USER.id, under_review: true }),
        makeStory(2, { title: 'Public', owner_id: SIGNED_IN_USER.id }),
      ],
    });
    renderWithProviders(<ShareStoryPage />, { ...SHARE_STORY_ROUTE, backend: backend });
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
