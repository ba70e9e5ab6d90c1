// The stories port's operations declared once (operation.ts): the port's members, the HTTP
// adapter's calls and the server's routes are read from here. A new operation is one entry here
// with its schema, its server route and test, its Firebase handler with rules and rules test,
// and the screen that uses it.
import { declareOperation } from './operation';

export const STORY_OPERATIONS = {
  /** Her own pending report on the story goes; 404 (reportNotPending) when she has none. */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- it answers nothing
  withdrawReport: declareOperation<void>()({
    method: 'DELETE',
    path: '/stories/:storyId/reports/mine',
    input: async () => (await import('../report-input')).reportWithdrawalSchema,
    status: 204,
  }),
};

export type StoryOperations = typeof STORY_OPERATIONS;
