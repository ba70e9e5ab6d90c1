// Who wrote a story or a testimonial, kept apart from it. The public document carries only its
// own random pseudonym (author_id); the owner's uid sits in story_owners/{storyId} or
// testimonial_owners/{testimonialId}, which only she and admins can read (firestore.rules), so
// one story does not lead to her others. Both halves are written and deleted in one batch: the
// rules accept neither alone.
import type { FirestoreHandle } from '@/backend/firebase/firebase-services';
import { isPermissionDenied } from '@/backend/firebase/firebase-errors';

export const OWNER_COLLECTIONS = {
  stories: 'story_owners',
  testimonials: 'testimonial_owners',
} as const;

export type OwnedCollection = keyof typeof OWNER_COLLECTIONS;

/**
 * The fields of an owner document as created (firestore.rules: exactly these); a story's may
 * later gain restored_at (story-restored.ts).
 */
export const OWNER_FIELDS = ['uid', 'created_at'] as const;

/** A new public pseudonym, random and shared with nothing else she wrote. */
export function newPseudonym(): string {
  return crypto.randomUUID();
}

/** The owner document's path for a story or testimonial. */
export function ownerPath(collection: OwnedCollection, id: string): string {
  return `${OWNER_COLLECTIONS[collection]}/${id}`;
}

/**
 * The owner document's fields when the signed-in `uid` owns the document, else null. Another
 * reader may not read the owner document at all: to her the answer is simply no.
 */
export async function ownerDocOf(
  { sdk, db }: FirestoreHandle,
  collection: OwnedCollection,
  id: string,
  uid: string,
): Promise<Record<string, unknown> | null> {
  try {
    const snapshot = await sdk.getDoc(sdk.doc(db, ownerPath(collection, id)));
    const data = snapshot.exists() ? snapshot.data() : null;
    return data?.['uid'] === uid ? data : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** Whether the signed-in `uid` owns the document. */
export async function isOwnedBy(
  handle: FirestoreHandle,
  collection: OwnedCollection,
  id: string,
  uid: string,
): Promise<boolean> {
  return (await ownerDocOf(handle, collection, id, uid)) !== null;
}

/**
 * Her owner documents (id and fields) for stories or testimonials, newest first (the index
 * uid + created_at desc in firestore.indexes.json), at most `limit` when given.
 */
export async function ownerDocs(
  { sdk, db }: FirestoreHandle,
  collection: OwnedCollection,
  uid: string,
  limit?: number,
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, OWNER_COLLECTIONS[collection]),
      sdk.where('uid', '==', uid),
      sdk.orderBy('created_at', 'desc'),
      ...(limit === undefined ? [] : [sdk.limit(limit)]),
    ),
  );
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
}

/** The ids of her stories or testimonials, newest first, at most `limit` when given. */
export async function ownedIds(
  handle: FirestoreHandle,
  collection: OwnedCollection,
  uid: string,
  limit?: number,
): Promise<string[]> {
  return (await ownerDocs(handle, collection, uid, limit)).map(({ id }) => id);
}
