// What Share Story and Edit Story send: one schema each, parsed by the server's routes and by
// both adapters before anything is sent or written (and by the forms next). Messages are
// catalogue keys (the code the server answers with), so the forms and the server word a refusal
// alike; only what no form can send (a media list the uploads did not give) stays in English.
import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { mediaKindFromUrl } from './media-files';
import type { MessageKey } from './messages';
import { validateStoryDraft, validateStoryEdit } from './story-draft';
import { plainText } from './text-input';
import type { ValidationResult } from './validation-result';
import { STORY_TAGS } from './vocabularies';

/** Each tag once, in the order given. */
const tags = z.pipe(
  z
    .array(z.enum(STORY_TAGS, 'storyTagUnknown' satisfies MessageKey))
    .check(z.maxLength(LIMITS.tagCount)),
  z.transform((list) => [...new Set(list)]),
);

/** The URLs `media.upload` gave, in display order; the server keeps only its own (story-input). */
const mediaUrls = z.array(z.string().check(z.maxLength(LIMITS.storyMediaUrlMaxChars))).check(
  z.maxLength(LIMITS.maxFilesPerStory, `at most ${LIMITS.maxFilesPerStory} media files`),
  z.refine((urls) => new Set(urls).size === urls.length, 'the same media file is listed twice'),
);

const storyFields = z.object({
  title: plainText({ multiline: false }).check(
    // UTF-16 units, as the title box's maxLength counts them.
    z.refine((title: string) => title.length <= LIMITS.storyTitleMaxChars, {
      message: 'storyTitleTooLong' satisfies MessageKey,
      params: { max: LIMITS.storyTitleMaxChars },
    }),
  ),
  content: plainText({ multiline: true }).check(z.maxLength(LIMITS.storyContentMaxChars)),
  tags,
  mediaUrls,
  /** Absent: none on a new story, the current one kept on an edit. '' clears it. */
  contentWarning: z.optional(plainText({ multiline: false })),
});

type StoryFields = z.output<typeof storyFields>;

/**
 * The fields checked one by one, then the form's rule for `purpose`, then the content warning's
 * length (a message with the limit in it), in the order the server has always named them.
 */
function storySchema(rule: (story: StoryFields) => ValidationResult) {
  return storyFields.check((ctx) => {
    const story = ctx.value;
    const result = rule(story);
    if (!result.ok) {
      ctx.issues.push({ code: 'custom', message: result.code, input: story });
      return;
    }
    const warning = story.contentWarning;
    if (warning !== undefined && warning.length > LIMITS.contentWarningMaxChars) {
      ctx.issues.push({
        code: 'custom',
        message: 'contentWarningTooLong' satisfies MessageKey,
        params: { max: LIMITS.contentWarningMaxChars },
        input: warning,
      });
    }
  });
}

/**
 * A new story: title and story, or a voice message alone. A voice message is known by its URL's
 * extension, as screens tell audio from video: both backends name an upload by its detected
 * type (media-extensions.ts).
 */
export const storyInputSchema = storySchema(({ title, content, mediaUrls: urls }) =>
  validateStoryDraft({
    title,
    content,
    files: urls.map((url) => ({
      name: url,
      size: 0,
      type: mediaKindFromUrl(url) === 'audio' ? 'audio/*' : '',
    })),
  }),
);

/** An edit never drops the text, voice message or not. */
export const storyUpdateSchema = storySchema(validateStoryEdit);

/** What a create or edit sends; `contentWarning` stays absent when none was given. */
export type StoryInputFields = z.input<typeof storyInputSchema>;
/** The same, trimmed and each tag once: what is stored. */
export type CheckedStoryInput = z.output<typeof storyInputSchema>;
