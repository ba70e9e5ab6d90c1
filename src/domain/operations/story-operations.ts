// The stories port's operations declared once (operation.ts): the port's members, the HTTP
// adapter's calls and the server's routes are read from here. A new operation is one entry here
// with its schema, its server route and test, its Firebase handler with rules and rules test,
// and the screen that uses it.
import { declareOperation } from './operation';

// A type from the domain one folder up (the lint's '../*' pattern guards the domain's edge).
type SupportReceived = import('../support-received').SupportReceived;

export const STORY_OPERATIONS = {
  /** Her own pending report on the story goes; 404 (reportNotPending) when she has none. */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- it answers nothing
  withdrawReport: declareOperation<void>()({
    method: 'DELETE',
    path: '/stories/:storyId/reports/mine',
    input: async () => (await import('../report-input')).reportWithdrawalSchema,
    status: 204,
  }),
  /**
   * A signed-in reader sends one of the catalogue's messages to the story's author: at most one
   * per story per day, never to her own story (supportOwnStory, supportAlreadySent).
   */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- it answers nothing
  sendSupport: declareOperation<void>()({
    method: 'POST',
    path: '/stories/:storyId/support',
    input: async () => (await import('../support-input')).supportInputSchema,
    status: 204,
  }),
  /** The support her own stories received (counts per message, never who), and how many are new. */
  supportReceived: declareOperation<SupportReceived>()({
    method: 'GET',
    path: '/stories/mine/support',
    input: async () => (await import('../support-input')).supportOwnSchema,
    status: 200,
  }),
  /** She has looked: what arrived until now is no longer new. */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- it answers nothing
  markSupportSeen: declareOperation<void>()({
    method: 'POST',
    path: '/stories/mine/support/seen',
    input: async () => (await import('../support-input')).supportOwnSchema,
    status: 204,
  }),
};

export type StoryOperations = typeof STORY_OPERATIONS;
