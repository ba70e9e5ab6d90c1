// Her choice to be mailed when something happens to one of her stories (issue 36 item 3): on or
// off, nothing else. Her session says whose it is.
import * as z from 'zod/mini';

export const storyMailChoiceSchema = z.object({
  optedIn: z.boolean('Say whether to send these mails.'),
});

export type StoryMailChoice = z.input<typeof storyMailChoiceSchema>;

/** Reading her choice: nothing to say but who she is. */
export const storyMailOwnSchema = z.object({});

/**
 * Her choice as a backend answers it. `offered` is false where this deployment sends no such
 * mail (Firebase has no server to send it), and the Account page then offers nothing.
 */
export interface StoryMailSetting {
  offered: boolean;
  optedIn: boolean;
}
