// STORY_REVIEW on Firestore (issue 36): the config document only admins write (absent = off),
// and whether her story waits under it. firestore.rules judge every story write by the same
// document, so a story written here in the wrong state is refused, never stored.
import type { FirestoreHandle } from '@/backend/firebase/firebase-services';
import { ownedIds } from '@/backend/firebase/owner-docs';
import { MY_STORIES_MAX } from '@/backend/firebase/story-query-plan';
import { reviewStateOnWrite, STORY_REVIEW_MODES, type StoryReviewMode } from '@/domain/review';

export const REVIEW_CONFIG_PATH = 'config/story_review';

/** Her trust under `first`: written by the admin who published one of her stories. */
export function reviewTrustPath(uid: string): string {
  return `review_trust/${uid}`;
}

export async function storyReviewMode({ sdk, db }: FirestoreHandle): Promise<StoryReviewMode> {
  const mode: unknown = (await sdk.getDoc(sdk.doc(db, REVIEW_CONFIG_PATH))).data()?.['mode'];
  return STORY_REVIEW_MODES.find((known) => known === mode) ?? 'off';
}

/**
 * Her trust under `first`: her document, or one of her stories published already (before review
 * was turned on), which she then records (firestore.rules accept it naming that story).
 */
async function trusted(handle: FirestoreHandle, uid: string): Promise<boolean> {
  const { sdk, db } = handle;
  const trust = sdk.doc(db, reviewTrustPath(uid));
  if ((await sdk.getDoc(trust)).exists()) return true;
  for (const id of await ownedIds(handle, 'stories', uid, MY_STORIES_MAX)) {
    const story = await sdk.getDoc(sdk.doc(db, 'stories', id));
    if (story.exists() && story.data()['review'] === undefined) {
      await sdk.setDoc(trust, { story_id: id, created_at: sdk.serverTimestamp() });
      return true;
    }
  }
  return false;
}

/** Whether a new story of hers waits for a moderator now. */
export async function newStoryWaits(handle: FirestoreHandle, uid: string): Promise<boolean> {
  const mode = await storyReviewMode(handle);
  if (mode !== 'first') return reviewStateOnWrite(mode, false) === 'waiting';
  return reviewStateOnWrite(mode, await trusted(handle, uid)) === 'waiting';
}
