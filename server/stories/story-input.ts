// What the stories API accepts beyond the domain's input schemas (src/domain/story-input.ts,
// report-input.ts): path ids, the list query, and the media URLs of a create or edit body.
import type { Context } from 'hono';
import { z } from 'zod';
import { LIMITS } from '@/domain/limits';
import type { storyInputSchema } from '@/domain/story-input';
import { isUuid } from '@/domain/uuid';
import { STORY_SORTS, STORY_TAGS } from '@/domain/vocabularies';
import { refuse, refuseWith } from '../http/error-handler';
import { parseJson } from '../http/validate';
import { mediaFileNameFromUrl } from '../media/media-files';
import { STORY_PAGE_DEFAULT, STORY_PAGE_MAX } from './story-limits';

/** A story id from the path; anything that is not a uuid cannot name a story: 404. */
export function storyIdParam(value: string | undefined): string {
  if (!value || !isUuid(value)) refuse(404, 'storyNotFound');
  return value.toLowerCase();
}

/**
 * Our stored file name for each URL, in order. Only the server knows which URLs are its own
 * files (any host, our /media/ path and name shape), so this is its refinement of the domain
 * schema's list of URLs; two URLs of one file are a repeat too.
 */
function ourFileNames(urls: readonly string[]): string[] {
  const names = urls.map(mediaFileNameFromUrl);
  if (names.some((name) => name === null)) {
    refuseWith(400, 'invalidRequest', 'mediaUrls: not one of our media files');
  }
  const ours = names as string[];
  if (new Set(ours).size !== ours.length) {
    refuseWith(400, 'invalidRequest', 'mediaUrls: the same media file is listed twice');
  }
  return ours;
}

/**
 * A create or edit body (storyInputSchema or storyUpdateSchema: they have one type): the domain
 * schema's story, its media as our stored file names.
 */
export async function parseStoryBody(c: Context, schema: typeof storyInputSchema) {
  const story = await parseJson(c, schema);
  return { ...story, mediaUrls: ourFileNames(story.mediaUrls) };
}
export type StoryBody = Awaited<ReturnType<typeof parseStoryBody>>;

const tagList = z
  .array(z.enum(STORY_TAGS))
  .max(LIMITS.tagCount)
  .transform((tags) => [...new Set(tags)]);

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
