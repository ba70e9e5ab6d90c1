// Screen text of the admin route, kept out of copy.ts so it loads with that route
// only. Shared and first-screen text stays in copy.ts; messages.ts holds toasts and errors.

export const ADMIN_COPY = {
  adminHeading: 'Admin Dashboard',
  pendingNgoRequests: 'Pending NGO Requests',
  approvedNgos: 'Approved NGOs',
  storyModeration: 'Story Moderation',
  accessDenied: 'Access Denied',
  adminIntro:
    'Review requests and reports with care: every change here is seen by the people who use Sahas.',
  loadingAdminData: 'Loading admin data...',
  approveLabel: 'Approve',
  rejectLabel: 'Reject',
  approving: 'Approving...',
  rejecting: 'Rejecting...',
  approveTitle: 'Approve this NGO?',
  approveText: '"{name}" will appear in the public directory under the category you choose.',
  approveCategoryLabel: 'Directory category',
  rejectTitle: 'Reject this request?',
  rejectText: 'The request from "{name}" will be removed. This cannot be undone.',
  reportCountOne: '1 report',
  reportCountMany: '{count} reports',
  submittedOn: 'Submitted {date}',
  approvedOn: 'Approved {date}',
  // Moderation that protects readers (see docs/product.md)
  dismissReportsLabel: 'Dismiss reports',
  dismissingReports: 'Dismissing...',
  dismissReportsTitle: 'Dismiss these reports?',
  dismissReportsText:
    'Mark the reports on "{title}" as reviewed? If they hid the story, readers will see it again. The people who reported it cannot report it again.',
  reportReasonsLabel: 'Reasons given',
  reportReasonCount: '{reason}: {count}',
  hiddenFromReaders: 'Hidden from readers',
} as const;
