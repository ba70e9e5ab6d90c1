// Deleting a story with what hangs on it, and deleting documents in batches: shared by the
// author's delete, the admin's delete and the erasure of an account.
import type { Story } from '@/domain/entities';
import type { FirebaseServices, FirestoreHandle } from '@/backend/firebase/firebase-services';
import { deleteMediaQuietly } from '@/backend/firebase/firebase-media';
import { ownerPath } from '@/backend/firebase/owner-docs';
import { supportCountsPath } from '@/backend/firebase/firebase-support';

/** Firestore commits at most 500 writes per batch. */
export const BATCH_MAX_WRITES = 500;

/** Deletes the documents in order, at most 500 per batch, one batch after the other. */
export async function deleteInBatches(
  { sdk, db }: FirestoreHandle,
  paths: readonly string[],
): Promise<void> {
  for (let start = 0; start < paths.length; start += BATCH_MAX_WRITES) {
    const batch = sdk.writeBatch(db);
    for (const path of paths.slice(start, start + BATCH_MAX_WRITES)) {
      batch.delete(sdk.doc(db, path));
    }
    await batch.commit();
  }
}

/**
 * Deletes the given documents and then the story with its owner document, those two in a batch
 * of their own after the others: the rules (which look at the story and its owner) judge every
 * earlier one, and accept the story and its owner document only together.
 */
export async function deleteWithStory(
  handle: FirestoreHandle,
  storyId: string,
  paths: readonly string[],
): Promise<void> {
  await deleteInBatches(handle, paths);
  await deleteInBatches(handle, [`stories/${storyId}`, ownerPath('stories', storyId)]);
}

export async function reactionPaths(handle: FirestoreHandle, storyId: string): Promise<string[]> {
  const { sdk, db } = handle;
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'reactions'), sdk.where('story_id', '==', storyId)),
  );
  return snapshot.docs.map((doc) => `reactions/${doc.id}`);
}

/**
 * Her own story, as its author deletes it: media first, then its reactions and the story.
 * Reports on it stay for the admins (docs/product.md).
 */
export async function removeOwnStory(
  services: FirebaseServices,
  handle: FirestoreHandle,
  story: Pick<Story, 'id' | 'media_urls'>,
): Promise<void> {
  await deleteMediaQuietly(services, story.media_urls);
  await deleteWithStory(handle, story.id, [
    ...(await reactionPaths(handle, story.id)),
    // The support it received, as she reads it (firebase-support.ts).
    supportCountsPath(story.id),
  ]);
}
