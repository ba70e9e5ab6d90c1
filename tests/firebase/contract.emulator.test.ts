// The backend port contract (src/testing/port-contract.ts) for the Firebase adapter on the Auth,
// Firestore and Storage emulators with firestore.rules loaded: `npm run test:contract:firebase`
// (needs Java 21). Below it, what only Firebase stores: profiles and the NGOs' private fields.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  CONTRACT_PASSWORD,
  describePortContract,
  type PortContractOptions,
} from '@/testing/port-contract';
import { ngoRequest, storyInput } from '@/testing/port-contract-helpers';
import { emulatorContractBackends } from './contract-backends';
import { clearAccounts, PROJECT_ID, resetFirestore } from './emulator';

const RULES = readFileSync(join(process.cwd(), 'firestore.rules'), 'utf8');

let admin: App;
beforeAll(() => {
  admin = initializeApp({ projectId: PROJECT_ID }, 'contract-admin');
});
afterAll(() => deleteApp(admin));
beforeEach(async () => {
  await clearAccounts();
  await resetFirestore(RULES);
});

const options: PortContractOptions = {
  leaveOut: {
    // emulators:exec names the Storage emulator's host only when it started it.
    ...(process.env['FIREBASE_STORAGE_EMULATOR_HOST']
      ? {}
      : { media: 'the Storage emulator is not running (it needs Java 21 and its jar)' }),
    'sessions-elsewhere':
      'ending sessions in other browsers revokes their refresh tokens, which needs the Admin SDK ' +
      'on a server; the web client signs out only the browser it runs in',
  },
  // STORY_REVIEW=all: the config document an admin writes (emptied again before each test).
  async reviewAll() {
    await getFirestore(admin).doc('config/story_review').set({ mode: 'all' });
    return emulatorContractBackends(admin);
  },
};

describePortContract(
  'Firebase adapter on the emulators',
  () => emulatorContractBackends(admin),
  options,
);

describe('Firebase adapter documents', () => {
  it('writes one profile when a story is shared the moment its author signs in', async () => {
    const logged = vi.spyOn(console, 'error');
    onTestFinished(() => logged.mockRestore());
    // The sign-in's background profile upsert and the share's profile check run at once.
    const { backend, user } = await emulatorContractBackends(admin).user('quick');
    await backend.stories.create(storyInput('At once'));
    await vi.waitFor(
      async () => {
        const profile = await getFirestore(admin).doc(`profiles/${user.id}`).get();
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
  });

  it('under STORY_REVIEW=first, lets an author whose story was published before publish at once', async () => {
    const db = getFirestore(admin);
    const backends = emulatorContractBackends(admin);
    const { backend: known, user } = await backends.user('known');
    const { backend: newcomer } = await backends.user('newcomer');
    await known.stories.create(storyInput('Published while review was off'));
    await db.doc('config/story_review').set({ mode: 'first' });
    expect((await known.stories.create(storyInput('Trusted'))).review_state).toBeUndefined();
    expect((await db.doc(`review_trust/${user.id}`).get()).exists).toBe(true);
    expect((await newcomer.stories.create(storyInput('First'))).review_state).toBe('waiting');
  });

  it('deletes an NGO together with its private fields', async () => {
    const backends = emulatorContractBackends(admin);
    const { backend: asker } = await backends.user('asker');
    const { backend: moderator } = await backends.admin();
    await asker.ngos.request(ngoRequest('Kept'));
    await asker.ngos.request(ngoRequest('Gone'));
    const pending = await moderator.admin.pendingRequests();
    const [gone, kept] = await Promise.all(
      pending.map((request) => moderator.admin.approveRequest(request.id, 'General')),
    );
    if (!gone || !kept) throw new Error('requests missing');
    await moderator.admin.deleteNgo(gone.id);
    const leftovers = await getFirestore(admin).collection('ngo_private').get();
    expect(leftovers.docs.map((doc) => doc.id)).toEqual([kept.id]);
  });

  it('erases every document of hers, whatever became of the stories she reacted to or reported', async () => {
    const db = getFirestore(admin);
    const backends = emulatorContractBackends(admin);
    const { backend: her, user } = await backends.user('thorough');
    const { backend: writer, user: writerUser } = await backends.user('writer');
    const { backend: moderator } = await backends.admin();
    const gone = await writer.stories.create(storyInput('Deleted by its author'));
    const dismissed = await writer.stories.create(storyInput('Reports dismissed'));
    const drifted = await writer.stories.create(storyInput('Counters drifted'));
    const hers = await her.stories.create(storyInput('Hers'));
    for (const story of [gone, dismissed, drifted]) await her.stories.report(story.id, 'spam');
    await her.stories.react(drifted.id);
    await writer.stories.report(hers.id, 'other');
    await moderator.admin.dismissReports(dismissed.id);
    await writer.stories.remove(gone.id);
    // Counts that no longer match her report (as a race with a dismissal can leave them), and a
    // reaction whose story went while she reacted: neither may stop the erasure.
    await db.doc(`stories/${drifted.id}`).update({ verified_reports: 0 });
    await db.doc(`reactions/${user.id}_vanished`).set({ story_id: 'vanished', user_id: user.id });
    // The sign-in's background profile write has landed, so the erasure is what removes it.
    await vi.waitFor(
      async () => expect((await db.doc(`profiles/${user.id}`).get()).exists).toBe(true),
      { timeout: 10_000, interval: 200 },
    );

    await her.account.deleteAccount(CONTRACT_PASSWORD);

    // Her stories and testimonials name her only in their owner documents.
    const owned = [
      ['story_owners', 'uid'],
      ['reactions', 'user_id'],
      ['reports', 'user_id'],
      ['testimonial_owners', 'uid'],
      ['ngo_requests', 'user_id'],
    ] as const;
    for (const [collection, field] of owned) {
      const left = await db.collection(collection).where(field, '==', user.id).get();
      // Her dismissed report stays while its story does (firestore.rules): deleting it would let
      // a reader undo an admin's decision by reporting again. It names only an id with no account.
      const kept = collection === 'reports' ? [`reports/${user.id}_${dismissed.id}`] : [];
      expect(left.docs.map((doc) => doc.ref.path)).toEqual(kept);
    }
    expect((await db.doc(`profiles/${user.id}`).get()).exists).toBe(false);
    expect((await db.doc(`stories/${hers.id}`).get()).exists).toBe(false);
    expect((await db.doc(`stories/${drifted.id}`).get()).data()).toMatchObject({
      reactionsCount: 0,
      pending_reports: 0,
      verified_reports: 0,
    });
    // Another reader's report on her story stays for the admins, as after any author's delete.
    expect((await db.doc(`reports/${writerUser.id}_${hers.id}`).get()).exists).toBe(true);
  });
});
