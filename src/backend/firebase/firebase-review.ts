// Review before publishing on Firestore (issue 36 item 2). Not built yet on this backend: the
// admin-written config document that would hold STORY_REVIEW, and the rules that would enforce
// it, are still to come. Until then every Firebase story publishes at once (review off), so
// nothing ever waits: the queue and the audit log are empty, and a decision finds no waiting
// story (409 reviewNotWaiting, as the server answers for a story already decided).
import { catalogueError } from '@/backend/backend-error';
import { requireUser } from '@/backend/firebase/firebase-caller';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';
import type { FirebaseHandlers } from '@/backend/firebase/firebase-operations';
import type { ReviewOperations } from '@/domain/operations/review-operations';
import type { ReviewAudit, ReviewQueue } from '@/domain/review';

async function reviewQueue(services: FirebaseServices): Promise<ReviewQueue> {
  await requireUser(services);
  return { stories: [] };
}

async function reviewAudit(services: FirebaseServices): Promise<ReviewAudit> {
  await requireUser(services);
  return { entries: [] };
}

async function reviewDecision(services: FirebaseServices): Promise<never> {
  await requireUser(services);
  throw catalogueError('conflict', 409, 'reviewNotWaiting');
}

export const REVIEW_HANDLERS: FirebaseHandlers<ReviewOperations> = {
  reviewQueue: (services) => reviewQueue(services),
  publishStory: (services) => reviewDecision(services),
  sendBackStory: (services) => reviewDecision(services),
  reviewAudit: (services) => reviewAudit(services),
};
