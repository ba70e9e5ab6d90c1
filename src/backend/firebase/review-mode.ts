// STORY_REVIEW on Firestore (issue 36): the config document only admins write (absent = off),
// and whether her story waits under it. firestore.rules judge every story write by the same
// document, so a story written here in the wrong state is refused, never stored.
import type { FirestoreHandle } from '@/backend/firebase/firebase-services';
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

/** Whether a new story of hers waits for a moderator now. */
export async function newStoryWaits(handle: FirestoreHandle, uid: string): Promise<boolean> {
  const mode = await storyReviewMode(handle);
  if (mode !== 'first') return reviewStateOnWrite(mode, false) === 'waiting';
  const { sdk, db } = handle;
  const trusted = (await sdk.getDoc(sdk.doc(db, reviewTrustPath(uid)))).exists();
  return reviewStateOnWrite(mode, trusted) === 'waiting';
}
