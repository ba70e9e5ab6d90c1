// Review before publishing (issue 36 item 2), declared once (operation.ts): members of the admin
// port, whose code loads with the dashboard (so Home's first script carries none of it). Admins
// only: the queue, publishing (with redaction), sending back with a reason, and the audit log.
import { declareOperation } from './operation';

// Types from the domain one folder up (the lint's '../*' pattern guards the domain's edge).
type Story = import('../entities').Story;
type ReviewQueue = import('../review').ReviewQueue;
type ReviewAudit = import('../review').ReviewAudit;
type SupportTotals = import('../support-totals').SupportTotals;

export const REVIEW_OPERATIONS = {
  /** The stories waiting for review, oldest first, with everything an admin needs to read them. */
  reviewQueue: declareOperation<ReviewQueue>()({
    method: 'GET',
    path: '/admin/reviews/queue',
    input: async () => (await import('../review-input')).reviewListSchema,
    status: 200,
  }),
  /**
   * Publishes a waiting story, with the title, text or content warning a moderator redacted
   * (absent fields stay as she wrote them); 409 reviewNotWaiting when it no longer waits.
   */
  publishStory: declareOperation<Story>()({
    method: 'POST',
    path: '/admin/reviews/:storyId/publish',
    input: async () => (await import('../review-input')).publishStorySchema,
    status: 200,
  }),
  /** Sends a waiting story back to its author with one of the fixed reasons. */
  sendBackStory: declareOperation<Story>()({
    method: 'POST',
    path: '/admin/reviews/:storyId/send-back',
    input: async () => (await import('../review-input')).sendBackStorySchema,
    status: 200,
  }),
  /** Every review action, newest first: who, what, when; never a word of the story. */
  reviewAudit: declareOperation<ReviewAudit>()({
    method: 'GET',
    path: '/admin/reviews/audit',
    input: async () => (await import('../review-input')).reviewListSchema,
    status: 200,
  }),
};

export type ReviewOperations = typeof REVIEW_OPERATIONS;

/**
 * Support on the admin port (issue 36 item 1): only its totals, never which stories or who sent
 * it. A table of its own, since the server mounts it under /admin/support (server/support/).
 */
export const SUPPORT_ADMIN_OPERATIONS = {
  supportTotals: declareOperation<SupportTotals>()({
    method: 'GET',
    path: '/admin/support/totals',
    input: async () => (await import('../review-input')).reviewListSchema,
    status: 200,
  }),
};

export type SupportAdminOperations = typeof SUPPORT_ADMIN_OPERATIONS;
