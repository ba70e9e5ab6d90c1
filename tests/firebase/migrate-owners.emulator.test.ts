// The one-off migration of stories and testimonials written before per-story pseudonyms
// (scripts/firebase-migrate-owners.ts) on the Firestore emulator, with firestore.rules loaded:
// documents whose author_id is her uid get an owner document and a fresh pseudonym, so the uid
// leaves the public documents and she can edit and delete them again under the new rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { OWNER_COLLECTIONS } from '@/backend/firebase/owner-docs';
import { BATCH_MAX_WRITES } from '@/backend/firebase/story-removal';
import {
  MIGRATED_COLLECTIONS,
  PAIRS_PER_BATCH,
  isPseudonym,
  migrateOwners,
  runMigration,
} from '../../scripts/firebase-migrate-owners';
import {
  deleteStory,
  deleteTestimonial,
  now,
  storyDoc,
  testimonialDoc,
} from '../rules/firestore-docs';
import { firestoreRules, PROJECT_ID, succeeds } from '../rules/rules-env';

/** Firebase uids as Auth makes them: 28 letters and digits. */
const HER = 'Hq7ZtK2mB9vT4kLp0aZcY1s3dWe5';
const OTHER = 'Pw3RnX8cV6bN1mQ4jH7gF2dS9aLk';
const TITLE = 'The night I left';

const at = (day: number) => Timestamp.fromMillis(Date.UTC(2025, 0, day));
const legacyMediaUrl = (uid: string) =>
  `https://firebasestorage.googleapis.com/v0/b/${PROJECT_ID}.appspot.com/o/` +
  `story-media%2F${uid}%2F${crypto.randomUUID()}.jpg?alt=media&token=t`;

/** A story or testimonial as the adapter wrote it before pseudonyms: author_id is her uid. */
const oldStory = (uid: string, day: number, overrides: Record<string, unknown> = {}) =>
  storyDoc({ title: TITLE, author_id: uid, created_at: at(day), ...overrides });
const oldTestimonial = (uid: string, day: number) =>
  testimonialDoc({ author_id: uid, created_at: at(day) });

/** Every public document, by path, as plain JSON. */
async function publicDocs(db: Firestore): Promise<Record<string, string>> {
  const docs: Record<string, string> = {};
  for (const collection of MIGRATED_COLLECTIONS) {
    for (const doc of (await db.collection(collection).get()).docs) {
      docs[doc.ref.path] = JSON.stringify(doc.data());
    }
  }
  return docs;
}

const rules = firestoreRules();
let admin: App;
let db: Firestore;
beforeAll(() => {
  admin = initializeApp({ projectId: PROJECT_ID }, 'migrate-owners-admin');
  db = getFirestore(admin);
});
afterAll(() => deleteApp(admin));

/** Her three stories (one with media in her old uid folder), two testimonials, and others'. */
async function seedOldProject() {
  await db.doc('stories/s-her-1').set(oldStory(HER, 1));
  await db.doc('stories/s-her-2').set(oldStory(HER, 2, { under_review: true }));
  await db
    .doc('stories/s-her-media')
    .set(oldStory(HER, 3, { media_urls: [legacyMediaUrl(HER)], media_sizes: [10] }));
  await db.doc('stories/s-other').set(oldStory(OTHER, 4));
  await db.doc('testimonials/t-her-1').set(oldTestimonial(HER, 5));
  await db.doc('testimonials/t-her-2').set(oldTestimonial(HER, 6));
  await db.doc('testimonials/t-other').set(oldTestimonial(OTHER, 7));
  // Already in the new shape: left alone.
  const pseudonym = crypto.randomUUID();
  await db.doc('stories/s-new').set(oldStory(OTHER, 8, { author_id: pseudonym }));
  await db.doc('story_owners/s-new').set({ uid: OTHER, created_at: at(8) });
  return { herStories: ['s-her-1', 's-her-2', 's-her-media'], pseudonym };
}

describe('npm run firebase:migrate-owners', () => {
  it('writes in batches Firestore accepts, and tells a pseudonym from a uid', () => {
    expect(PAIRS_PER_BATCH * 2).toBeLessThanOrEqual(BATCH_MAX_WRITES);
    expect(isPseudonym(crypto.randomUUID())).toBe(true);
    expect(isPseudonym(HER)).toBe(false);
    expect(isPseudonym('00000000-0000-1000-8000-000000000000')).toBe(false);
  });

  it('before it, her old story is hers to nobody: the new rules refuse her edit', async () => {
    await seedOldProject();
    const mine = rules.env.authenticatedContext(HER).firestore();
    expect(
      await succeeds(mine.doc('stories/s-her-1').update({ title: 'Edited', updated_at: now() })),
    ).toBe(false);
  });

  it('with --dry-run counts what it would change and changes nothing', async () => {
    await seedOldProject();
    const before = await publicDocs(db);
    const summary = await migrateOwners(db, { dryRun: true });
    expect(summary.stories).toMatchObject({ scanned: 5, migrated: 4, alreadyDone: 1 });
    expect(summary.testimonials).toMatchObject({ scanned: 3, migrated: 3, alreadyDone: 0 });
    expect(summary.batches).toBe(0);
    expect(await publicDocs(db)).toEqual(before);
    expect((await db.collection('story_owners').get()).size).toBe(1);
    expect((await db.collection('testimonial_owners').get()).size).toBe(0);
  });

  it('moves every uid into an owner document, in batches, and a second run changes nothing', async () => {
    const { herStories, pseudonym } = await seedOldProject();
    const before = await publicDocs(db);

    const summary = await migrateOwners(db, { pairsPerBatch: 2 });
    expect(summary.stories).toMatchObject({ scanned: 5, migrated: 4, alreadyDone: 1, failed: 0 });
    expect(summary.testimonials).toMatchObject({ scanned: 3, migrated: 3, failed: 0 });
    // Read and written 2 documents at a time: stories in 3 batches (one page holds only the
    // document already migrated beside one to migrate), testimonials in 2.
    expect(summary.batches).toBe(5);
    // The story whose photo sits in her old uid folder still names her there (not moved).
    expect(summary.stories.mediaNamingOwner).toBe(1);

    const pseudonyms = new Set<string>();
    for (const collection of MIGRATED_COLLECTIONS) {
      for (const doc of (await db.collection(collection).get()).docs) {
        const oldDoc = JSON.parse(before[doc.ref.path] ?? '{}') as Record<string, unknown>;
        const authorId = String(doc.get('author_id'));
        expect(isPseudonym(authorId)).toBe(true);
        pseudonyms.add(authorId);
        // Her uid and the document's own time, and nothing else.
        const owner = await db.doc(`${OWNER_COLLECTIONS[collection]}/${doc.id}`).get();
        const uid = doc.id === 's-new' ? OTHER : oldDoc['author_id'];
        expect(owner.data()).toEqual({ uid, created_at: doc.get('created_at') as Timestamp });
        // Nothing else of the document changed.
        const unchanged = (data: Record<string, unknown>) => ({ ...data, author_id: null });
        expect(
          unchanged(JSON.parse(JSON.stringify(doc.data())) as Record<string, unknown>),
        ).toEqual(unchanged(oldDoc));
      }
    }
    // One pseudonym per document, none shared; the document already migrated kept its own.
    expect(pseudonyms.size).toBe(8);
    expect(JSON.parse((await publicDocs(db))['stories/s-new'] ?? '{}')).toMatchObject({
      author_id: pseudonym,
    });

    // No uid in any public document, but for the old media folder's URL (documented).
    for (const [path, json] of Object.entries(await publicDocs(db))) {
      const scrubbed =
        path === 'stories/s-her-media'
          ? JSON.stringify({ ...JSON.parse(json), media_urls: [] })
          : json;
      expect(scrubbed).not.toContain(HER);
      expect(scrubbed).not.toContain(OTHER);
    }

    // Her list through her owner documents, as Your Stories reads it, newest first.
    const mine = rules.env.authenticatedContext(HER).firestore();
    const listed = await mine
      .collection('story_owners')
      .where('uid', '==', HER)
      .orderBy('created_at', 'desc')
      .get();
    expect(listed.docs.map((doc) => doc.id)).toEqual([...herStories].reverse());

    // A second run: nothing to do, nothing changed.
    const after = await publicDocs(db);
    const owners = (await db.collection('story_owners').get()).docs.map((d) => d.data());
    const again = await migrateOwners(db);
    expect(again.stories).toMatchObject({ scanned: 5, migrated: 0, alreadyDone: 5 });
    expect(again.testimonials).toMatchObject({ scanned: 3, migrated: 0, alreadyDone: 3 });
    expect(again.batches).toBe(0);
    expect(await publicDocs(db)).toEqual(after);
    expect((await db.collection('story_owners').get()).docs.map((d) => d.data())).toEqual(owners);
  });

  it('gives her stories and testimonials back to her, and to nobody else', async () => {
    await seedOldProject();
    await migrateOwners(db);
    const mine = rules.env.authenticatedContext(HER).firestore();
    const theirs = rules.env.authenticatedContext(OTHER).firestore();

    const edit = { title: 'Edited', updated_at: now() };
    expect(await succeeds(theirs.doc('stories/s-her-1').update(edit))).toBe(false);
    expect(await succeeds(theirs.doc('story_owners/s-her-1').get())).toBe(false);
    expect(await succeeds(mine.doc('stories/s-her-1').update(edit))).toBe(true);
    // Her story under review is still hers to read.
    expect(await succeeds(mine.doc('stories/s-her-2').get())).toBe(true);
    expect(await succeeds(deleteStory(theirs, 's-her-1'))).toBe(false);
    expect(await succeeds(deleteStory(mine, 's-her-1'))).toBe(true);
    expect(await succeeds(deleteTestimonial(theirs, 't-her-1'))).toBe(false);
    expect(await succeeds(deleteTestimonial(mine, 't-her-1'))).toBe(true);
  });

  it('leaves alone what it cannot attribute, and says so in counts only', async () => {
    await seedOldProject();
    // A pseudonym with no owner document, and a uid whose owner document names someone else.
    await db.doc('stories/s-orphan').set(oldStory(OTHER, 9, { author_id: crypto.randomUUID() }));
    await db.doc('stories/s-clash').set(oldStory(HER, 10));
    await db.doc('story_owners/s-clash').set({ uid: OTHER, created_at: at(10) });
    const orphan = await publicDocs(db);

    const lines: string[] = [];
    const code = await runMigration(db, [], (line) => lines.push(line));
    expect(code).toBe(0);
    const summary = await migrateOwners(db);
    expect(summary.stories).toMatchObject({ withoutOwner: 1, conflicting: 1, migrated: 0 });
    const after = await publicDocs(db);
    expect(after['stories/s-orphan']).toBe(orphan['stories/s-orphan']);
    expect(after['stories/s-clash']).toBe(orphan['stories/s-clash']);

    // What it prints names no uid, no pseudonym and nothing she wrote.
    const printed = lines.join('\n');
    expect(printed).toMatch(/stories/);
    expect(printed).toMatch(/\d/);
    for (const secret of [HER, OTHER, TITLE, 'It helped me', 's-her-1']) {
      expect(printed).not.toContain(secret);
    }
    expect(printed).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});
