// The backend port contract (src/testing/port-contract.ts) for the Firebase adapter on the Auth,
// Firestore and Storage emulators with firestore.rules loaded: `npm run test:contract:firebase`
// (needs Java 21). Below it, what only Firebase stores: profiles and the NGOs' private fields.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describePortContract, type PortContractOptions } from '@/testing/port-contract';
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
    try {
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
    } finally {
      logged.mockRestore();
    }
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
});
