// What the stories API accepts: zod schemas for bodies, queries and path ids.
import { z } from 'zod';
import { hasControlCharacters } from '@/domain/control-characters';
import { LIMITS } from '@/domain/limits';
import { isUuid } from '@/domain/uuid';
import { REPORT_REASONS, STORY_SORTS, STORY_TAGS, type ReportReason } from '@/domain/vocabularies';
import { refuse } from '../http/error-handler';
import { mediaFileNameFromUrl } from '../media/media-files';
import { STORY_PAGE_DEFAULT, STORY_PAGE_MAX } from './story-limits';
import type { MessageKey } from '@/domain/messages';

/** A story id from the path; anything that is not a uuid cannot name a story: 404. */
export function storyIdParam(value: string | undefined): string {
  if (!value || !isUuid(value)) refuse(404, 'storyNotFound');
  return value.toLowerCase();
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

const tagList = z.array(z.enum(STORY_TAGS)).max(LIMITS.tagCount).transform(unique);

/** Our stored file name for each URL, in order; other URLs and repeats are refused. */
const mediaFileNames = z
  .array(z.string().max(LIMITS.storyMediaUrlMaxChars))
  .max(LIMITS.maxFilesPerStory, `at most ${LIMITS.maxFilesPerStory} media files`)
  .transform((urls, ctx) => {
    const names: string[] = [];
    for (const url of urls) {
      const name = mediaFileNameFromUrl(url);
      if (!name) {
        ctx.addIssue({ code: 'custom', message: 'not one of our media files' });
        return z.NEVER;
      }
      names.push(name);
    }
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', message: 'the same media file is listed twice' });
      return z.NEVER;
    }
    return names;
  });

/**
 * Text without hidden control characters (NUL would be a database error, 500). Checked before
 * trimming, so a control character in the trimmed-off whitespace is refused too.
 */
function plainText({ multiline }: { multiline: boolean }) {
  return z
    .string()
    .refine(
      (text) => !hasControlCharacters(text, { multiline }),
      'textHasControlCharacters' satisfies MessageKey,
    );
}

/** Create and edit bodies: text is trimmed, then capped; media are given as our URLs. */
export const storyBodySchema = z.object({
  title: plainText({ multiline: false }).trim().max(LIMITS.storyTitleMaxChars),
  content: plainText({ multiline: true }).trim().max(LIMITS.storyContentMaxChars),
  tags: tagList,
  mediaUrls: mediaFileNames,
  /** Checked against LIMITS.contentWarningMaxChars in story-writes (a message of its own). */
  contentWarning: plainText({ multiline: false }).trim().optional(),
});
export type StoryBody = z.infer<typeof storyBodySchema>;

const oneOrMany = z.union([z.string(), z.array(z.string())]).transform((v) => [v].flat());

export const storyListQuerySchema = z.object({
  tags: oneOrMany.pipe(tagList).default([]),
  sort: z.enum(STORY_SORTS).default('newest'),
  cursor: z.string().min(1).max(512).optional(),
  /** 1..50; larger asks are served 50. */
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, STORY_PAGE_MAX))
    .default(STORY_PAGE_DEFAULT),
});

const reasonIds = REPORT_REASONS.map((reason) => reason.id) as [ReportReason, ...ReportReason[]];

export const reportBodySchema = z.object({
  reason: z.enum(reasonIds).default('other'),
});
