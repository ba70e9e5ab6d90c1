// Edit Story under review before publishing (issue 36, STORY_REVIEW=all): her edit of a story a
// moderator sent back puts it back in the queue, and the toast tells her so.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { seedUser } from '@/testing/seed';
import { sendBackStory } from '@/testing/server-side';
import {
  expectToast,
  renderEditStoryPage,
  savedStory,
} from '@/features/edit-story/edit-story-test-utils';

describe('Edit Story: a story sent back for review', () => {
  it('goes back to the queue when she updates it, and says so', async () => {
    const page = await renderEditStoryPage({
      storyReview: 'all',
      async id({ server }, story) {
        const adminId = await seedUser(server, 'moderator@example.org');
        await sendBackStory(server.db, { storyId: story.id, adminId, reason: 'private-details' });
        return story.id;
      },
    });
    const title = await screen.findByLabelText('Title');
    await page.user.clear(title);
    await page.user.type(title, 'Without the street name');
    await page.user.click(screen.getByRole('button', { name: /^Update Story/ }));
    await expectToast(MESSAGES.storyResubmittedForReview);
    // Waiting again, as the port contract proves ('a story sent back shows her the reason; her edit
    // resubmits it, or she deletes it').
    expect((await savedStory(page, page.story.id))?.review_state).toBe('waiting');
  });
});
