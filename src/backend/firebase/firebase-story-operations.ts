// The stories port's declared operations (src/domain/operations/story-operations.ts) on
// Firestore, one handler each; firestore.rules accept each write only as it is made here.
import { catalogueError } from '@/backend/backend-error';
import { requireUser } from '@/backend/firebase/firebase-caller';
import { isPermissionDenied } from '@/backend/firebase/firebase-errors';
import type { FirebaseHandlers } from '@/backend/firebase/firebase-operations';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';
import { markSupportSeen, sendSupport, supportReceived } from '@/backend/firebase/firebase-support';
import { reactionId } from '@/domain/entities';
import type { StoryOperations } from '@/domain/operations/story-operations';

/** A write the rules refused, or one on a document that is gone. */
function isRefused(error: unknown): boolean {
  return isPermissionDenied(error) || (error as { code?: unknown } | null)?.code === 'not-found';
}

/**
 * Her pending report deleted with what it added to the story (1 pending, and 1 verified if her
 * address counts, as the rules judge it), in one batch. She cannot read a story her reports hid,
 * so the batch first also takes it out of review, which the rules accept only when the verified
 * reports left are below the threshold; else the counters alone. Refused both ways, she has no
 * pending report there (none, a dismissed one, or a story gone): 404, as the server answers.
 */
async function withdrawReport(services: FirebaseServices, { storyId }: { storyId: string }) {
  const user = await requireUser(services);
  const counted = (await user.getIdTokenResult()).claims['email_verified'] === true;
  const { sdk, db } = await services.firestore();
  const attempts = [true, false].flatMap((reopen) =>
    // A verified count already at 0 (an address verified after the report) stays at 0.
    (counted ? [-1, 0] : [0]).map((verified) => ({ reopen, verified })),
  );
  for (const { reopen, verified } of attempts) {
    const batch = sdk.writeBatch(db);
    batch.delete(sdk.doc(db, 'reports', reactionId(user.uid, storyId)));
    batch.update(sdk.doc(db, 'stories', storyId), {
      pending_reports: sdk.increment(-1),
      verified_reports: sdk.increment(verified),
      ...(reopen ? { under_review: false } : {}),
    });
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (!isRefused(error)) throw error;
    }
  }
  throw catalogueError('not-found', 404, 'reportNotPending');
}

export const STORY_HANDLERS: FirebaseHandlers<StoryOperations> = {
  withdrawReport,
  sendSupport,
  supportReceived: (services) => supportReceived(services),
  markSupportSeen: (services) => markSupportSeen(services),
};
