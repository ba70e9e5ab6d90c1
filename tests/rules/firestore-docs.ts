// Valid documents of each collection, as the Firebase adapter writes them, for the rules tests.
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { ownerPath, type OwnedCollection } from '@/backend/firebase/owner-docs';
import { AUTHOR } from './rules-env';

type Firestore = firebase.firestore.Firestore;
/** A document's fields, or the ones that replace a valid document's. */
type Fields = Record<string, unknown>;

// Refusals are what these tests expect: the SDK need not log each one.
firebase.firestore.setLogLevel('silent');

export const now = () => firebase.firestore.FieldValue.serverTimestamp();
export const increment = (by: number) => firebase.firestore.FieldValue.increment(by);
/** A fixed past time, for documents seeded with rules off. */
export const past = () => firebase.firestore.Timestamp.fromMillis(Date.UTC(2025, 0, 1));

/** A story's or testimonial's own pseudonym, as the adapters make one (crypto.randomUUID). */
export const newPseudonym = (): string => crypto.randomUUID();

/** A story document: public, naming only its own pseudonym (its owner is in story_owners). */
export function storyDoc(overrides: Fields = {}) {
  return {
    title: 'A title',
    content: 'A story',
    tags: ['Recovery', 'Support'],
    media_urls: [],
    media_sizes: [],
    content_warning: '',
    author_id: newPseudonym(),
    created_at: now(),
    reactionsCount: 0,
    pending_reports: 0,
    verified_reports: 0,
    under_review: false,
    ...overrides,
  };
}

export function reactionDoc(userId: string, storyId: string, overrides: Fields = {}) {
  return { story_id: storyId, user_id: userId, type: 'heart', created_at: now(), ...overrides };
}

export function reportDoc(userId: string, storyId: string, overrides: Fields = {}) {
  return {
    story_id: storyId,
    user_id: userId,
    reason: 'harassment',
    reported_at: now(),
    status: 'pending',
    ...overrides,
  };
}

export function testimonialDoc(overrides: Fields = {}) {
  return { content: 'It helped me.', author_id: newPseudonym(), created_at: now(), ...overrides };
}

/** An owner document (story_owners/{id}, testimonial_owners/{id}): her uid, apart. */
export function ownerDoc(uid: string, overrides: Fields = {}) {
  return { uid, created_at: now(), ...overrides };
}

/**
 * AUTHOR's story (unless `owner` names another uid) and its owner document, written in the past
 * on a database with the rules off.
 */
export async function seedStory(db: Firestore, id: string, story: Fields = {}, owner: Fields = {}) {
  await db.doc(`stories/${id}`).set(storyDoc({ created_at: past(), ...story }));
  await db.doc(ownerPath('stories', id)).set(ownerDoc(AUTHOR, { created_at: past(), ...owner }));
}

/** A new story or testimonial and its owner document in one batch, as the adapter writes them. */
function writeOwned(
  db: Firestore,
  collection: OwnedCollection,
  uid: string,
  data: Fields,
  id?: string,
) {
  const at = id ?? db.collection(collection).doc().id;
  const batch = db.batch();
  batch.set(db.doc(`${collection}/${at}`), data);
  batch.set(db.doc(ownerPath(collection, at)), ownerDoc(uid));
  return batch.commit();
}

/** One deleted with its owner document, in one batch, as the adapter deletes it. */
function deleteOwned(db: Firestore, collection: OwnedCollection, id: string) {
  const batch = db.batch();
  batch.delete(db.doc(`${collection}/${id}`));
  batch.delete(db.doc(ownerPath(collection, id)));
  return batch.commit();
}

export const writeStory = (db: Firestore, uid: string, story: Fields = storyDoc(), id?: string) =>
  writeOwned(db, 'stories', uid, story, id);
export const deleteStory = (db: Firestore, id: string) => deleteOwned(db, 'stories', id);
export const writeTestimonial = (
  db: Firestore,
  uid: string,
  doc: Fields = testimonialDoc(),
  id?: string,
) => writeOwned(db, 'testimonials', uid, doc, id);
export const deleteTestimonial = (db: Firestore, id: string) => deleteOwned(db, 'testimonials', id);

export function profileDoc(email: string, overrides: Fields = {}) {
  return {
    email,
    display_name: email.split('@')[0],
    phone: null,
    avatar_url: null,
    created_at: now(),
    provider: 'email',
    ...overrides,
  };
}

const NGO_PUBLIC_FIELDS = {
  name: 'Safe Harbour',
  description: 'Shelter and counselling',
  contact: '+91 98765 43210',
  email: 'help@safeharbour.example.org',
};
const REGISTRATION_NUMBER = 'REG-1';

/** The public half of an approved NGO (ngos/{id}). */
export function ngoDoc(overrides: Fields = {}) {
  return {
    ...NGO_PUBLIC_FIELDS,
    website: '',
    approved: true,
    category: 'Shelter',
    approved_at: now(),
    ...overrides,
  };
}

/** The admin-only half (ngo_private/{id}): registration number and approving admin. */
export function ngoPrivateDoc(approvedBy: string, overrides: Fields = {}) {
  return { registration_number: REGISTRATION_NUMBER, approved_by: approvedBy, ...overrides };
}

/** An approval as the adapter sends it: both halves in one batch. */
export function approveNgo(
  db: Firestore,
  id: string,
  approvedBy: string,
  overrides: { public?: Fields; private?: Fields } = {},
) {
  const batch = db.batch();
  batch.set(db.doc(`ngos/${id}`), ngoDoc(overrides.public));
  batch.set(db.doc(`ngo_private/${id}`), ngoPrivateDoc(approvedBy, overrides.private));
  return batch.commit();
}

export function ngoRequestDoc(userId: string, overrides: Fields = {}) {
  return {
    ...NGO_PUBLIC_FIELDS,
    registration_number: REGISTRATION_NUMBER,
    user_id: userId,
    created_at: now(),
    approved: false,
    ...overrides,
  };
}

/**
 * A reaction with the story's +1, in one batch, as the adapter sends it (forged: its document
 * changed by `overrides`, the count by `by`).
 */
export function react(
  db: Firestore,
  userId: string,
  storyId: string,
  overrides: Fields = {},
  by = 1,
) {
  const batch = db.batch();
  batch.set(db.doc(`reactions/${userId}_${storyId}`), reactionDoc(userId, storyId, overrides));
  batch.update(db.doc(`stories/${storyId}`), { reactionsCount: increment(by) });
  return batch.commit();
}

/**
 * A report with the story's pending_reports +1, verified_reports +1 if `verified` (the reader's
 * address is), and the review flag, in one batch, as the adapter sends it (forged: its document
 * changed by `overrides`).
 */
export function report(
  db: Firestore,
  userId: string,
  storyId: string,
  underReview = false,
  verified = true,
  overrides: Fields = {},
) {
  const batch = db.batch();
  batch.set(db.doc(`reports/${userId}_${storyId}`), reportDoc(userId, storyId, overrides));
  batch.update(db.doc(`stories/${storyId}`), {
    pending_reports: increment(1),
    verified_reports: increment(verified ? 1 : 0),
    under_review: underReview,
  });
  return batch.commit();
}

/** Her reaction deleted with the story's count changed `by` (-1 as the adapter sends it). */
export function unreact(db: Firestore, userId: string, storyId: string, by = -1) {
  const batch = db.batch();
  batch.delete(db.doc(`reactions/${userId}_${storyId}`));
  batch.update(db.doc(`stories/${storyId}`), { reactionsCount: increment(by) });
  return batch.commit();
}

/**
 * Her report deleted with the story's counters changed by `pending` and `verified`, and its
 * review flag set to `underReview` when given (the adapter tries false first).
 */
export function withdrawReport(
  db: Firestore,
  userId: string,
  storyId: string,
  {
    pending = -1,
    verified = -1,
    underReview,
  }: { pending?: number; verified?: number; underReview?: boolean } = {},
) {
  const batch = db.batch();
  batch.delete(db.doc(`reports/${userId}_${storyId}`));
  batch.update(db.doc(`stories/${storyId}`), {
    pending_reports: increment(pending),
    verified_reports: increment(verified),
    ...(underReview === undefined ? {} : { under_review: underReview }),
  });
  return batch.commit();
}
