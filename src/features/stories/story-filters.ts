// The Stories page's filters live in its address (`/stories?tag=workplace&sort=likes`): a link or
// a reload shows the same list, and the server renders that list into the page (server/render/).
import {
  DEFAULT_STORY_SORT,
  STORY_SORTS,
  STORY_TAGS,
  type StorySort,
  type StoryTag,
} from '@/domain/vocabularies';

/** Stories per request: the server's default page. The page never asks for every story. */
export const STORIES_PAGE_SIZE = 10;

export interface StoryFilters {
  tags: StoryTag[];
  sort: StorySort;
}

const TAG_PARAM = 'tag';
const SORT_PARAM = 'sort';

/**
 * The filters an address names. Unknown tags and sorts are left out; the tags come in the chips'
 * order, so every address of one choice asks the same question.
 */
export function storyFiltersFrom(params: URLSearchParams): StoryFilters {
  const named = new Set(params.getAll(TAG_PARAM));
  const sort = params.get(SORT_PARAM);
  return {
    tags: STORY_TAGS.filter((tag) => named.has(tag)),
    sort: STORY_SORTS.find((known) => known === sort) ?? DEFAULT_STORY_SORT,
  };
}

/** `params` with these filters in place of its own (the default sort is not written). */
export function withStoryFilters(params: URLSearchParams, filters: StoryFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(TAG_PARAM);
  next.delete(SORT_PARAM);
  for (const tag of filters.tags) next.append(TAG_PARAM, tag);
  if (filters.sort !== DEFAULT_STORY_SORT) next.set(SORT_PARAM, filters.sort);
  return next;
}
