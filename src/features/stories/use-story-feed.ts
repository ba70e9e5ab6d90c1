import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { Story } from '@/domain/entities';
import { MESSAGES } from '@/domain/messages';
import type { StorySort, StoryTag } from '@/domain/vocabularies';
import { useBackend } from '@/lib/backend-context';

/** Stories per request: the server's default page. The page never asks for every story. */
export const STORIES_PAGE_SIZE = 10;

interface LoadedFeed {
  /** The query these stories answer; a different current query means it is still loading. */
  key: string;
  /** Which page-one request this is; a later page appends only to the same one. */
  generation: number;
  stories: Story[];
  nextCursor: string | null;
  failed: boolean;
}

export interface StoryFeed {
  status: 'loading' | 'ready' | 'failed';
  stories: Story[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  retry(): void;
  /** Takes a story off the list shown (an admin deleted it); paging carries on as before. */
  remove(id: string): void;
}

const TOAST_ID = 'stories-fetch-failed';

/**
 * The Stories list, filtered and sorted by the backend, one page per call. A change of tags or
 * sort fetches page one again; replies to an older query are dropped, so a slow answer can
 * never overwrite a newer one.
 */
function feedKey(attempt: number, sort: StorySort, tags: readonly StoryTag[]): string {
  return `${attempt}|${sort}|${tags.join(',')}`;
}

export function useStoryFeed(tags: readonly StoryTag[], sort: StorySort): StoryFeed {
  const backend = useBackend();
  const [attempt, setAttempt] = useState(0);
  const [feed, setFeed] = useState<LoadedFeed | null>(null);
  const [loadingMoreFor, setLoadingMoreFor] = useState<number | null>(null);
  const generation = useRef(0);
  const key = feedKey(attempt, sort, tags);

  useEffect(() => {
    let current = true;
    const thisGeneration = ++generation.current;
    const thisKey = feedKey(attempt, sort, tags);
    backend.stories.list({ tags, sort, limit: STORIES_PAGE_SIZE }).then(
      (page) => {
        if (current) setFeed({ key: thisKey, generation: thisGeneration, ...page, failed: false });
      },
      () => {
        if (!current) return;
        setFeed({
          key: thisKey,
          generation: thisGeneration,
          stories: [],
          nextCursor: null,
          failed: true,
        });
        toast.error(MESSAGES.storiesFetchFailed, { id: TOAST_ID });
      },
    );
    return () => {
      current = false;
    };
  }, [backend, attempt, sort, tags]);

  const loaded = feed?.key === key ? feed : null;

  const loadMore = useCallback(() => {
    if (!loaded?.nextCursor || loadingMoreFor === loaded.generation) return;
    const forGeneration = loaded.generation;
    setLoadingMoreFor(forGeneration);
    backend.stories
      .list({ tags, sort, cursor: loaded.nextCursor, limit: STORIES_PAGE_SIZE })
      .then(
        (page) =>
          setFeed((latest) => {
            // Filters changed meanwhile: this page belongs to a list no longer shown.
            if (latest?.generation !== forGeneration) return latest;
            const known = new Set(latest.stories.map((story) => story.id));
            const fresh = page.stories.filter((story) => !known.has(story.id));
            return {
              ...latest,
              stories: [...latest.stories, ...fresh],
              nextCursor: page.nextCursor,
            };
          }),
        () => toast.error(MESSAGES.storiesFetchFailed, { id: TOAST_ID }),
      )
      .finally(() => setLoadingMoreFor((latest) => (latest === forGeneration ? null : latest)));
  }, [backend, loaded, loadingMoreFor, sort, tags]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const remove = useCallback(
    (id: string) =>
      setFeed((latest) =>
        latest ? { ...latest, stories: latest.stories.filter((story) => story.id !== id) } : latest,
      ),
    [],
  );

  return {
    status: !loaded ? 'loading' : loaded.failed ? 'failed' : 'ready',
    stories: loaded?.stories ?? [],
    hasMore: Boolean(loaded?.nextCursor),
    loadingMore: loaded !== null && loadingMoreFor === loaded.generation,
    loadMore,
    retry,
    remove,
  };
}
