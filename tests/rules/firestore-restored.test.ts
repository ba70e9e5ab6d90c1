// "Restored" (issue 36 item 3) under firestore.rules: restored_at sits on her owner document
// (story_owners/{id}), never on the public story. An admin sets it only in the batch that puts
// back a story reports hid; nobody else sets it; the report that hides the story again must take
// it off in its batch.
import { describe, expect, it } from 'vitest';
import type firebase from 'firebase/compat/app';
import { now, past, report, reportDoc, seedStory as seedStoryIn } from './firestore-docs';
import { remove as deleteField } from './review-docs';
import {
  ADMIN,
  AUTHOR,
  READER,
  allowed,
  denied,
  firestoreRules,
  rulesOff,
  storedData,
} from './rules-env';

type Firestore = firebase.firestore.Firestore;

describe('firestore.rules: restored', () => {
  const rules = firestoreRules();
  const { as } = rules;

  const seedStory = (id: string, story: Record<string, unknown>, owner = {}) =>
    rulesOff(rules.env, (db) => seedStoryIn(db, id, story, owner));
  const ownerData = (id: string) => storedData(rules.env, `story_owners/${id}`);

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
    await denied(as.admin.doc('story_owners/hidden').update({ restored_at: now() }));
    await denied(dismiss(as.admin, 'hidden', false, { restored_at: past() }));
    await allowed(dismiss(as.admin, 'hidden'));
    expect(await ownerData('hidden')).toHaveProperty('restored_at');

    // A story reports never hid is dismissed, never restored.
    await seedStory('public', { pending_reports: 1, verified_reports: 1 });
    await denied(dismiss(as.admin, 'public'));
    await allowed(dismiss(as.admin, 'public', false, null));

    // One waiting for review stays hidden: no publish decision, no restoring.
    await seedStory('waiting', { ...HIDDEN, review: 'waiting' });
    await denied(dismiss(as.admin, 'waiting', true));
    await allowed(dismiss(as.admin, 'waiting', true, null));
  });

  it('refuses the mark to her, to readers and to an admin changing anything else', async () => {
    await seedStory('hidden', HIDDEN);
    await denied(dismiss(as.author, 'hidden'));
    await denied(dismiss(as.user, 'hidden'));
    await seedStory('reader-hid', HIDDEN);
    await denied(as.author.doc('story_owners/reader-hid').update({ restored_at: now() }));
    await denied(dismiss(as.admin, 'hidden', false, { restored_at: now(), uid: ADMIN }));
    expect(await ownerData('hidden')).not.toHaveProperty('restored_at');
  });

  it('makes the report that hides a restored story again take the mark off', async () => {
    const restored = { restored_at: past() };
    await seedStory('restored', { pending_reports: 0, verified_reports: 2 }, restored);
    // The third verified report hides it: refused while the mark stays.
    await denied(report(as.user, READER, 'restored', true));
    const hides = as.user.batch();
    hides.set(as.user.doc(`reports/${READER}_restored`), reportDoc(READER, 'restored'));
    hides.update(as.user.doc('stories/restored'), {
      pending_reports: 1,
      verified_reports: 3,
      under_review: true,
    });
    hides.update(as.user.doc('story_owners/restored'), { restored_at: deleteField() });
    await allowed(hides.commit());
    expect(await ownerData('restored')).toEqual({ uid: AUTHOR, created_at: past() });
  });

  it('lets nobody take the mark off a story that stays public, nor change whose it is', async () => {
    const restored = { restored_at: past() };
    await seedStory('restored', { pending_reports: 1, verified_reports: 1 }, restored);
    for (const db of [as.user, as.author, as.admin]) {
      await denied(db.doc('story_owners/restored').update({ restored_at: deleteField() }));
      await denied(db.doc('story_owners/restored').update({ uid: READER }));
    }
    // A report that leaves it public leaves the mark.
    await allowed(report(as.user, READER, 'restored'));
    expect(await ownerData('restored')).toMatchObject({ restored_at: past() });
  });

  it('keeps the mark off the public story', async () => {
    await seedStory('hidden', HIDDEN);
    await denied(dismiss(as.admin, 'hidden', false, null, { restored_at: now() }));
  });
});
