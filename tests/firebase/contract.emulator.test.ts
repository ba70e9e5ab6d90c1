// The backend port contract against the Firebase adapter, on the Auth, Firestore and Storage
// emulators with firestore.rules and storage.rules loaded: `npm run test:contract:firebase`
// (needs Java 21). The same behaviours the self-hosted contract suites check on the server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { BackendError } from '@/backend/backend-error';
import type { BackendPort } from '@/backend/port';
import { LIMITS } from '@/domain/limits';
import { grantAdmin } from '../../scripts/admin-grant';
import { clearAccounts, emulatorBackend, PROJECT_ID, resetFirestore } from './emulator';

const PASSWORD = 'Str0ng!pass';
const RULES = readFileSync(join(process.cwd(), 'firestore.rules'), 'utf8');

async function failure(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

const story = (title: string, tags: string[] = []) => ({
  title,
  content: `${title} text`,
  tags,
  mediaUrls: [],
});

describe('backend port contract (Firebase adapter on the emulators)', () => {
  let admin: App;
  beforeAll(() => {
    admin = initializeApp({ projectId: PROJECT_ID }, 'contract-admin');
  });
  afterAll(() => deleteApp(admin));
  beforeEach(async () => {
    await clearAccounts();
    await resetFirestore(RULES);
  });

  /** A fresh account, signed in; verified unless asked otherwise (as if the e-mail's link was followed). */
  async function signedIn(
    email: string,
    isAdmin = false,
    { verified = true }: { verified?: boolean } = {},
  ): Promise<{ backend: BackendPort; id: string }> {
    const backend = emulatorBackend();
    await backend.auth.signUp(email, PASSWORD);
    if (verified) {
      const account = await getAuth(admin).getUserByEmail(email);
      await getAuth(admin).updateUser(account.uid, { emailVerified: true });
    }
    if (isAdmin) await grantAdmin(getAuth(admin), email);
    const user = await backend.auth.signIn(email, PASSWORD);
    expect(user.isAdmin).toBe(isAdmin);
    return { backend, id: user.id };
  }

  describe('stories', () => {
    it('creates, reads, lists, edits and deletes a story', async () => {
      const { backend, id } = await signedIn('author@example.org');
      const created = await backend.stories.create({
        ...story('Title', ['Recovery', 'Support']),
        contentWarning: 'cw',
      });
      expect(created).toMatchObject({
        title: 'Title',
        tags: ['Recovery', 'Support'],
        media_urls: [],
        author_id: id,
        reactionsCount: 0,
        content_warning: 'cw',
      });
      const visitor = emulatorBackend();
      expect(await visitor.stories.get(created.id)).toEqual(created);
      expect(await visitor.stories.get('missing')).toBeNull();
      expect(await visitor.stories.list({ tags: ['Support', 'Legal'], sort: 'newest' })).toEqual({
        stories: [created],
        nextCursor: null,
      });
      expect((await visitor.stories.list({ tags: ['Legal'], sort: 'likes' })).stories).toEqual([]);
      expect(await visitor.stories.top()).toEqual([created]);
      expect(await backend.stories.mine()).toEqual([created]);

      const updated = await backend.stories.update(created.id, story('New title', ['Legal']));
      expect(updated).toMatchObject({ title: 'New title', tags: ['Legal'] });
      expect(updated.updated_at).toEqual(expect.any(String));

      await backend.stories.remove(created.id);
      expect(await backend.stories.get(created.id)).toBeNull();
      expect(await backend.stories.mine()).toEqual([]);
    });

    it('writes one profile when a story is shared the moment its author signs in', async () => {
      const logged = vi.spyOn(console, 'error');
      try {
        // The sign-in's background profile upsert and the share's profile check run at once.
        const { backend, id } = await signedIn('quick@example.org');
        await backend.stories.create(story('At once'));
        await vi.waitFor(
          async () => {
            const profile = await getFirestore(admin).doc(`profiles/${id}`).get();
            expect(profile.data()).toMatchObject({
              email: 'quick@example.org',
              display_name: 'quick',
              provider: 'email',
            });
            expect(profile.get('created_at')).toBeDefined();
          },
          { timeout: 10_000, interval: 200 },
        );
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(logged).not.toHaveBeenCalledWith('Profile upsert failed', expect.anything());
      } finally {
        logged.mockRestore();
      }
    });

    it('pages every sort with cursors, each story once', async () => {
      const { backend } = await signedIn('author@example.org');
      const titles = ['one', 'two', 'three', 'four', 'five'];
      for (const title of titles) await backend.stories.create(story(title));
      for (const sort of ['newest', 'oldest', 'likes'] as const) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page = await backend.stories.list({ tags: [], sort, cursor, limit: 2 });
          seen.push(...page.stories.map((s) => s.title));
          cursor = page.nextCursor;
        } while (cursor);
        expect(seen).toEqual(sort === 'oldest' ? titles : [...titles].reverse());
      }
    });

    it('lets only the author edit or delete, and visitors nothing', async () => {
      const { backend } = await signedIn('author@example.org');
      const { backend: other } = await signedIn('other@example.org');
      const created = await backend.stories.create(story('Mine'));
      expect((await failure(other.stories.update(created.id, story('Taken')))).kind).toBe(
        'forbidden',
      );
      expect((await failure(other.stories.remove(created.id))).kind).toBe('forbidden');
      const visitor = emulatorBackend();
      expect((await failure(visitor.stories.create(story('Anon')))).kind).toBe('unauthenticated');
      expect((await failure(visitor.stories.react(created.id))).kind).toBe('unauthenticated');
    });

    it('counts one reaction per reader on the story, and ranks the top stories by it', async () => {
      const { backend } = await signedIn('author@example.org');
      const { backend: reader } = await signedIn('reader@example.org');
      await backend.stories.create(story('Quiet'));
      const loved = await backend.stories.create(story('Loved'));
      expect(await reader.stories.react(loved.id)).toEqual({ reactionsCount: 1 });
      expect((await failure(reader.stories.react(loved.id))).kind).toBe('conflict');
      expect(await backend.stories.react(loved.id)).toEqual({ reactionsCount: 2 });
      expect((await reader.stories.top()).map((s) => s.title)).toEqual(['Loved', 'Quiet']);
      expect((await failure(reader.stories.react('missing'))).kind).toBe('not-found');
    });
  });

  describe('reports and moderation', () => {
    it('hides a story after enough distinct reports until an admin dismisses them', async () => {
      const { backend: author } = await signedIn('author@example.org');
      const { backend: moderator } = await signedIn('admin@example.org', true);
      const created = await author.stories.create(story('Reported'));
      const readers: BackendPort[] = [];
      for (let i = 0; i < LIMITS.reportsToHideStory; i += 1) {
        readers.push((await signedIn(`r${i}@example.org`)).backend);
      }
      const [first, ...others] = readers;
      if (!first) throw new Error('no readers');
      await first.stories.report(created.id, 'spam');
      expect((await failure(first.stories.report(created.id, 'spam'))).kind).toBe('conflict');
      for (const reader of others) await reader.stories.report(created.id, 'harassment');

      const visitor = emulatorBackend();
      expect(await visitor.stories.get(created.id)).toBeNull();
      expect((await visitor.stories.list({ tags: [], sort: 'newest' })).stories).toEqual([]);
      expect((await author.stories.mine())[0]).toMatchObject({
        id: created.id,
        under_review: true,
      });

      const [entry] = await moderator.admin.reportedStories();
      expect(entry).toMatchObject({
        reportCount: LIMITS.reportsToHideStory,
        reasons: { spam: 1, harassment: LIMITS.reportsToHideStory - 1 },
        hidden: true,
      });
      await moderator.admin.dismissReports(created.id);
      expect(await moderator.admin.reportedStories()).toEqual([]);
      expect(await visitor.stories.get(created.id)).toMatchObject({ id: created.id });
    });

    it('lets readers with unverified addresses report without hiding the story', async () => {
      const { backend: author } = await signedIn('author@example.org');
      const { backend: moderator } = await signedIn('admin@example.org', true);
      const created = await author.stories.create(story('Still public'));
      for (let i = 0; i <= LIMITS.reportsToHideStory; i += 1) {
        const { backend } = await signedIn(`u${i}@example.org`, false, { verified: false });
        await backend.stories.report(created.id, 'spam');
      }
      expect(await emulatorBackend().stories.get(created.id)).toMatchObject({ id: created.id });
      const [entry] = await moderator.admin.reportedStories();
      expect(entry).toMatchObject({
        reportCount: LIMITS.reportsToHideStory + 1,
        hidden: false,
      });
    });

    it('lets an admin delete any story with its reactions and reports', async () => {
      const { backend: author } = await signedIn('author@example.org');
      const { backend: reader } = await signedIn('reader@example.org');
      const { backend: moderator } = await signedIn('admin@example.org', true);
      const created = await author.stories.create(story('Gone'));
      await reader.stories.react(created.id);
      await reader.stories.report(created.id, 'other');
      expect((await failure(reader.admin.deleteStory(created.id))).kind).toBe('forbidden');
      await moderator.admin.deleteStory(created.id);
      expect(await moderator.stories.get(created.id)).toBeNull();
      expect(await moderator.admin.reportedStories()).toEqual([]);
      // The reaction went too: reacting again is a fresh reaction, refused only as not found.
      expect((await failure(reader.stories.react(created.id))).kind).toBe('not-found');
    });
  });

  describe('testimonials', () => {
    it('lists the latest 9, newest first; only signed-in users post', async () => {
      const { backend, id } = await signedIn('writer@example.org');
      for (let i = 0; i < 10; i += 1) await backend.testimonials.create(`Quote ${i}`);
      const latest = await emulatorBackend().testimonials.latest();
      expect(latest).toHaveLength(LIMITS.testimonialsFetched);
      expect(latest[0]).toMatchObject({ content: 'Quote 9', author_id: id });
      expect((await failure(emulatorBackend().testimonials.create('Anon'))).kind).toBe(
        'unauthenticated',
      );
    });
  });

  describe('NGOs', () => {
    const request = (name: string) => ({
      name,
      description: 'Shelter and counselling',
      contact: '+91 98765 43210',
      email: 'help@example.org',
      registration_number: 'REG-1',
    });

    it('runs request, approval with a category, rejection and deletion', async () => {
      const { backend: user, id } = await signedIn('asker@example.org');
      const { backend: moderator } = await signedIn('admin@example.org', true);
      await user.ngos.request(request('Zeta Trust'));
      await user.ngos.request(request('alpha aid'));
      await user.ngos.request(request('Rejected'));
      expect((await failure(user.admin.pendingRequests())).kind).toBe('forbidden');

      const pending = await moderator.admin.pendingRequests();
      expect(pending.map((r) => r.name).sort()).toEqual(['Rejected', 'Zeta Trust', 'alpha aid']);
      expect(pending[0]).toMatchObject({ user_id: id, approved: false });
      const byName = (name: string) => pending.find((r) => r.name === name)?.id ?? '';

      const zeta = await moderator.admin.approveRequest(byName('Zeta Trust'), 'Shelter');
      expect(zeta).toMatchObject({
        approved: true,
        category: 'Shelter',
        approved_by: 'admin@example.org',
        website: '',
      });
      await moderator.admin.approveRequest(byName('alpha aid'), 'Legal Aid');
      await moderator.admin.rejectRequest(byName('Rejected'));
      expect(await moderator.admin.pendingRequests()).toEqual([]);

      // The registration number shows only to admins; the approver's e-mail to nobody else.
      for (const reader of [emulatorBackend(), user]) {
        const directory = await reader.ngos.approved();
        expect(directory.map((n) => n.name)).toEqual(['alpha aid', 'Zeta Trust']);
        for (const ngo of directory) {
          expect(ngo).toMatchObject({ registration_number: '', approved_by: '' });
        }
      }
      const forAdmin = await moderator.ngos.approved();
      expect(forAdmin[1]).toMatchObject({
        name: 'Zeta Trust',
        registration_number: 'REG-1',
        approved_by: 'admin@example.org',
      });
      expect((await moderator.admin.approvedNgos()).map((n) => n.name)).toEqual([
        'alpha aid',
        'Zeta Trust',
      ]);

      await moderator.admin.deleteNgo(zeta.id);
      expect((await emulatorBackend().ngos.approved()).map((n) => n.name)).toEqual(['alpha aid']);
      const leftovers = await getFirestore(admin).collection('ngo_private').get();
      expect(leftovers.docs.map((doc) => doc.id)).not.toContain(zeta.id);
      expect(leftovers.size).toBe(1);
      expect((await failure(emulatorBackend().ngos.request(request('Anon')))).kind).toBe(
        'unauthenticated',
      );
    });
  });

  describe('media', () => {
    it('uploads with progress, stores sizes, and removes dropped and deleted files', async () => {
      const { backend } = await signedIn('author@example.org');
      const progress: number[] = [];
      const file = new File([new Uint8Array(2048)], 'Priya.jpg', { type: 'image/jpeg' });
      const url = await backend.media.upload(file, { onProgress: (f) => progress.push(f) });
      expect(url).not.toContain('Priya');
      expect(progress.at(-1)).toBe(1);
      const created = await backend.stories.create({ ...story('With media'), mediaUrls: [url] });
      expect(created.media_sizes).toEqual([2048]);
      expect(await fetch(url).then((r) => r.status)).toBe(200);

      await backend.stories.update(created.id, story('Without media'));
      expect(await fetch(url).then((r) => r.status)).toBe(404);

      const tooBig = new File([new Uint8Array(LIMITS.maxFileBytesEdit + 1)], 'big.mp4', {
        type: 'video/mp4',
      });
      expect((await failure(backend.media.upload(tooBig, { purpose: 'edit' }))).kind).toBe(
        'too-large',
      );
      const text = new File(['hello'], 'note.txt', { type: 'text/plain' });
      expect((await failure(backend.media.upload(text))).kind).toBe('unsupported-type');
    });
  });
});
