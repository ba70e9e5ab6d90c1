// What an admin sees of support (issue 36 item 1): totals only, never a story id or a sender.

export interface SupportTotals {
  /** Support messages sent in all. */
  messages: number;
  /** Stories that received any. */
  stories: number;
}
