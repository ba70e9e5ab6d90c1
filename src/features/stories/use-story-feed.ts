import { useCallback, useState } from 'react';
import type { Story } from '@/domain/entities';
import { message } from '@/i18n/message';
import type { StorySort, StoryTag } from '@/domain/vocabularies';
import { useBackend } from '@/lib/backend-context';
import { toast } from '@/lib/toast';
import { useLoad } from '@/lib/use-load';

/** Stories per request: the server's default page. The page never asks for every story. */
export const STORIES_PAGE_SIZE = 10;

interface LoadedFeed {
  /** Which page-one answer this list grew from; a later page appends only to the same one. */
  origin: symbol;
  stories: Story[];
  nextCursor: string | null;
}

export interface StoryFeed {
  status: 'loading' | 'ready' | 'failed';
  stories: Story[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Takes a story off the list shown (an admin deleted it); paging carries on as before. */
  remove: (id: string) => void;
}

const TOAST_ID = 'stories-fetch-failed';

/**
 * The Stories list, filtered and sorted by the backend, one page per call. A change of tags or
 * sort fetches page one again; replies to an older query are dropped, so a slow answer can
 * never overwrite a newer one.
 */
export function useStoryFeed(tags: readonly StoryTag[], sort: StorySort): StoryFeed {
  const backend = useBackend();
  const [loadingMoreFor, setLoadingMoreFor] = useState<symbol | null>(null);
  const feed = useLoad(
    () =>
      backend.stories
        .list({ tags, sort, limit: STORIES_PAGE_SIZE })
        .then((page): LoadedFeed => ({ origin: Symbol('page one'), ...page })),
    [backend, sort, tags],
    { onError: () => toast.error(message('storiesFetchFailed'), { id: TOAST_ID }) },
  );

  const loaded = feed.status === 'ready' ? feed.data : null;
  const { update } = feed;

  const loadMore = useCallback(() => {
    if (!loaded?.nextCursor || loadingMoreFor === loaded.origin) return;
    const { origin } = loaded;
    setLoadingMoreFor(origin);
    backend.stories
      .list({ tags, sort, cursor: loaded.nextCursor, limit: STORIES_PAGE_SIZE })
      .then(
        (page) =>
          update((latest) => {
            // Filters changed meanwhile: this page belongs to a list no longer shown.
            if (latest.origin !== origin) return latest;
            const known = new Set(latest.stories.map((story) => story.id));
            const fresh = page.stories.filter((story) => !known.has(story.id));
            return {
              ...latest,
              stories: [...latest.stories, ...fresh],
              nextCursor: page.nextCursor,
            };
          }),
        () => toast.error(message('storiesFetchFailed'), { id: TOAST_ID }),
      )
      .finally(() => setLoadingMoreFor((latest) => (latest === origin ? null : latest)));
  }, [backend, loaded, loadingMoreFor, sort, tags, update]);

  const remove = useCallback(
    (id: string) =>
      update((latest) => ({
        ...latest,
        stories: latest.stories.filter((story) => story.id !== id),
      })),
    [update],
  );

  return {
    status: feed.status === 'error' ? 'failed' : feed.status,
    stories: loaded?.stories ?? [],
    hasMore: Boolean(loaded?.nextCursor),
    loadingMore: loaded !== null && loadingMoreFor === loaded.origin,
    loadMore,
    retry: feed.reload,
    remove,
  };
}
