// What the author reads of the support her stories received: counts per message and when the
// newest came, never who sent any (both backends answer this shape).
import type { IsoDateTime } from './entities';
import type { SupportMessageId } from './support-messages';

export interface SupportMessageCount {
  message_id: SupportMessageId;
  count: number;
  /** When the newest of them arrived. */
  latest_at: IsoDateTime;
}

export interface StorySupport {
  story_id: string;
  /** All messages the story received. */
  total: number;
  /** Newest first. */
  messages: SupportMessageCount[];
}

export interface SupportReceived {
  /** Her stories that received support, the most recently supported first. */
  stories: StorySupport[];
  /** Messages that arrived since she last marked them seen. */
  unseen: number;
}
