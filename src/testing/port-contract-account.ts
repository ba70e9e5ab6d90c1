// The port contract for her account: the summary, the download of everything she wrote, a new
// password, the end of her sessions, and the erasure of the account with all of it.
import { describe, expect } from 'vitest';
import { AuthError } from '@/backend/auth-error';
import type { BackendPort } from '@/backend/port';
import type { SessionUser } from '@/domain/entities';
import { anonymousName } from '@/domain/display';
import { MY_DATA_FORMAT, myDataFileName } from '@/domain/my-data';
import { ANY_STRING } from '@/testing/expected';
import { CONTRACT_PASSWORD } from '@/testing/port-contract-backends';
import {
  asOthersSeeIt,
  expectRefusal,
  ngoRequest,
  photo,
  sameFile,
  served,
  storyInput,
  type ContractCase,
} from '@/testing/port-contract-helpers';

export interface AccountCaseOptions {
  /** Whether uploads can be made here (the erasure then removes her files too). */
  media: boolean;
  /** Whether ending her sessions reaches her other browsers here. */
  sessionsElsewhere: boolean;
}

const NEW_PASSWORD = 'N3w!password';
const WRONG_PASSWORD = 'Wr0ng!pass';

/** The user the port's watcher last announced (null once she is signed out). */
function watchUser(backend: BackendPort): () => SessionUser | null | undefined {
  let latest: SessionUser | null | undefined;
  backend.auth.watch((user) => {
    latest = user;
  });
  return () => latest;
}

/** The AuthError code a sign-in fails with. */
async function signInFailure(backend: BackendPort, email: string, password: string) {
  const error = await backend.auth.signIn(email, password).then(
    () => new Error(`expected signing in as ${email} to fail`),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AuthError);
  return (error as AuthError).code;
}

export function describeAccountCases(test: ContractCase, options: AccountCaseOptions): void {
  describe('account', () => {
    test('shows her the summary of her own account, and nobody else any', async (backends) => {
      const { backend, user } = await backends.user('summary', { verified: false });
      const summary = await backend.account.summary();
      expect(summary).toEqual({
        email: 'summary@example.org',
        pseudonym: anonymousName(user.id),
        emailVerified: false,
        created_at: ANY_STRING,
        provider: 'email',
        activeSessions: summary.activeSessions === null ? null : 1,
      });
      await backend.account.resendVerification();

      const visitor = backends.visitor();
      await expectRefusal(visitor.account.summary(), 'signInRequired');
      await expectRefusal(visitor.account.myData(), 'signInRequired');
      await expectRefusal(visitor.account.resendVerification(), 'signInRequired');
      await expectRefusal(visitor.account.deleteAccount(CONTRACT_PASSWORD), 'signInRequired');
    });

    test('gives her everything she wrote, and nothing of anyone else', async (backends) => {
      const { backend } = await backends.user('keeper');
      const { backend: other } = await backends.user('other');
      const liked = await other.stories.create(storyInput('Liked'));
      const reported = await other.stories.create(storyInput('Reported'));
      await other.testimonials.create('Not hers');
      await other.ngos.request(ngoRequest('Not hers either'));

      const mine = await backend.stories.create({
        ...storyInput('Mine', ['Recovery', 'Legal']),
        contentWarning: 'Mentions violence',
      });
      const words = await backend.testimonials.create('Her words');
      await backend.stories.react(liked.id);
      await backend.stories.report(reported.id, 'spam');
      await backend.ngos.request(ngoRequest('Her Trust'));
      // Support her story received is in her file, without its sender; what she sent is not.
      await other.stories.sendSupport({ storyId: mine.id, messageId: 'not-alone' });
      await backend.stories.sendSupport({ storyId: liked.id, messageId: 'stay-strong' });

      const { fileName, data } = await backend.account.myData();
      expect(fileName).toBe(myDataFileName(new Date(data.exported_at)));
      expect(data).toEqual({
        format: MY_DATA_FORMAT,
        exported_at: ANY_STRING,
        profile: {
          email: 'keeper@example.org',
          pseudonym: (await backend.account.summary()).pseudonym,
          created_at: ANY_STRING,
        },
        stories: [
          {
            id: mine.id,
            title: 'Mine',
            content: 'Mine text',
            tags: ['Recovery', 'Legal'],
            content_warning: 'Mentions violence',
            created_at: mine.created_at,
            updated_at: null,
            media_urls: [],
          },
        ],
        testimonials: [{ id: words.id, content: 'Her words', created_at: words.created_at }],
        reactions: [{ story_id: liked.id, created_at: ANY_STRING }],
        reports: [{ story_id: reported.id, reason: 'spam', reported_at: ANY_STRING }],
        support_received: [
          {
            story_id: mine.id,
            total: 1,
            messages: [{ message_id: 'not-alone', count: 1, latest_at: ANY_STRING }],
          },
        ],
        ngo_requests: [{ ...ngoRequest('Her Trust'), created_at: ANY_STRING }],
      });
    });

    test('changes her password only with the current one, by the sign-up rules', async (backends) => {
      const { backend } = await backends.user('changer');
      const change = (current: string, next: string) =>
        backend.account.changePassword(current, next);
      await expectRefusal(change(CONTRACT_PASSWORD, 'short'), 'weakPassword');
      await expectRefusal(change(WRONG_PASSWORD, NEW_PASSWORD), 'wrongPassword');
      const elsewhere = await backends.signIn('changer@example.org');
      await change(CONTRACT_PASSWORD, NEW_PASSWORD);

      // This browser stays signed in; the old password opens nothing, the new one does.
      expect((await backend.account.summary()).email).toBe('changer@example.org');
      const visitor = backends.visitor();
      await signInFailure(visitor, 'changer@example.org', CONTRACT_PASSWORD);
      const again = await backends.signIn('changer@example.org', NEW_PASSWORD);
      expect((await again.account.summary()).email).toBe('changer@example.org');
      if (options.sessionsElsewhere) {
        await expectRefusal(elsewhere.account.summary(), 'signInRequired');
      }
    });

    test('signs her out everywhere', async (backends) => {
      const { backend } = await backends.user('leaver');
      const latestUser = watchUser(backend);
      const elsewhere = await backends.signIn('leaver@example.org');
      await backend.account.signOutEverywhere();

      expect(latestUser()).toBeNull();
      await expectRefusal(backend.account.summary(), 'signInRequired');
      if (options.sessionsElsewhere) {
        await expectRefusal(elsewhere.account.summary(), 'signInRequired');
      }
    });

    test('keeps her choice of mail about her stories: off at first, hers alone', async (backends) => {
      const { backend } = await backends.user('mail-choice');
      const first = await backend.account.storyMailSetting({});
      expect(first.optedIn).toBe(false);
      if (!first.offered) {
        // A deployment with no server to send it (Firebase) offers none and keeps nothing.
        await expect(backend.account.saveStoryMailSetting({ optedIn: true })).rejects.toMatchObject(
          { kind: 'unavailable' },
        );
        return;
      }
      expect(await backend.account.saveStoryMailSetting({ optedIn: true })).toEqual({
        offered: true,
        optedIn: true,
      });
      expect(await backend.account.storyMailSetting({})).toEqual({ offered: true, optedIn: true });
      const other = await backends.user('mail-other');
      expect(await other.backend.account.storyMailSetting({})).toMatchObject({ optedIn: false });
      await backend.account.saveStoryMailSetting({ optedIn: false });
      expect(await backend.account.storyMailSetting({})).toMatchObject({ optedIn: false });
      const visitor = backends.visitor();
      await expectRefusal(visitor.account.storyMailSetting({}), 'signInRequired');
    });

    test('deletes nothing without her password', async (backends) => {
      const { backend } = await backends.user('careful');
      const story = await backend.stories.create(storyInput('Still here'));
      await expectRefusal(backend.account.deleteAccount(WRONG_PASSWORD), 'wrongPassword');
      await expectRefusal(backend.account.deleteAccount(null), 'accountPasswordRequired');
      expect(await backends.visitor().stories.get(story.id)).toEqual(asOthersSeeIt(story));
      expect((await backend.account.summary()).email).toBe('careful@example.org');
    });

    test('erases her account with everything she wrote, and signs her out', async (backends) => {
      const { backend } = await backends.user('erased');
      const { backend: other } = await backends.user('reader');
      const { backend: admin } = await backends.admin();
      const latestUser = watchUser(backend);

      const liked = await other.stories.create(storyInput('Liked by her'));
      const reported = await other.stories.create(storyInput('Reported by her'));
      const mediaUrls = options.media ? [await backend.media.upload(photo())] : [];
      const hers = await backend.stories.create({ ...storyInput('Her story'), mediaUrls });
      await backend.testimonials.create('Her testimonial');
      await backend.stories.react(liked.id);
      await backend.stories.report(reported.id, 'spam');
      await backend.ngos.request(ngoRequest('Her request'));
      await other.stories.react(hers.id);
      await other.stories.report(hers.id, 'other');
      // Support she sent leaves the counts, others' stays; support her story received goes.
      await backend.stories.sendSupport({ storyId: liked.id, messageId: 'not-alone' });
      await admin.stories.sendSupport({ storyId: liked.id, messageId: 'stay-strong' });
      await other.stories.sendSupport({ storyId: hers.id, messageId: 'you-matter' });

      await backend.account.deleteAccount(CONTRACT_PASSWORD);

      expect((await other.stories.supportReceived({})).stories).toEqual([
        {
          story_id: liked.id,
          total: 1,
          messages: [{ message_id: 'stay-strong', count: 1, latest_at: ANY_STRING }],
        },
      ]);

      expect(latestUser()).toBeNull();
      const visitor = backends.visitor();
      expect(await visitor.stories.get(hers.id)).toBeNull();
      expect((await visitor.stories.list({ tags: [], sort: 'newest' })).stories).toEqual([
        expect.objectContaining({ id: reported.id, reactionsCount: 0 }),
        expect.objectContaining({ id: liked.id, reactionsCount: 0 }),
      ]);
      const testimonials = await visitor.testimonials.latest();
      expect(testimonials.map((testimonial) => testimonial.content)).not.toContain(
        'Her testimonial',
      );
      expect(await admin.admin.pendingRequests()).toEqual([]);
      expect(await admin.admin.reportedStories()).toEqual([]);
      for (const url of hers.media_urls) {
        expect(sameFile(url, mediaUrls[0] ?? '')).toBe(true);
        expect(await served(backends, url)).toBe(false);
      }

      await expectRefusal(backend.account.summary(), 'signInRequired');
      // Her address now answers a sign-in exactly as one never registered does.
      expect(await signInFailure(visitor, 'erased@example.org', CONTRACT_PASSWORD)).toBe(
        await signInFailure(visitor, 'never-registered@example.org', CONTRACT_PASSWORD),
      );
    });
  });
}
