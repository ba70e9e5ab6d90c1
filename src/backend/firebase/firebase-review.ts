// Review before publishing on Firestore (issue 36 item 2). Not built yet on this backend: the
// admin-written config document that would hold STORY_REVIEW, and the rules that would enforce
// it, are still to come. Until then every Firebase story publishes at once (review off), so
// nothing ever waits: the queue and the audit log are empty, and a decision finds no waiting
// story (409 reviewNotWaiting, as the server answers for a story already published). Only admins
// get so far, as on the server.
import { BackendError, catalogueError } from '@/backend/backend-error';
import { sessionUserOf } from '@/backend/firebase/firebase-auth';
import { requireUser } from '@/backend/firebase/firebase-caller';
import type { FirebaseHandlers } from '@/backend/firebase/firebase-operations';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';
import type { ReviewOperations } from '@/domain/operations/review-operations';

/** The signed-in admin, refused as the server refuses a visitor (401) or a reader (403). */
async function requireAdmin(services: FirebaseServices): Promise<void> {
  const user = await requireUser(services);
  if (!(await sessionUserOf(user)).isAdmin) {
    throw new BackendError('forbidden', 'Only administrators may do this.', 403, {
      code: 'forbidden',
    });
  }
}

async function nothingWaits(services: FirebaseServices): Promise<never> {
  await requireAdmin(services);
  throw catalogueError('conflict', 409, 'reviewNotWaiting');
}

export const REVIEW_HANDLERS: FirebaseHandlers<ReviewOperations> = {
  reviewQueue: async (services) => {
    await requireAdmin(services);
    return { stories: [] };
  },
  publishStory: (services) => nothingWaits(services),
  sendBackStory: (services) => nothingWaits(services),
  reviewAudit: async (services) => {
    await requireAdmin(services);
    return { entries: [] };
  },
};
