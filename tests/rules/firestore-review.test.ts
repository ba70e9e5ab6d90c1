// Review before publishing (issue 36) under firestore.rules: the config document that holds the
// deployment's STORY_REVIEW, a waiting and a sent-back story, the admin-only audit log and her
// trust under `first`. Every role × operation for each, then the edges: the mode decides how a
// story may be created, nothing but a publish decision lets a waiting story out, and a decision
// is accepted only with its audit document, once.
import { beforeEach, describe, expect, it } from 'vitest';
import type firebase from 'firebase/compat/app';
import { ROLES, type Operation, type Role } from '@/domain/policies';
import { STORY_REVIEW_MODES, type StoryReviewMode } from '@/domain/review';
import {
  deleteStory,
  now,
  past,
  reportDoc,
  seedStory,
  storyDoc,
  withdrawReport,
  writeStory,
} from './firestore-docs';
import {
  auditDoc,
  authorEdit,
  newWaitingStoryDoc,
  publish,
  remove,
  RESUBMIT,
  roundId,
  sendBack,
  sentBackStoryDoc,
  waitingStoryDoc,
} from './review-docs';
import {
  AUTHOR,
  allowed,
  allowedFor,
  denied,
  firestoreRules,
  gridCells,
  READER,
  rulesOff,
  uidFor,
} from './rules-env';

type Firestore = firebase.firestore.Firestore;
type Attempts = Record<Operation, (db: Firestore, role: Role) => Promise<unknown>>;

const CONFIG = 'config/story_review';
const WAITING = 'waiting-story';
const SENT_BACK = 'sent-back-story';
const PUBLISHED = 'published-story';
const SEEDED_AUDIT = 'seeded-audit';

/** The caller's uid for a story she writes; a visitor claims a made-up one. */
const uidOf = (role: Role) => uidFor(role) ?? 'nobody';

describe('firestore.rules: review before publishing', () => {
  const rules = firestoreRules();
  const as = rules.as;
  const seed = (write: (db: Firestore) => Promise<unknown>) => rulesOff(rules.env, write);

  const setMode = (mode: StoryReviewMode) => seed((db) => db.doc(CONFIG).set({ mode }));
  /** Three verified reports on a story (enough to hide it). */
  const reportThrice = (id: string) =>
    seed((db) => db.doc(`stories/${id}`).update({ pending_reports: 3, verified_reports: 3 }));
  const trust = (uid: string) =>
    seed((db) => db.doc(`review_trust/${uid}`).set({ story_id: PUBLISHED, created_at: past() }));

  beforeEach(() =>
    seed(async (db) => {
      await db.doc(CONFIG).set({ mode: 'all' });
      await seedStory(db, WAITING, waitingStoryDoc());
      await seedStory(db, SENT_BACK, sentBackStoryDoc());
      await seedStory(db, PUBLISHED);
      await db.doc(`review_audit/${SEEDED_AUDIT}`).set(auditDoc(PUBLISHED, { created_at: past() }));
    }),
  );

  function grid(
    subject: string,
    attempts: Attempts,
    expected: Record<Operation, readonly Role[]>,
    /** Run with the rules off before the attempt (a document it needs there, or gone). */
    prepare: (operation: Operation) => unknown = () => undefined,
  ) {
    describe(subject, () => {
      gridCells(
        ROLES,
        (role, operation) => expected[operation].includes(role),
        async (role, operation) => {
          await prepare(operation);
          return attempts[operation](as[role], role);
        },
      );
    });
  }

  describe('the review configuration', () => {
    // Everyone reads the mode (a share form can say her story will wait); only admins change it.
    grid(
      'config/story_review',
      {
        get: (db) => db.doc(CONFIG).get(),
        list: (db) => db.collection('config').get(),
        create: (db) => db.doc(CONFIG).set({ mode: 'all' }),
        update: (db) => db.doc(CONFIG).update({ mode: 'first' }),
        delete: (db) => db.doc(CONFIG).delete(),
      },
      {
        get: ROLES,
        list: [],
        create: ['admin'],
        update: ['admin'],
        delete: ['admin'],
      },
      (operation) => operation === 'create' && seed((db) => db.doc(CONFIG).delete()),
    );

    it('holds only off, first or all, and nothing else', async () => {
      for (const mode of STORY_REVIEW_MODES) await allowed(as.admin.doc(CONFIG).set({ mode }));
      const invalid = [
        { mode: 'ALL' },
        { mode: 'none' },
        { mode: true },
        {},
        { mode: 'all', x: 1 },
      ];
      for (const data of invalid) await denied(as.admin.doc(CONFIG).set(data));
      // Another document under config is nobody's to write.
      await denied(as.admin.doc('config/other').set({ mode: 'all' }));
    });
  });

  // A waiting story: hers and the admins' to read, hers to edit (it keeps waiting) or delete.
  grid(
    'a waiting story',
    {
      get: (db) => db.doc(`stories/${WAITING}`).get(),
      list: (db) => db.collection('stories').where('review', '==', 'waiting').get(),
      create: (db, role) => writeStory(db, uidOf(role), newWaitingStoryDoc()),
      update: (db) => authorEdit(db, WAITING),
      delete: (db) => deleteStory(db, WAITING),
    },
    {
      get: ['author', 'admin'],
      list: ['admin'],
      create: ['user', 'author', 'admin'],
      update: ['author'],
      delete: ['author', 'admin'],
    },
  );

  // Sent back: still hidden; her edit resubmits it; nobody creates a story sent back.
  grid(
    'a sent-back story',
    {
      get: (db) => db.doc(`stories/${SENT_BACK}`).get(),
      list: (db) => db.collection('stories').where('review', '==', 'sent_back').get(),
      create: (db, role) =>
        writeStory(db, uidOf(role), newWaitingStoryDoc({ review: 'sent_back' })),
      update: (db) => authorEdit(db, SENT_BACK, RESUBMIT),
      delete: (db) => deleteStory(db, SENT_BACK),
    },
    {
      get: ['author', 'admin'],
      list: ['admin'],
      create: [],
      update: ['author'],
      delete: ['author', 'admin'],
    },
  );

  // Admins alone read the log; a decision's batch writes it; nobody changes or deletes it.
  grid(
    'the review audit log',
    {
      get: (db) => db.doc(`review_audit/${SEEDED_AUDIT}`).get(),
      list: (db) => db.collection('review_audit').get(),
      create: (db) => publish(db, WAITING),
      update: (db) => db.doc(`review_audit/${SEEDED_AUDIT}`).update({ changed_fields: ['title'] }),
      delete: (db) => db.doc(`review_audit/${SEEDED_AUDIT}`).delete(),
    },
    { get: ['admin'], list: ['admin'], create: ['admin'], update: [], delete: [] },
  );

  // Her trust under `first`: written by the admin publishing one of hers; she reads or drops it.
  grid(
    'her review trust',
    {
      get: (db) => db.doc(`review_trust/${AUTHOR}`).get(),
      list: (db) => db.collection('review_trust').get(),
      create: (db) => publish(db, WAITING, { trust: AUTHOR }),
      update: (db) => publish(db, WAITING, { trust: AUTHOR }),
      delete: (db) => db.doc(`review_trust/${AUTHOR}`).delete(),
    },
    {
      get: ['author', 'admin'],
      list: ['admin'],
      create: ['admin'],
      update: ['admin'],
      delete: ['author', 'admin'],
    },
    (operation) => operation !== 'create' && trust(AUTHOR),
  );

  describe('creating a story under each mode', () => {
    const published = (db: Firestore) => writeStory(db, READER, storyDoc());
    const waiting = (db: Firestore) => writeStory(db, READER, newWaitingStoryDoc());

    it('all: a reader cannot create her story published, only waiting', async () => {
      await denied(published(as.user));
      await allowed(waiting(as.user));
    });

    it('first: waiting until an admin published one of hers, then published at once', async () => {
      await setMode('first');
      await denied(published(as.user));
      await allowed(waiting(as.user));
      await trust(READER);
      await allowed(published(as.user));
      await denied(waiting(as.user));
      // Another reader's trust is not hers.
      await trust(AUTHOR);
      await seed((db) => db.doc(`review_trust/${READER}`).delete());
      await denied(published(as.user));
    });

    it('off, and no config at all: published at once, never waiting', async () => {
      await setMode('off');
      await allowed(published(as.user));
      await denied(waiting(as.user));
      await seed((db) => db.doc(CONFIG).delete());
      await allowed(published(as.user));
      await denied(waiting(as.user));
    });

    it('waiting means hidden, and only waiting: no other state, no reason of hers', async () => {
      for (const story of [
        newWaitingStoryDoc({ under_review: false }),
        newWaitingStoryDoc({ review: 'sent_back' }),
        newWaitingStoryDoc({ review: 'published' }),
        newWaitingStoryDoc({ review_reason: 'other' }),
        newWaitingStoryDoc({ redacted_fields: [] }),
        storyDoc({ under_review: true }),
      ]) {
        await denied(writeStory(as.user, READER, story));
      }
    });
  });

  describe('what keeps a waiting or sent-back story from readers', () => {
    it('a public query returns no waiting or sent-back story', async () => {
      for (const role of ['visitor', 'user'] as const) {
        const page = await as[role].collection('stories').where('under_review', '==', false).get();
        expect(page.docs.map((doc) => doc.id)).toEqual([PUBLISHED]);
      }
    });

    it('an admin dismissing its reports cannot publish it', async () => {
      const reset = (id: string, under_review: boolean) =>
        as.admin
          .doc(`stories/${id}`)
          .update({ pending_reports: 0, verified_reports: 0, under_review });
      for (const id of [WAITING, SENT_BACK]) {
        await reportThrice(id);
        await denied(reset(id, false));
        await allowed(reset(id, true));
      }
      // A published story's reports dismissed still returns it to readers.
      await reportThrice(PUBLISHED);
      await seed((db) => db.doc(`stories/${PUBLISHED}`).update({ under_review: true }));
      await allowed(reset(PUBLISHED, false));
    });

    it('a reader withdrawing her report cannot publish it', async () => {
      await seed(async (db) => {
        await db.doc(`stories/${WAITING}`).update({ pending_reports: 1, verified_reports: 1 });
        await db.doc(`reports/${READER}_${WAITING}`).set(reportDoc(READER, WAITING));
      });
      await denied(withdrawReport(as.user, READER, WAITING, { underReview: false }));
      await allowed(withdrawReport(as.user, READER, WAITING));
    });
  });

  describe('a decision', () => {
    it('is refused without its audit document, and the audit document without it', async () => {
      await denied(publish(as.admin, WAITING, { audit: null }));
      await denied(sendBack(as.admin, WAITING, 'other', { audit: null }));
      await denied(publish(as.admin, WAITING, { story: null }));
      await denied(sendBack(as.admin, WAITING, 'other', { story: null }));
      await denied(
        as.admin.doc(`stories/${WAITING}`).update({ under_review: false, review: remove() }),
      );
    });

    it("a second admin's decision on a story no longer waiting is refused", async () => {
      await allowed(publish(as.admin, WAITING));
      await denied(publish(as.admin, WAITING));
      await denied(sendBack(as.admin, WAITING));
      // Nor under an audit id of another round.
      await denied(publish(as.admin, WAITING, { auditId: `${roundId(WAITING)}0` }));
    });

    it('is refused on a story sent back, or published, until she resubmits it', async () => {
      await denied(publish(as.admin, SENT_BACK));
      await denied(sendBack(as.admin, PUBLISHED));
      await allowed(authorEdit(as.author, SENT_BACK, RESUBMIT));
      // Her edit started a new round: its decision has an audit id of its own.
      const story = await as.author.doc(`stories/${SENT_BACK}`).get();
      const updatedAt = story.get('updated_at') as firebase.firestore.Timestamp;
      const round = `${SENT_BACK}_${String(updatedAt.toMillis())}`;
      await denied(publish(as.admin, SENT_BACK));
      await allowed(publish(as.admin, SENT_BACK, { auditId: round }));
    });

    it('publishes with the redacted fields named, in the story and in its audit, and nothing more', async () => {
      const title = { title: 'A colleague at work' };
      const audit = (fields: Record<string, unknown>) => auditDoc(WAITING, fields);
      for (const parts of [
        { changes: title },
        { redacted: ['title'] },
        { changes: title, redacted: ['title'], audit: audit({ changed_fields: [] }) },
        // Never a word of the story in the log.
        { changes: title, redacted: ['title'], audit: audit({ changed_fields: ['title'], title }) },
        // Only the three redactable fields, within the story's limits; tags are hers.
        { changes: { tags: ['Legal'] } },
        { changes: { title: 'x'.repeat(201) }, redacted: ['title'] },
        // Who decided is the admin writing, at the server's time, under the round's id.
        { audit: audit({ admin_email: 'someone@example.org' }) },
        { audit: audit({ admin_uid: READER }) },
        { audit: audit({ created_at: past() }) },
        { auditId: `${WAITING}_1` },
      ]) {
        await denied(publish(as.admin, WAITING, parts));
      }
      const redacted = ['title', 'content_warning'];
      await allowed(
        publish(as.admin, WAITING, {
          changes: { ...title, content_warning: 'Violence' },
          redacted,
        }),
      );
      const story = (await as.visitor.doc(`stories/${WAITING}`).get()).data();
      expect(story).toMatchObject({ under_review: false, redacted_fields: redacted });
      expect(story).not.toHaveProperty('review');
    });

    it('keeps a story hidden by reports hidden when publishing it', async () => {
      await reportThrice(WAITING);
      await denied(publish(as.admin, WAITING));
      await allowed(publish(as.admin, WAITING, { underReview: true }));
    });

    it('sends back with one of the reasons, repeated in its audit, and changes nothing else', async () => {
      await denied(sendBack(as.admin, WAITING, 'because'));
      const sentBack = { review: 'sent_back', review_reason: 'other' };
      for (const parts of [
        { audit: auditDoc(WAITING, { action: 'sent_back', reason: 'private-details' }) },
        { story: { ...sentBack, title: 'Changed' } },
        { story: { ...sentBack, under_review: false } },
      ]) {
        await denied(sendBack(as.admin, WAITING, 'other', parts));
      }
      await allowed(sendBack(as.admin, WAITING, 'other'));
    });

    it('lets an erasing admin take only her own uid and address off her decisions', async () => {
      const forget = { admin_uid: remove(), admin_email: remove() };
      const entry = (db: Firestore, id = SEEDED_AUDIT) => db.doc(`review_audit/${id}`);
      await denied(entry(as.admin).update({ ...forget, reason: 'other' }));
      await denied(entry(as.admin).update({ admin_email: 'new@example.org' }));
      await seed((db) =>
        entry(db, 'theirs').set(auditDoc(PUBLISHED, { admin_uid: 'other', created_at: past() })),
      );
      await denied(entry(as.admin, 'theirs').update(forget));
      expect(await allowedFor(as, (db) => entry(db).update(forget))).toEqual(['admin']);
    });

    it('lets her record her trust herself only by a published story of hers', async () => {
      const mine = (db: Firestore, storyId: string, uid = AUTHOR) =>
        db.doc(`review_trust/${uid}`).set({ story_id: storyId, created_at: now() });
      for (const storyId of [WAITING, SENT_BACK, 'missing']) await denied(mine(as.author, storyId));
      // Not for another reader, nor by another's story.
      await denied(mine(as.author, PUBLISHED, READER));
      await denied(mine(as.user, PUBLISHED, READER));
      expect(await allowedFor(as, (db) => mine(db, PUBLISHED))).toEqual(['author']);
    });

    it('writes her trust only with the publishing of one of her stories', async () => {
      // Not by a story still waiting, unless published in the same batch.
      const byWaiting = (db: Firestore) =>
        db.doc(`review_trust/${AUTHOR}`).set({ story_id: WAITING, created_at: now() });
      expect(await allowedFor(as, byWaiting)).toEqual([]);
      // Not another reader's, on her story.
      await denied(publish(as.admin, WAITING, { trust: READER }));
      await denied(sendBack(as.admin, WAITING, 'other', { trust: AUTHOR }));
      await allowed(publish(as.admin, WAITING, { trust: AUTHOR }));
    });
  });

  describe('her edits', () => {
    it('a sent-back story goes back to waiting, never published by her nor kept sent back', async () => {
      for (const review of [
        {},
        { review_reason: remove() },
        { review: remove(), review_reason: remove(), under_review: false },
        { ...RESUBMIT, under_review: false },
      ]) {
        await denied(authorEdit(as.author, SENT_BACK, review));
      }
      await allowed(authorEdit(as.author, SENT_BACK, RESUBMIT));
    });

    it('a sent-back story her edit publishes once review no longer applies to her', async () => {
      const republish = { review: remove(), review_reason: remove(), under_review: false };
      for (const before of [
        () => setMode('off'),
        () => setMode('first').then(() => trust(AUTHOR)),
      ]) {
        await seed((db) => db.doc(`stories/${SENT_BACK}`).set(sentBackStoryDoc()));
        await before();
        await denied(authorEdit(as.author, SENT_BACK, RESUBMIT));
        await denied(authorEdit(as.author, SENT_BACK, { ...republish, review_reason: 'other' }));
        await allowed(authorEdit(as.author, SENT_BACK, republish));
      }
    });

    it('a waiting story keeps waiting', async () => {
      await denied(authorEdit(as.author, WAITING, { review: remove(), under_review: false }));
      await denied(authorEdit(as.author, WAITING, { review_reason: 'other' }));
      await allowed(authorEdit(as.author, WAITING));
    });

    it('under all, a published story is read again before readers see her changes', async () => {
      await denied(authorEdit(as.author, PUBLISHED));
      await allowed(authorEdit(as.author, PUBLISHED, { review: 'waiting', under_review: true }));
    });

    it('under first or off, a published story stays published', async () => {
      for (const mode of ['first', 'off'] as const) {
        await setMode(mode);
        await denied(authorEdit(as.author, PUBLISHED, { review: 'waiting', under_review: true }));
        await allowed(authorEdit(as.author, PUBLISHED));
      }
    });
  });

  it('lets nobody but its author and admins find it by id, whatever the mode', async () => {
    for (const mode of STORY_REVIEW_MODES) {
      await setMode(mode);
      const readers = await allowedFor(as, (db) => db.doc(`stories/${WAITING}`).get());
      expect(readers).toEqual(['author', 'admin']);
    }
  });
});
