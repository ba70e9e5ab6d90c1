import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COPY } from '@/domain/copy';
import { MODERATION_COPY } from '@/domain/copy/moderation';
import { SHARE_STORY_COPY } from '@/domain/copy/share-story';
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
        makeStory(1, { title: 'Reported', author_id: SIGNED_IN_USER.id, under_review: true }),
        makeStory(2, { title: 'Public', author_id: SIGNED_IN_USER.id }),
      ],
    });
    renderWithProviders(<ShareStoryPage />, { ...SHARE_STORY_ROUTE, backend: backend });
    const region = screen.getByRole('region', { name: SHARE_STORY_COPY.yourStories });
    const reported = await within(region).findByRole('article', { name: 'Reported' });
    expect(reported).toHaveTextContent(
      `${MODERATION_COPY.underReview}. ${MODERATION_COPY.underReviewText}`,
    );
    // She can still edit and delete it.
    expect(within(reported).getByRole('link', { name: COPY.editStoryAction })).toBeVisible();
    expect(within(reported).getByRole('button', { name: COPY.deleteStoryAction })).toBeVisible();

    const visible = within(region).getByRole('article', { name: 'Public' });
    expect(visible).not.toHaveTextContent(MODERATION_COPY.underReview);
  });
});
