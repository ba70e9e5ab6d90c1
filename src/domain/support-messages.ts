// Send Support's encouragements. Each has a stable id, which is what a later feature stores or
// sends to the author; the words live in the message catalogue (src/domain/messages.ts, keys
// support…), so every reader reads them in her own language.
import type { PlainMessageKey } from './messages';

export interface SupportMessage {
  /** Stable: stored and sent. Never reuse an id for other words. */
  readonly id: string;
  /** The catalogue message with its words. */
  readonly key: PlainMessageKey;
}

/** The 15 encouraging messages of Send Support. The spec names three; the rest keep their voice. */
export const SUPPORT_MESSAGES = [
  { id: 'not-alone', key: 'supportNotAlone' },
  { id: 'stay-strong', key: 'supportStayStrong' },
  { id: 'healing-possible', key: 'supportHealingPossible' },
  { id: 'voice-matters', key: 'supportVoiceMatters' },
  { id: 'we-believe-you', key: 'supportWeBelieveYou' },
  { id: 'braver-than-you-know', key: 'supportBraverThanYouKnow' },
  { id: 'sending-strength', key: 'supportSendingStrength' },
  { id: 'not-your-fault', key: 'supportNotYourFault' },
  { id: 'deserve-safety', key: 'supportDeserveSafety' },
  { id: 'one-step', key: 'supportOneStep' },
  { id: 'courage-inspires', key: 'supportCourageInspires' },
  { id: 'you-are-heard', key: 'supportYouAreHeard' },
  { id: 'brighter-days', key: 'supportBrighterDays' },
  { id: 'you-matter', key: 'supportYouMatter' },
  { id: 'we-stand-with-you', key: 'supportWeStandWithYou' },
] as const satisfies readonly SupportMessage[];

export type SupportMessageId = (typeof SUPPORT_MESSAGES)[number]['id'];

/** Whether a value (from storage or a request) names one of the messages. */
export function isSupportMessageId(value: unknown): value is SupportMessageId {
  return SUPPORT_MESSAGES.some(({ id }) => id === value);
}

/** The message with this id; undefined for an id that is not one of them. */
export function supportMessageById(id: string): SupportMessage | undefined {
  return SUPPORT_MESSAGES.find((entry) => entry.id === id);
}
