// "Restored" (issue 36 item 3) under firestore.rules: restored_at sits on her owner document
// (story_owners/{id}), never on the public story. An admin sets it only in the batch that puts
// back a story reports hid; nobody else sets it; the report that hides the story again must take
// it off in its batch.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { now, ownerDoc, past, report, reportDoc, storyDoc } from './firestore-docs';
import { remove as deleteField } from './review-docs';
import {
  ADMIN,
  AUTHOR,
  READER,
  allowed,
  contextFor,
  denied,
  firestoreEnvironment,
} from './rules-env';

type Firestore = firebase.firestore.Firestore;

describe('firestore.rules: restored', () => {
  let env: RulesTestEnvironment;
  let author: Firestore;
  let reader: Firestore;
  let admin: Firestore;

  beforeAll(async () => {
    env = await firestoreEnvironment();
    author = contextFor(env, 'author').firestore();
    reader = contextFor(env, 'user').firestore();
    admin = contextFor(env, 'admin').firestore();
  });
  afterAll(() => env.cleanup());
  beforeEach(() => env.clearFirestore());

  async function seedStory(
    id: string,
    story: Record<string, unknown>,
    owner: Record<string, unknown> = {},
  ) {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc(`stories/${id}`).set(storyDoc({ created_at: past(), ...story }));
      await db.doc(`story_owners/${id}`).set(ownerDoc(AUTHOR, { created_at: past(), ...owner }));
    });
  }

  async function ownerData(id: string): Promise<Record<string, unknown> | undefined> {
    let data: Record<string, unknown> | undefined;
    await env.withSecurityRulesDisabled(async (context) => {
      data = (await context.firestore().doc(`story_owners/${id}`).get()).data();
    });
    return data;
  }

  const HIDDEN = { pending_reports: 3, verified_reports: 3, under_review: true };

  /** The admin's dismissal as the adapter sends it, with the mark when `mark`. */
  function dismiss(db: Firestore, id: string, underReview = false, mark = true) {
    const batch = db.batch();
    batch.update(db.doc(`stories/${id}`), {
      pending_reports: 0,
      verified_reports: 0,
      under_review: underReview,
    });
    if (mark) batch.update(db.doc(`story_owners/${id}`), { restored_at: now() });
    return batch.commit();
  }

  it('lets an admin mark a story restored only in the batch that puts back one reports hid', async () => {
    await seedStory('hidden', HIDDEN);
    // Not alone, nor with another time.
    await denied(admin.doc('story_owners/hidden').update({ restored_at: now() }));
    const early = admin.batch();
    early.update(admin.doc('stories/hidden'), {
      pending_reports: 0,
      verified_reports: 0,
      under_review: false,
    });
    early.update(admin.doc('story_owners/hidden'), { restored_at: past() });
    await denied(early.commit());
    await allowed(dismiss(admin, 'hidden'));
    expect(await ownerData('hidden')).toHaveProperty('restored_at');

    // A story reports never hid is dismissed, never restored.
    await seedStory('public', { pending_reports: 1, verified_reports: 1 });
    await denied(dismiss(admin, 'public'));
    await allowed(dismiss(admin, 'public', false, false));

    // One waiting for review stays hidden: no publish decision, no restoring.
    await seedStory('waiting', { ...HIDDEN, review: 'waiting' });
    await denied(dismiss(admin, 'waiting', true));
    await allowed(dismiss(admin, 'waiting', true, false));
  });

  it('refuses the mark to her, to readers and to an admin changing anything else', async () => {
    await seedStory('hidden', HIDDEN);
    await denied(dismiss(author, 'hidden'));
    await denied(dismiss(reader, 'hidden'));
    await seedStory('reader-hid', HIDDEN);
    await denied(author.doc('story_owners/reader-hid').update({ restored_at: now() }));
    const other = admin.batch();
    other.update(admin.doc('stories/hidden'), {
      pending_reports: 0,
      verified_reports: 0,
      under_review: false,
    });
    other.update(admin.doc('story_owners/hidden'), { restored_at: now(), uid: ADMIN });
    await denied(other.commit());
    expect(await ownerData('hidden')).not.toHaveProperty('restored_at');
  });

  it('makes the report that hides a restored story again take the mark off', async () => {
    await seedStory(
      'restored',
      { pending_reports: 0, verified_reports: 2 },
      { restored_at: past() },
    );
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
    await seedStory(
      'restored',
      { pending_reports: 1, verified_reports: 1 },
      { restored_at: past() },
    );
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
    const onStory = admin.batch();
    onStory.update(admin.doc('stories/hidden'), {
      pending_reports: 0,
      verified_reports: 0,
      under_review: false,
      restored_at: now(),
    });
    await denied(onStory.commit());
  });
});
