import { useCallback, useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { StoryPage } from '@/backend/port';
import type { Story } from '@/domain/entities';
import { message } from '@/i18n/message';
import type { StorySort, StoryTag } from '@/domain/vocabularies';
import { STORIES_PAGE_SIZE } from '@/features/stories/story-filters';
import { useBackend } from '@/lib/backend-context';
import { dataKey, type DataKey } from '@/lib/data-layer/data-keys';
import { type QueryStatus, useQueryStatus } from '@/lib/data-layer/query-status';
import { useServedOnce } from '@/lib/data-layer/served-data';
import { toast } from '@/lib/toast';

export { STORIES_PAGE_SIZE };

export interface StoryFeed {
  status: QueryStatus;
  stories: Story[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Takes a story off the list shown (an admin deleted it); paging carries on as before. */
  remove: (id: string) => void;
}

const TOAST_ID = 'stories-fetch-failed';

/** One page's key: the filters, and the cursor the page before it gave (null for page one). */
function pageKey(tags: readonly StoryTag[], sort: StorySort) {
  return (index: number, previous: StoryPage | null): DataKey | null => {
    if (index > 0 && !previous?.nextCursor) return null;
    return dataKey('story-feed', tags, sort, index === 0 ? null : previous?.nextCursor);
  };
}

/**
 * The Stories list, filtered and sorted by the backend, one page per call (SWR's infinite
 * list). A change of tags or sort starts again at page one; an answer to another query is never
 * shown for this one. Opened again, the pages kept are shown and asked for afresh.
 */
export function useStoryFeed(tags: readonly StoryTag[], sort: StorySort): StoryFeed {
  const backend = useBackend();
  // The first page the server rendered the list with is not asked for again as it is taken over.
  const served = useServedOnce(dataKey('story-feed', tags, sort, null), true);
  const feed = useSWRInfinite(
    pageKey(tags, sort),
    ([, pageTags, pageSort, cursor]: DataKey) =>
      backend.stories.list({
        tags: pageTags as StoryTag[],
        sort: pageSort as StorySort,
        limit: STORIES_PAGE_SIZE,
        ...(typeof cursor === 'string' ? { cursor } : {}),
      }),
    {
      // Load more asks for the next page only; a list opened again asks for every page kept.
      revalidateFirstPage: false,
      revalidateOnMount: !served,
      onError: () => toast.error(message('storiesFetchFailed'), { id: TOAST_ID }),
    },
  );
  const { data: pages, size, setSize, mutate, isValidating } = feed;
  const error: unknown = feed.error;

  // Back to filters seen before: their page one is asked for afresh (SWR alone would show the
  // pages kept, or reuse an answer of the last few seconds), and the list starts at one page.
  const filters = JSON.stringify([tags, sort]);
  const shownFilters = useRef(filters);
  const kept = pages !== undefined;
  useEffect(() => {
    if (shownFilters.current === filters) return;
    shownFilters.current = filters;
    // Filters never shown before are being asked for already.
    if (kept) void setSize(1).then(() => mutate());
  }, [filters, kept, mutate, setSize]);
  const status = useQueryStatus(feed);

  const stories = useMemo(() => {
    // A story that moved to a later page while she read (new ones came in) is shown once.
    const seen = new Set<string>();
    return (pages ?? [])
      .flatMap((page) => page.stories)
      .filter((story) => !seen.has(story.id) && seen.add(story.id));
  }, [pages]);

  const loaded = pages?.length ?? 0;
  const lastPage = pages?.[loaded - 1];
  const hasMore = Boolean(lastPage?.nextCursor);
  // A page asked for and not there yet (while a failed one waits for another tap).
  const loadingMore = loaded > 0 && size > loaded && isValidating && error === undefined;

  const loadMore = useCallback(() => {
    if (loadingMore || !hasMore) return;
    // After a failed page, size is already past what is loaded: ask for that page again.
    if (size > loaded) void mutate();
    else void setSize(size + 1);
  }, [hasMore, loaded, loadingMore, mutate, setSize, size]);

  const remove = useCallback(
    (id: string) =>
      void mutate(
        (current) =>
          current?.map((page) => ({
            ...page,
            stories: page.stories.filter((story) => story.id !== id),
          })),
        { revalidate: false },
      ),
    [mutate],
  );

  return {
    status,
    stories,
    hasMore,
    loadingMore,
    loadMore,
    retry: () => void mutate(),
    remove,
  };
}
