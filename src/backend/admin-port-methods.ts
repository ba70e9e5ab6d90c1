import type { AdminPort } from '@/backend/port';

/**
 * Every method of the admin port, for `lazyPort` in both backends (the `Record` type keeps the
 * list complete). Plain names, not the review operations' declarations, so that those load with
 * the dashboard, not with Home.
 */
export const ADMIN_PORT_METHODS: Record<keyof AdminPort, true> = {
  pendingRequests: true,
  approvedNgos: true,
  approveRequest: true,
  rejectRequest: true,
  deleteNgo: true,
  reportedStories: true,
  dismissReports: true,
  deleteStory: true,
  reviewQueue: true,
  publishStory: true,
  sendBackStory: true,
  reviewAudit: true,
  supportTotals: true,
};
