// What an admin sends to review a story: publish it, with the redacted fields she changed (the
// story's own rules apply to them), or send it back with one of the fixed reasons.
import * as z from 'zod/mini';
import { LIMITS } from './limits';
import type { MessageKey } from './messages';
import { storyIdSchema } from './report-input';
import { SEND_BACK_REASONS, type SendBackReason } from './review';
import { plainText } from './text-input';

const reasonIds = SEND_BACK_REASONS.map((reason) => reason.id) as [
  SendBackReason,
  ...SendBackReason[],
];

/** The queue and the audit log: nothing to say but who asks (her session). */
export const reviewListSchema = z.object({});

export const publishStorySchema = z.object({
  storyId: storyIdSchema,
  /** Absent: kept as the author wrote it. */
  title: z.optional(
    plainText({ multiline: false }).check(
      z.refine((title: string) => title.length <= LIMITS.storyTitleMaxChars, {
        message: 'storyTitleTooLong' satisfies MessageKey,
        params: { max: LIMITS.storyTitleMaxChars },
      }),
    ),
  ),
  content: z.optional(
    plainText({ multiline: true }).check(z.maxLength(LIMITS.storyContentMaxChars)),
  ),
  contentWarning: z.optional(
    plainText({ multiline: false }).check(
      z.refine((warning: string) => warning.length <= LIMITS.contentWarningMaxChars, {
        message: 'contentWarningTooLong' satisfies MessageKey,
        params: { max: LIMITS.contentWarningMaxChars },
      }),
    ),
  ),
});

export type PublishStoryInput = z.input<typeof publishStorySchema>;

export const sendBackStorySchema = z.object({
  storyId: storyIdSchema,
  reason: z.enum(reasonIds),
});

export type SendBackStoryInput = z.input<typeof sendBackStorySchema>;
