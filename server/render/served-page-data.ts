// What each server-rendered page is drawn with: the answers the public API would give its hooks,
// from the same queries, in process. Only public queries: a story hidden by reports, waiting for
// review or deleted is never among them (isPublic in story-queries.ts).
import { LIMITS } from '@/domain/limits';
import { STORIES_PAGE_SIZE, storyFiltersFrom } from '@/features/stories/story-filters';
import { dataKey } from '@/lib/data-layer/data-keys';
import type { ServedData } from '@/lib/data-layer/served-data-format';
import type { Database } from '../db/database';
import { publicTopStories, storyListPage } from '../stories/public-story-answers';
import { testimonialJson } from '../testimonials/testimonial-json';
import { latestTestimonials } from '../testimonials/testimonial-queries';

/** The pages the server renders with their data (lower case, as the router matches them). */
export const SERVED_PATHS: ReadonlySet<string> = new Set(['/', '/stories']);

/**
 * Home's top stories and testimonials, or the first page of Stories with the filters of her
 * address (`search`), as `viewerId` would be answered (her own likes and reports ride on it).
 */
export async function servedPageData(
  db: Database,
  path: string,
  search: string,
  viewerId: string | null,
): Promise<ServedData> {
  if (path === '/') {
    const [top, testimonials] = await Promise.all([
      publicTopStories(db),
      latestTestimonials(db, LIMITS.testimonialsFetched),
    ]);
    return {
      queries: [
        {
          key: dataKey('top-stories'),
          data: top.value.stories.slice(0, LIMITS.homeTopStories),
        },
        { key: dataKey('testimonials'), data: testimonials.map(testimonialJson) },
      ],
      firstPages: [],
    };
  }
  const { tags, sort } = storyFiltersFrom(new URLSearchParams(search));
  const params = { tags, sort, cursor: null, limit: STORIES_PAGE_SIZE };
  const { value: page } = await storyListPage(db, params, viewerId);
  return { queries: [], firstPages: [{ key: dataKey('story-feed', tags, sort, null), page }] };
}
