// Support sent to authors (issue 36) under firestore.rules: the grid of who may get, list,
// create, update and delete each of story_support, support_counts and support_seen, and the
// edges (one per reader per story per day, only the catalogue's messages, not her own story,
// not a story under review, counts moved only with a message). What the rules must keep: the
// author reads counts that name nobody, never the documents that name their senders.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { LIMITS } from '@/domain/limits';
import { AUTHOR, READER, contextFor, firestoreEnvironment, succeeds } from './rules-env';
import { increment, now, ownerDoc, past, storyDoc } from './firestore-docs';

type Firestore = firebase.firestore.Firestore;

const OTHER = 'other-uid';
const DAY = Math.floor(Date.now() / LIMITS.supportDayMs);
const sentId = (storyId: string, uid: string, day = DAY) => `${storyId}_${uid}_${day}`;

/** A message sent as the adapter sends it: its document and the story's count in one batch. */
function send(db: Firestore, uid: string, storyId: string, messageId = 'not-alone', day = DAY) {
  const batch = db.batch();
  batch.set(db.doc(`story_support/${sentId(storyId, uid, day)}`), {
    story_id: storyId,
    sender: uid,
    message_id: messageId,
    day,
    created_at: now(),
  });
  batch.set(
    db.doc(`support_counts/${storyId}`),
    { total: increment(1), counts: { [messageId]: increment(1) }, latest: { [messageId]: now() } },
    { merge: true },
  );
  return batch.commit();
}

/** Her message taken back with the story's count (her erasure). */
function takeBack(db: Firestore, id: string, storyId: string, messageId = 'not-alone') {
  const batch = db.batch();
  batch.delete(db.doc(`story_support/${id}`));
  batch.update(db.doc(`support_counts/${storyId}`), {
    total: increment(-1),
    [`counts.${messageId}`]: increment(-1),
    removed: id,
  });
  return batch.commit();
}

describe('firestore.rules: support sent to authors', () => {
  let env: RulesTestEnvironment;
  let visitor: Firestore;
  let reader: Firestore;
  let author: Firestore;
  let other: Firestore;
  let admin: Firestore;
  const readerSent = sentId('s1', READER);

  beforeAll(async () => {
    env = await firestoreEnvironment();
    visitor = contextFor(env, 'visitor').firestore();
    reader = contextFor(env, 'user').firestore();
    author = contextFor(env, 'author').firestore();
    other = env.authenticatedContext(OTHER, { email: 'other@example.org' }).firestore();
    admin = contextFor(env, 'admin').firestore();
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      for (const id of ['s1', 's2']) {
        await db.doc(`stories/${id}`).set(storyDoc({ created_at: past() }));
        await db.doc(`story_owners/${id}`).set(ownerDoc(AUTHOR, { created_at: past() }));
      }
      await db.doc(`stories/hidden`).set(storyDoc({ created_at: past(), under_review: true }));
      await db.doc(`story_owners/hidden`).set(ownerDoc(AUTHOR, { created_at: past() }));
    });
    // READER sent one to s1 today, through the rules.
    await send(reader, READER, 's1');
    expect(
      await succeeds(author.doc(`support_seen/${AUTHOR}`).set({ totals: {}, seen_at: now() })),
    ).toBe(true);
  });

  describe('story_support: names its sender, so only she and admins read it', () => {
    it('get', async () => {
      const get = (db: Firestore) => succeeds(db.doc(`story_support/${readerSent}`).get());
      expect(await get(visitor)).toBe(false);
      expect(await get(reader)).toBe(true);
      expect(await get(author)).toBe(false);
      expect(await get(other)).toBe(false);
      expect(await get(admin)).toBe(true);
      // Hers before it exists (the adapter's check before sending), never another's.
      const today = (uid: string) => `story_support/${sentId('s2', uid)}`;
      expect(await succeeds(reader.doc(today(READER)).get())).toBe(true);
      expect(await succeeds(other.doc(today(READER)).get())).toBe(false);
    });

    it('list', async () => {
      const bySender = (db: Firestore, uid: string) =>
        succeeds(db.collection('story_support').where('sender', '==', uid).get());
      const byStory = (db: Firestore) =>
        succeeds(db.collection('story_support').where('story_id', '==', 's1').get());
      expect(await bySender(visitor, READER)).toBe(false);
      expect(await bySender(reader, READER)).toBe(true);
      expect(await byStory(reader)).toBe(false);
      expect(await byStory(author)).toBe(false);
      expect(await bySender(author, READER)).toBe(false);
      expect(await byStory(other)).toBe(false);
      expect(await byStory(admin)).toBe(true);
    });

    it('create: a signed-in reader on a story not hers, once a day', async () => {
      expect(await succeeds(send(visitor, 'nobody', 's1'))).toBe(false);
      expect(await succeeds(send(author, AUTHOR, 's1'))).toBe(false);
      expect(await succeeds(send(reader, READER, 's1', 'stay-strong'))).toBe(false);
      expect(await succeeds(send(reader, READER, 's2'))).toBe(true);
      expect(await succeeds(send(other, OTHER, 's1'))).toBe(true);
      expect(await succeeds(send(admin, 'admin-uid', 's1'))).toBe(true);
    });

    it('update: never', async () => {
      for (const db of [visitor, reader, author, other, admin]) {
        expect(
          await succeeds(
            db.doc(`story_support/${readerSent}`).update({ message_id: 'stay-strong' }),
          ),
        ).toBe(false);
      }
    });

    it('delete: its sender with the count taken back, or an admin', async () => {
      expect(await succeeds(takeBack(visitor, readerSent, 's1'))).toBe(false);
      expect(await succeeds(takeBack(author, readerSent, 's1'))).toBe(false);
      expect(await succeeds(takeBack(other, readerSent, 's1'))).toBe(false);
      // Alone, while its count stands: refused, so no count keeps a message that is gone.
      expect(await succeeds(reader.doc(`story_support/${readerSent}`).delete())).toBe(false);
      expect(await succeeds(takeBack(reader, readerSent, 's1'))).toBe(true);
      expect(await succeeds(send(other, OTHER, 's1'))).toBe(true);
      expect(await succeeds(admin.doc(`story_support/${sentId('s1', OTHER)}`).delete())).toBe(true);
    });
  });

  describe('support_counts: the author and admins read them, nobody sets them alone', () => {
    it('get and list', async () => {
      const get = (db: Firestore) => succeeds(db.doc('support_counts/s1').get());
      expect(await get(visitor)).toBe(false);
      expect(await get(reader)).toBe(false);
      expect(await get(author)).toBe(true);
      expect(await get(other)).toBe(false);
      expect(await get(admin)).toBe(true);
      const list = (db: Firestore) => succeeds(db.collection('support_counts').get());
      for (const db of [visitor, reader, author, other]) expect(await list(db)).toBe(false);
      expect(await list(admin)).toBe(true);
    });

    it('create and update only with a message sent or taken back in the same batch', async () => {
      const forged = { total: 99, counts: { 'not-alone': 99 }, latest: {} };
      for (const db of [visitor, reader, author, other, admin]) {
        expect(await succeeds(db.doc('support_counts/s2').set(forged))).toBe(false);
        expect(await succeeds(db.doc('support_counts/s1').update({ total: increment(-1) }))).toBe(
          false,
        );
      }
      // Taking back someone else's message is refused, even naming it.
      expect(await succeeds(takeBack(other, readerSent, 's1'))).toBe(false);
    });

    it('delete: the story’s owner (with the story) or an admin', async () => {
      const remove = (db: Firestore) => succeeds(db.doc('support_counts/s1').delete());
      expect(await remove(visitor)).toBe(false);
      expect(await remove(reader)).toBe(false);
      expect(await remove(other)).toBe(false);
      expect(await remove(author)).toBe(true);
      expect(await remove(admin)).toBe(true);
    });
  });

  describe('support_seen: hers alone, not even admins', () => {
    it('get, list, create, update, delete', async () => {
      const path = `support_seen/${AUTHOR}`;
      for (const db of [visitor, reader, other, admin]) {
        expect(await succeeds(db.doc(path).get())).toBe(false);
        expect(await succeeds(db.doc(path).set({ totals: {}, seen_at: now() }))).toBe(false);
        expect(await succeeds(db.doc(path).delete())).toBe(false);
        expect(await succeeds(db.collection('support_seen').get())).toBe(false);
      }
      expect(await succeeds(author.doc(path).get())).toBe(true);
      expect(await succeeds(author.doc(path).set({ totals: { s1: 1 }, seen_at: now() }))).toBe(
        true,
      );
      expect(await succeeds(author.doc(path).delete())).toBe(true);
    });
  });

  describe('edges', () => {
    it('takes only the catalogue’s messages, today’s day, and stories readers may read', async () => {
      expect(await succeeds(send(other, OTHER, 's2', 'you-are-worthless'))).toBe(false);
      expect(await succeeds(send(other, OTHER, 's2', 'not-alone', DAY - 1))).toBe(false);
      expect(await succeeds(send(other, OTHER, 'hidden'))).toBe(false);
      expect(await succeeds(send(other, OTHER, 'gone'))).toBe(false);
      expect(await succeeds(send(other, OTHER, 's2'))).toBe(true);
    });

    it('refuses a message without its count, or a sender that is not the caller', async () => {
      const alone = other.doc(`story_support/${sentId('s2', OTHER)}`).set({
        story_id: 's2',
        sender: OTHER,
        message_id: 'not-alone',
        day: DAY,
        created_at: now(),
      });
      expect(await succeeds(alone)).toBe(false);
      expect(await succeeds(send(other, READER, 's2'))).toBe(false);
    });
  });
});
