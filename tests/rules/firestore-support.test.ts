// Support sent to authors (issue 36) under firestore.rules: the grid of who may get, list,
// create, update and delete each of story_support, support_counts and support_seen, and the
// edges (one per reader per story per day, only the catalogue's messages, not her own story,
// not a story under review, counts moved only with a message). What the rules must keep: the
// author reads counts that name nobody, never the documents that name their senders.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type firebase from 'firebase/compat/app';
import { LIMITS } from '@/domain/limits';
import { allowed, allowedFor, AUTHOR, denied, firestoreRules, READER, rulesOff } from './rules-env';
import { increment, now, seedStory } from './firestore-docs';

type Firestore = firebase.firestore.Firestore;

const OTHER = 'other-uid';
const DAY = Math.floor(Date.now() / LIMITS.supportDayMs);
const sentId = (storyId: string, uid: string, day = DAY) => `${storyId}_${uid}_${day}`;

/** The document of a message `uid` sends to `storyId`. */
const supportDoc = (uid: string, storyId: string, messageId = 'not-alone', day = DAY) => ({
  story_id: storyId,
  sender: uid,
  message_id: messageId,
  day,
  created_at: now(),
});

/** A message sent as the adapter sends it: its document and the story's count in one batch. */
function send(db: Firestore, uid: string, storyId: string, messageId = 'not-alone', day = DAY) {
  const batch = db.batch();
  const doc = supportDoc(uid, storyId, messageId, day);
  batch.set(db.doc(`story_support/${sentId(storyId, uid, day)}`), doc);
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
  const rules = firestoreRules();
  let visitor: Firestore;
  let reader: Firestore;
  let author: Firestore;
  let other: Firestore;
  let admin: Firestore;
  /** Every caller, by name, for allowedFor. */
  let everyone: Record<'visitor' | 'reader' | 'author' | 'other' | 'admin', Firestore>;
  const readerSent = sentId('s1', READER);

  beforeAll(() => {
    ({ visitor, user: reader, author, admin } = rules.as);
    other = rules.env.authenticatedContext(OTHER, { email: 'other@example.org' }).firestore();
    everyone = { visitor, reader, author, other, admin };
  });
  beforeEach(async () => {
    await rulesOff(rules.env, async (db) => {
      await seedStory(db, 's1');
      await seedStory(db, 's2');
      await seedStory(db, 'hidden', { under_review: true });
    });
    // READER sent one to s1 today, through the rules.
    await send(reader, READER, 's1');
    await allowed(author.doc(`support_seen/${AUTHOR}`).set({ totals: {}, seen_at: now() }));
  });

  describe('story_support: names its sender, so only she and admins read it', () => {
    it('get', async () => {
      const get = (db: Firestore) => db.doc(`story_support/${readerSent}`).get();
      expect(await allowedFor(everyone, get)).toEqual(['reader', 'admin']);
      // Hers before it exists (the adapter's check before sending), never another's.
      const today = (uid: string) => `story_support/${sentId('s2', uid)}`;
      await allowed(reader.doc(today(READER)).get());
      await denied(other.doc(today(READER)).get());
    });

    it('list', async () => {
      const byReader = (db: Firestore) =>
        db.collection('story_support').where('sender', '==', READER).get();
      const byStory = (db: Firestore) =>
        db.collection('story_support').where('story_id', '==', 's1').get();
      expect(await allowedFor(everyone, byReader)).toEqual(['reader', 'admin']);
      expect(await allowedFor(everyone, byStory)).toEqual(['admin']);
    });

    it('create: a signed-in reader on a story not hers, once a day', async () => {
      await denied(send(visitor, 'nobody', 's1'));
      await denied(send(author, AUTHOR, 's1'));
      await denied(send(reader, READER, 's1', 'stay-strong'));
      await allowed(send(reader, READER, 's2'));
      await allowed(send(other, OTHER, 's1'));
      await allowed(send(admin, 'admin-uid', 's1'));
    });

    it('update: never', async () => {
      const update = (db: Firestore) =>
        db.doc(`story_support/${readerSent}`).update({ message_id: 'stay-strong' });
      expect(await allowedFor(everyone, update)).toEqual([]);
    });

    it('delete: its sender with the count taken back, or an admin', async () => {
      const strangers = { visitor, author, other };
      expect(await allowedFor(strangers, (db) => takeBack(db, readerSent, 's1'))).toEqual([]);
      // Alone, while its count stands: refused, so no count keeps a message that is gone.
      await denied(reader.doc(`story_support/${readerSent}`).delete());
      await allowed(takeBack(reader, readerSent, 's1'));
      await allowed(send(other, OTHER, 's1'));
      await allowed(admin.doc(`story_support/${sentId('s1', OTHER)}`).delete());
    });
  });

  describe('support_counts: the author and admins read them, nobody sets them alone', () => {
    it('get and list', async () => {
      const get = (db: Firestore) => db.doc('support_counts/s1').get();
      expect(await allowedFor(everyone, get)).toEqual(['author', 'admin']);
      const list = (db: Firestore) => db.collection('support_counts').get();
      expect(await allowedFor(everyone, list)).toEqual(['admin']);
    });

    it('create and update only with a message sent or taken back in the same batch', async () => {
      const forged = { total: 99, counts: { 'not-alone': 99 }, latest: {} };
      const set = (db: Firestore) => db.doc('support_counts/s2').set(forged);
      expect(await allowedFor(everyone, set)).toEqual([]);
      const update = (db: Firestore) =>
        db.doc('support_counts/s1').update({ total: increment(-1) });
      expect(await allowedFor(everyone, update)).toEqual([]);
      // Taking back someone else's message is refused, even naming it.
      await denied(takeBack(other, readerSent, 's1'));
    });

    it('delete: the story’s owner (with the story) or an admin', async () => {
      const remove = (db: Firestore) => db.doc('support_counts/s1').delete();
      // Those refused first, while it stands.
      const callers = { visitor, reader, other, author, admin };
      expect(await allowedFor(callers, remove)).toEqual(['author', 'admin']);
    });
  });

  describe('support_seen: hers alone, not even admins', () => {
    it('get, list, create, update, delete', async () => {
      const path = `support_seen/${AUTHOR}`;
      const others = { visitor, reader, other, admin };
      expect(await allowedFor(others, (db) => db.collection('support_seen').get())).toEqual([]);
      const seen = { totals: { s1: 1 }, seen_at: now() };
      // Hers last, so that the others are refused each while it stands.
      for (const attempt of [
        (db: Firestore) => db.doc(path).get(),
        (db: Firestore) => db.doc(path).set(seen),
        (db: Firestore) => db.doc(path).delete(),
      ]) {
        expect(await allowedFor({ ...others, author }, attempt)).toEqual(['author']);
      }
    });
  });

  describe('edges', () => {
    it('takes only the catalogue’s messages, today’s day, and stories readers may read', async () => {
      await denied(send(other, OTHER, 's2', 'you-are-worthless'));
      await denied(send(other, OTHER, 's2', 'not-alone', DAY - 1));
      await denied(send(other, OTHER, 'hidden'));
      await denied(send(other, OTHER, 'gone'));
      await allowed(send(other, OTHER, 's2'));
    });

    it('refuses a message without its count, or a sender that is not the caller', async () => {
      const alone = supportDoc(OTHER, 's2');
      await denied(other.doc(`story_support/${sentId('s2', OTHER)}`).set(alone));
      await denied(send(other, READER, 's2'));
    });
  });
});
