// The port contract for review before publishing (issue 36): with review off, the default on
// both backends, nothing waits and nothing is decided; on a deployment whose STORY_REVIEW is
// `all` (a server started with it; on Firebase the config document an admin wrote), a new story
// waits unseen by readers until an admin publishes it, redacted, or sends it back, and the audit
// log keeps each decision. Every role and the server's refusals, on both adapters.
import { describe, expect } from 'vitest';
import type { BackendPort } from '@/backend/port';
import { ANY_STRING } from '@/testing/expected';
import {
  CONTRACT_ADMIN_EMAIL,
  CONTRACT_PASSWORD,
  type ContractBackends,
} from '@/testing/port-contract-backends';
import { expectRefusal, storyInput, type ContractCase } from '@/testing/port-contract-helpers';

/** Whether a reader (visitor or signed in) finds the story anywhere public. */
async function seenBy(reader: BackendPort, storyId: string): Promise<boolean> {
  const [one, page, top] = await Promise.all([
    reader.stories.get(storyId),
    reader.stories.list({ sort: 'newest', tags: [] }),
    reader.stories.top(),
  ]);
  return (
    one !== null ||
    page.stories.some((story) => story.id === storyId) ||
    top.some((story) => story.id === storyId)
  );
}

async function everyoneSees(backends: ContractBackends, reader: BackendPort, storyId: string) {
  return [await seenBy(backends.visitor(), storyId), await seenBy(reader, storyId)];
}

function describeReviewAllCases(test: ContractCase): void {
  describe('review before publishing, all', () => {
    test('a new story waits unseen until an admin redacts and publishes it', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: reader } = await backends.user('reader');
      const { backend: admin } = await backends.admin();
      const story = await author.stories.create(storyInput('Names Ravi at the office'));
      // Not "under review" (that is reports'), but waiting.
      expect(story).toMatchObject({ review_state: 'waiting', under_review: false, is_mine: true });
      expect(await everyoneSees(backends, reader, story.id)).toEqual([false, false]);
      expect((await author.stories.mine()).map((mine) => mine.review_state)).toEqual(['waiting']);

      const queue = await admin.admin.reviewQueue({});
      expect(queue.stories.map((waiting) => waiting.id)).toEqual([story.id]);
      const published = await admin.admin.publishStory({
        storyId: story.id,
        title: 'Names a colleague at the office',
        content: story.content,
      });
      expect(published.review_state).toBeUndefined();
      expect(published.redacted_fields).toEqual(['title']);
      expect(await backends.visitor().stories.get(story.id)).toMatchObject({
        title: 'Names a colleague at the office',
        redacted_fields: ['title'],
      });
      expect(await everyoneSees(backends, reader, story.id)).toEqual([true, true]);
      expect(await admin.admin.reviewQueue({})).toEqual({ stories: [] });

      // A second decision on it, as a second admin's would be: it no longer waits.
      await expectRefusal(
        admin.admin.sendBackStory({ storyId: story.id, reason: 'other' }),
        'reviewNotWaiting',
      );
      const { entries } = await admin.admin.reviewAudit({});
      expect(entries).toEqual([
        {
          id: ANY_STRING,
          action: 'published',
          admin_email: CONTRACT_ADMIN_EMAIL,
          story_id: story.id,
          changed_fields: ['title'],
          created_at: ANY_STRING,
        },
      ]);
      expect(Number.isNaN(Date.parse(entries[0]?.created_at ?? ''))).toBe(false);
      // Never a word of the story, redacted or not.
      expect(JSON.stringify(entries)).not.toContain('Ravi');
    });

    test('a story sent back shows her the reason; her edit resubmits it, or she deletes it', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: reader } = await backends.user('reader');
      const { backend: admin } = await backends.admin();
      const story = await author.stories.create(storyInput('Where he lives'));
      const other = await author.stories.create(storyInput('Another one'));
      const queued = async () => (await admin.admin.reviewQueue({})).stories.map(({ id }) => id);
      const reason = 'private-details';
      const sentBack = { review_state: 'sent_back', review_reason: reason };
      expect(await admin.admin.sendBackStory({ storyId: story.id, reason })).toMatchObject(
        sentBack,
      );
      const mine = await author.stories.mine();
      expect(mine.find((hers) => hers.id === story.id)).toMatchObject(sentBack);
      expect(await everyoneSees(backends, reader, story.id)).toEqual([false, false]);
      expect(await queued()).toEqual([other.id]);

      const resubmitted = await author.stories.update(story.id, storyInput('Somewhere in town'));
      expect(resubmitted.review_state).toBe('waiting');
      expect(resubmitted.review_reason).toBeUndefined();
      expect(await everyoneSees(backends, reader, story.id)).toEqual([false, false]);
      // Oldest first: hers came in before the other one.
      expect(await queued()).toEqual([story.id, other.id]);

      await admin.admin.sendBackStory({ storyId: other.id, reason: 'not-personal-story' });
      await author.stories.remove(other.id);
      expect((await author.stories.mine()).map((hers) => hers.id)).toEqual([story.id]);

      const { entries } = await admin.admin.reviewAudit({});
      expect(entries.map((entry) => [entry.action, entry.reason, entry.story_id])).toEqual([
        // Deleted since: the entry no longer names it.
        ['sent_back', 'not-personal-story', undefined],
        ['sent_back', 'private-details', story.id],
      ]);
    });

    test('only admins see the queue, decide and read the log', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: reader } = await backends.user('reader');
      const story = await author.stories.create(storyInput('Waiting'));
      const visitor = backends.visitor();
      for (const caller of [reader, author]) {
        await expectRefusal(caller.admin.reviewQueue({}), 'forbidden');
        await expectRefusal(caller.admin.reviewAudit({}), 'forbidden');
        await expectRefusal(caller.admin.publishStory({ storyId: story.id }), 'forbidden');
        await expectRefusal(
          caller.admin.sendBackStory({ storyId: story.id, reason: 'other' }),
          'forbidden',
        );
      }
      await expectRefusal(visitor.admin.reviewQueue({}), 'signInRequired');
      await expectRefusal(visitor.admin.publishStory({ storyId: story.id }), 'signInRequired');
      expect((await author.stories.get(story.id))?.review_state).toBe('waiting');
    });

    test("an admin's erasure takes her name off her decisions, which stay", async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: admin } = await backends.admin();
      const story = await author.stories.create(storyInput('Decided'));
      await admin.admin.sendBackStory({ storyId: story.id, reason: 'other' });
      await admin.account.deleteAccount(CONTRACT_PASSWORD);
      // The address signs up again: a new account, made admin as the deployment makes it.
      const { backend: next } = await backends.admin();
      const { entries } = await next.admin.reviewAudit({});
      expect(entries.map((entry) => [entry.action, entry.admin_email, entry.story_id])).toEqual([
        ['sent_back', undefined, story.id],
      ]);
    });

    test('her data download has her waiting and sent-back stories; erasure removes them', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: admin } = await backends.admin();
      const waiting = await author.stories.create(storyInput('Still waiting'));
      const sentBack = await author.stories.create(storyInput('Sent back'));
      await admin.admin.sendBackStory({ storyId: sentBack.id, reason: 'identifies-person' });
      const { data } = await author.account.myData();
      expect(
        data.stories.map((story) => [story.id, story.review_state, story.review_reason]),
      ).toEqual([
        [waiting.id, 'waiting', undefined],
        [sentBack.id, 'sent_back', 'identifies-person'],
      ]);

      await author.account.deleteAccount(CONTRACT_PASSWORD);
      expect(await admin.admin.reviewQueue({})).toEqual({ stories: [] });
      expect(await admin.stories.get(waiting.id)).toBeNull();
      expect(await admin.stories.get(sentBack.id)).toBeNull();
    });
  });
}

/** `reviewing`: cases on a deployment whose STORY_REVIEW is `all`, when the run has one. */
export function describeReviewCases(test: ContractCase, reviewing?: ContractCase): void {
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
        'reviewNotWaiting',
      );
      await expectRefusal(
        admin.admin.sendBackStory({ storyId: story.id, reason: 'other' }),
        'reviewNotWaiting',
      );
      expect(await admin.admin.reviewAudit({})).toEqual({ entries: [] });
      expect((await backends.visitor().stories.get(story.id))?.title).toBe('Published at once');
    });
  });
  if (reviewing) describeReviewAllCases(reviewing);

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
      await expectRefusal(reader.admin.supportTotals({}), 'forbidden');
    });
  });
}
