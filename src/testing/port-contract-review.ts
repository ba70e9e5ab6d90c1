// The port contract for review before publishing (issue 36) with review off, the default on
// both backends (STORY_REVIEW on the server; Firebase has no review yet): the queue and the
// audit log are empty, and a published story is not one to decide. What review does when it is
// on is the server's route test (server/review/story-review.test.ts).
import { describe, expect } from 'vitest';
import { expectRefusal, storyInput, type ContractCase } from '@/testing/port-contract-helpers';

export function describeReviewCases(test: ContractCase): void {
  describe('review before publishing, off', () => {
    test('publishes at once: nothing waits, and nothing is decided', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: admin } = await backends.admin();
      const story = await author.stories.create(storyInput('Published at once'));
      expect(story.review_state).toBeUndefined();
      expect(await backends.visitor().stories.get(story.id)).toMatchObject({ id: story.id });

      expect(await admin.admin.reviewQueue({})).toEqual({ stories: [] });
      await expectRefusal(
        admin.admin.publishStory({ storyId: story.id, title: 'Changed' }),
        'conflict',
        'reviewNotWaiting',
      );
      await expectRefusal(
        admin.admin.sendBackStory({ storyId: story.id, reason: 'other' }),
        'conflict',
        'reviewNotWaiting',
      );
      expect(await admin.admin.reviewAudit({})).toEqual({ entries: [] });
      expect((await backends.visitor().stories.get(story.id))?.title).toBe('Published at once');
    });
  });

  describe('support totals', () => {
    test('an admin reads only the totals; a reader is refused', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: reader } = await backends.user('reader');
      const { backend: other } = await backends.user('other');
      const { backend: admin } = await backends.admin();
      const story = await author.stories.create(storyInput('Supported'));
      // Relative to what other cases sent before this one.
      const before = await admin.admin.supportTotals({});
      await reader.stories.sendSupport({ storyId: story.id, messageId: 'not-alone' });
      await other.stories.sendSupport({ storyId: story.id, messageId: 'stay-strong' });
      expect(await admin.admin.supportTotals({})).toEqual({
        messages: before.messages + 2,
        stories: before.stories + 1,
      });
      await expectRefusal(reader.admin.supportTotals({}), 'forbidden', 'forbidden');
    });
  });
}
