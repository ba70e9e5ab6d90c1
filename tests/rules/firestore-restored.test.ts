// "Restored" (issue 36 item 3) under firestore.rules: restored_at sits on her owner document
// (story_owners/{id}), never on the public story. An admin sets it only in the batch that puts
// back a story reports hid; nobody else sets it; the report that hides the story again must take
// it off in its batch.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { now, past, report, reportDoc, seedStory as seedStoryIn } from './firestore-docs';
import { remove as deleteField } from './review-docs';
import {
  ADMIN,
  AUTHOR,
  READER,
  allowed,
  denied,
  firestoreEnvironment,
  firestoresFor,
  rulesOff,
  storedData,
} from './rules-env';

type Firestore = firebase.firestore.Firestore;

describe('firestore.rules: restored', () => {
  let env: RulesTestEnvironment;
  let author: Firestore;
  let reader: Firestore;
  let admin: Firestore;

  beforeAll(async () => {
    env = await firestoreEnvironment();
    ({ author, user: reader, admin } = firestoresFor(env));
  });
  afterAll(() => env.cleanup());
  beforeEach(() => env.clearFirestore());

  const seedStory = (id: string, story: Record<string, unknown>, owner = {}) =>
    rulesOff(env, (db) => seedStoryIn(db, id, story, owner));
  const ownerData = (id: string) => storedData(env, `story_owners/${id}`);

  const HIDDEN = { pending_reports: 3, verified_reports: 3, under_review: true };

  /**
   * The admin's dismissal as the adapter sends it: the story's reports reset (with `story`'s
   * fields), and her owner document marked with `owner` (none when null).
   */
  function dismiss(
    db: Firestore,
    id: string,
    underReview = false,
    owner: Record<string, unknown> | null = { restored_at: now() },
    story: Record<string, unknown> = {},
  ) {
    const batch = db.batch();
    const reset = { pending_reports: 0, verified_reports: 0, under_review: underReview };
    batch.update(db.doc(`stories/${id}`), { ...reset, ...story });
    if (owner) batch.update(db.doc(`story_owners/${id}`), owner);
    return batch.commit();
  }

  it('lets an admin mark a story restored only in the batch that puts back one reports hid', async () => {
    await seedStory('hidden', HIDDEN);
    // Not alone, nor with another time.
    await denied(admin.doc('story_owners/hidden').update({ restored_at: now() }));
    await denied(dismiss(admin, 'hidden', false, { restored_at: past() }));
    await allowed(dismiss(admin, 'hidden'));
    expect(await ownerData('hidden')).toHaveProperty('restored_at');

    // A story reports never hid is dismissed, never restored.
    await seedStory('public', { pending_reports: 1, verified_reports: 1 });
    await denied(dismiss(admin, 'public'));
    await allowed(dismiss(admin, 'public', false, null));

    // One waiting for review stays hidden: no publish decision, no restoring.
    await seedStory('waiting', { ...HIDDEN, review: 'waiting' });
    await denied(dismiss(admin, 'waiting', true));
    await allowed(dismiss(admin, 'waiting', true, null));
  });

  it('refuses the mark to her, to readers and to an admin changing anything else', async () => {
    await seedStory('hidden', HIDDEN);
    await denied(dismiss(author, 'hidden'));
    await denied(dismiss(reader, 'hidden'));
    await seedStory('reader-hid', HIDDEN);
    await denied(author.doc('story_owners/reader-hid').update({ restored_at: now() }));
    await denied(dismiss(admin, 'hidden', false, { restored_at: now(), uid: ADMIN }));
    expect(await ownerData('hidden')).not.toHaveProperty('restored_at');
  });

  it('makes the report that hides a restored story again take the mark off', async () => {
    const restored = { restored_at: past() };
    await seedStory('restored', { pending_reports: 0, verified_reports: 2 }, restored);
    // The third verified report hides it: refused while the mark stays.
    await denied(report(reader, READER, 'restored', true));
    const hides = reader.batch();
    hides.set(reader.doc(`reports/${READER}_restored`), reportDoc(READER, 'restored'));
    hides.update(reader.doc('stories/restored'), {
      pending_reports: 1,
      verified_reports: 3,
      under_review: true,
    });
    hides.update(reader.doc('story_owners/restored'), { restored_at: deleteField() });
    await allowed(hides.commit());
    expect(await ownerData('restored')).toEqual({ uid: AUTHOR, created_at: past() });
  });

  it('lets nobody take the mark off a story that stays public, nor change whose it is', async () => {
    const restored = { restored_at: past() };
    await seedStory('restored', { pending_reports: 1, verified_reports: 1 }, restored);
    for (const db of [reader, author, admin]) {
      await denied(db.doc('story_owners/restored').update({ restored_at: deleteField() }));
      await denied(db.doc('story_owners/restored').update({ uid: READER }));
    }
    // A report that leaves it public leaves the mark.
    await allowed(report(reader, READER, 'restored'));
    expect(await ownerData('restored')).toMatchObject({ restored_at: past() });
  });

  it('keeps the mark off the public story', async () => {
    await seedStory('hidden', HIDDEN);
    await denied(dismiss(admin, 'hidden', false, null, { restored_at: now() }));
  });
});
