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

/** The fields of an owner document (firestore.rules: exactly these). */
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
 * Whether the signed-in `uid` owns the document. Another reader may not read the owner
 * document at all: to her the answer is simply no.
 */
export async function isOwnedBy(
  { sdk, db }: FirestoreHandle,
  collection: OwnedCollection,
  id: string,
  uid: string,
): Promise<boolean> {
  try {
    const snapshot = await sdk.getDoc(sdk.doc(db, ownerPath(collection, id)));
    return snapshot.exists() && snapshot.data()['uid'] === uid;
  } catch (error) {
    if (isPermissionDenied(error)) return false;
    throw error;
  }
}

/**
 * The ids of her stories or testimonials, newest first (the index uid + created_at desc in
 * firestore.indexes.json), at most `limit` when given.
 */
export async function ownedIds(
  { sdk, db }: FirestoreHandle,
  collection: OwnedCollection,
  uid: string,
  limit?: number,
): Promise<string[]> {
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, OWNER_COLLECTIONS[collection]),
      sdk.where('uid', '==', uid),
      sdk.orderBy('created_at', 'desc'),
      ...(limit === undefined ? [] : [sdk.limit(limit)]),
    ),
  );
  return snapshot.docs.map((doc) => doc.id);
}
