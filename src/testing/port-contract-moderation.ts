// The port contract for reports and moderation: one report per reader, hiding by verified
// reports, the admin's review (dismiss, delete) and the admin port's refusals.
import { describe, expect } from 'vitest';
import type { AdminPort, BackendPort } from '@/backend/port';
import { LIMITS } from '@/domain/limits';
import {
  asOthersSeeIt,
  expectRefusal,
  storyInput,
  UNKNOWN_ID,
  type ContractCase,
} from '@/testing/port-contract-helpers';

/** Every admin call, each on something that does not exist. */
const ADMIN_CALLS: ((admin: AdminPort) => Promise<unknown>)[] = [
  (admin) => admin.pendingRequests(),
  (admin) => admin.approvedNgos(),
  (admin) => admin.approveRequest(UNKNOWN_ID, 'General'),
  (admin) => admin.rejectRequest(UNKNOWN_ID),
  (admin) => admin.deleteNgo(UNKNOWN_ID),
  (admin) => admin.reportedStories(),
  (admin) => admin.dismissReports(UNKNOWN_ID),
  (admin) => admin.deleteStory(UNKNOWN_ID),
  (admin) => admin.reviewQueue({}),
  (admin) => admin.publishStory({ storyId: UNKNOWN_ID }),
  (admin) => admin.sendBackStory({ storyId: UNKNOWN_ID, reason: 'other' }),
  (admin) => admin.reviewAudit({}),
];

export function describeModerationCases(test: ContractCase): void {
  describe('reports and moderation', () => {
    test('takes one report per reader and lets an admin review and dismiss it', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: reader } = await backends.user('reader');
      const { backend: admin } = await backends.admin();
      const story = await author.stories.create(storyInput('Reported'));

      await reader.stories.report(story.id, 'identifies-person');
      await expectRefusal(reader.stories.report(story.id, 'spam'), 'reportDuplicate');
      await expectRefusal(reader.stories.report(UNKNOWN_ID, 'spam'), 'storyNotFound');
      expect(await admin.admin.reportedStories()).toEqual([
        {
          story: asOthersSeeIt(story),
          reportCount: 1,
          reasons: { 'identifies-person': 1 },
          hidden: false,
        },
      ]);

      await admin.admin.dismissReports(story.id);
      expect(await admin.admin.reportedStories()).toEqual([]);
      expect(await backends.visitor().stories.get(story.id)).toEqual(asOthersSeeIt(story));
      await expectRefusal(admin.admin.dismissReports(UNKNOWN_ID), 'storyNotFound');
    });

    test('keeps a dismissed report, so its reader cannot report the story again', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: reader } = await backends.user('reader');
      const { backend: admin } = await backends.admin();
      const story = await author.stories.create(storyInput('Reported'));
      await reader.stories.report(story.id, 'spam');
      await admin.admin.dismissReports(story.id);
      await expectRefusal(reader.stories.report(story.id, 'spam'), 'reportDuplicate');
      expect(await admin.admin.reportedStories()).toEqual([]);
    });

    test('hides a story after enough verified reports until an admin dismisses them', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: admin } = await backends.admin();
      const created = await author.stories.create(storyInput('Reported'));
      const readers: BackendPort[] = [];
      for (let i = 0; i < LIMITS.reportsToHideStory; i += 1) {
        readers.push((await backends.user(`r${i}`)).backend);
      }
      const [first, ...others] = readers;
      if (!first) throw new Error('no readers');
      await first.stories.report(created.id, 'spam');
      for (const reader of others) await reader.stories.report(created.id, 'harassment');

      const hidden = { ...created, under_review: true };
      const visitor = backends.visitor();
      expect(await visitor.stories.get(created.id)).toBeNull();
      expect((await visitor.stories.list({ tags: [], sort: 'newest' })).stories).toEqual([]);
      expect(await visitor.stories.top()).toEqual([]);
      expect(await author.stories.mine()).toEqual([hidden]);
      expect(await author.stories.get(created.id)).toEqual(hidden);
      expect(await admin.stories.get(created.id)).toEqual(asOthersSeeIt(hidden));

      // To everyone else it is missing, whatever they ask of it.
      const { backend: other } = await backends.user('other');
      expect(await other.stories.get(created.id)).toBeNull();
      await expectRefusal(other.stories.update(created.id, storyInput('Taken')), 'storyNotFound');
      await expectRefusal(other.stories.remove(created.id), 'storyNotFound');
      await expectRefusal(other.stories.react(created.id), 'storyNotFound');
      await expectRefusal(other.stories.report(created.id, 'spam'), 'storyNotFound');

      expect(await admin.admin.reportedStories()).toEqual([
        {
          story: asOthersSeeIt(hidden),
          reportCount: LIMITS.reportsToHideStory,
          reasons: { spam: 1, harassment: LIMITS.reportsToHideStory - 1 },
          hidden: true,
        },
      ]);
      await admin.admin.dismissReports(created.id);
      expect(await admin.admin.reportedStories()).toEqual([]);
      expect(await visitor.stories.get(created.id)).toEqual(asOthersSeeIt(created));
      expect(await visitor.stories.top()).toEqual([asOthersSeeIt(created)]);
    });

    test('an admin putting a hidden story back marks it restored to its author only', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: admin } = await backends.admin();
      const { backend: other } = await backends.user('other');
      const created = await author.stories.create(storyInput('Put back'));
      const hideIt = async (round: string) => {
        for (let i = 0; i < LIMITS.reportsToHideStory; i += 1) {
          const { backend } = await backends.user(`${round}${i}`);
          await backend.stories.report(created.id, 'spam');
        }
      };
      // Dismissing reports that never hid it is no restoring.
      await (await backends.user('early')).backend.stories.report(created.id, 'spam');
      await admin.admin.dismissReports(created.id);
      expect(await author.stories.mine()).toEqual([created]);

      await hideIt('a');
      await admin.admin.dismissReports(created.id);
      const restored = { ...created, restored: true };
      expect(await author.stories.mine()).toEqual([restored]);
      expect(await author.stories.get(created.id)).toEqual(restored);
      // Readers never learn that reports had hidden it, nor do admins' reads say so.
      expect(await backends.visitor().stories.get(created.id)).toEqual(asOthersSeeIt(created));
      expect(await other.stories.get(created.id)).toEqual(asOthersSeeIt(created));
      expect((await other.stories.list({ tags: [], sort: 'newest' })).stories).toEqual([
        asOthersSeeIt(created),
      ]);
      expect(await admin.stories.get(created.id)).toEqual(asOthersSeeIt(created));
      // Her data download says when it was put back.
      const restoredAt = (await author.account.myData()).data.stories[0]?.restored_at;
      expect(Date.parse(restoredAt ?? '')).toBeGreaterThan(Date.parse(created.created_at));

      // Hidden again, it is under review, no longer restored.
      await hideIt('b');
      expect(await author.stories.mine()).toEqual([{ ...created, under_review: true }]);
      expect((await author.account.myData()).data.stories[0]?.restored_at).toBeUndefined();
    });

    test('counts reports from unverified addresses without hiding the story', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: admin } = await backends.admin();
      const created = await author.stories.create(storyInput('Still public'));
      for (let i = 0; i <= LIMITS.reportsToHideStory; i += 1) {
        const { backend } = await backends.user(`u${i}`, { verified: false });
        await backend.stories.report(created.id, 'spam');
      }
      expect(await backends.visitor().stories.get(created.id)).toEqual(asOthersSeeIt(created));
      expect(await admin.admin.reportedStories()).toEqual([
        {
          story: asOthersSeeIt(created),
          reportCount: LIMITS.reportsToHideStory + 1,
          reasons: { spam: LIMITS.reportsToHideStory + 1 },
          hidden: false,
        },
      ]);
    });

    test('withdraws only her own pending report, which brings back a story it hid', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: admin } = await backends.admin();
      const story = await author.stories.create(storyInput('Reported'));
      const readers: BackendPort[] = [];
      for (let i = 0; i < LIMITS.reportsToHideStory; i += 1) {
        readers.push((await backends.user(`r${i}`)).backend);
      }
      const [reader, other, ...rest] = readers;
      if (!reader || !other) throw new Error('too few readers');
      const withdraw = (port: BackendPort, storyId = story.id) =>
        port.stories.withdrawReport({ storyId });
      const notPending = (port: BackendPort) => expectRefusal(withdraw(port), 'reportNotPending');

      await expectRefusal(withdraw(backends.visitor()), 'signInRequired');
      await notPending(reader);
      await reader.stories.report(story.id, 'spam');
      await notPending(other);
      await withdraw(reader);
      await notPending(reader);
      // Withdrawn, she may report it again.
      await reader.stories.report(story.id, 'spam');
      expect((await admin.admin.reportedStories())[0]?.reportCount).toBe(1);

      for (const port of [other, ...rest]) await port.stories.report(story.id, 'spam');
      expect(await backends.visitor().stories.get(story.id)).toBeNull();
      await withdraw(reader);
      expect(await backends.visitor().stories.get(story.id)).toEqual(asOthersSeeIt(story));
      expect((await admin.admin.reportedStories())[0]?.reportCount).toBe(
        LIMITS.reportsToHideStory - 1,
      );

      // A report an admin dismissed stays: the admin's decision stands.
      await admin.admin.dismissReports(story.id);
      await notPending(other);
      await expectRefusal(withdraw(reader, 'bad/id'), 'invalidRequest');
    });

    test('lets an admin delete any story with its reactions and reports', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: reader } = await backends.user('reader');
      const { backend: admin } = await backends.admin();
      const created = await author.stories.create(storyInput('Gone'));
      await reader.stories.react(created.id);
      await reader.stories.report(created.id, 'other');

      await expectRefusal(reader.admin.deleteStory(created.id), 'forbidden');
      await admin.admin.deleteStory(created.id);
      expect(await admin.stories.get(created.id)).toBeNull();
      expect(await author.stories.mine()).toEqual([]);
      expect(await admin.admin.reportedStories()).toEqual([]);
      await expectRefusal(admin.admin.deleteStory(created.id), 'storyNotFound');
      await expectRefusal(reader.stories.react(created.id), 'storyNotFound');
    });

    test('refuses the admin port to visitors and to readers', async (backends) => {
      const visitor = backends.visitor();
      const { backend: reader } = await backends.user('reader');
      for (const call of ADMIN_CALLS) {
        await expectRefusal(call(visitor.admin), 'signInRequired');
        await expectRefusal(call(reader.admin), 'forbidden');
      }
    });
  });
}
