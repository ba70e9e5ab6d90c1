// What a reader sends when she sends support to a story's author: the story, and one of the
// catalogue's messages by its stable id (no words of her own, so nothing hurtful can arrive).
import * as z from 'zod/mini';
import { storyIdSchema } from './report-input';
import { SUPPORT_MESSAGES, type SupportMessageId } from './support-messages';

const messageIds = SUPPORT_MESSAGES.map((entry) => entry.id) as [
  SupportMessageId,
  ...SupportMessageId[],
];

export const supportInputSchema = z.object({
  storyId: storyIdSchema,
  messageId: z.enum(messageIds),
});

export type SupportInput = z.input<typeof supportInputSchema>;

/** Reading her support, or marking it seen: nothing to say but who she is (her session). */
export const supportOwnSchema = z.object({});
