import { useCallback } from 'react';
import useSWR from 'swr';
import { isBackendError } from '@/backend/backend-error';
import type { Story } from '@/domain/entities';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { dataKey } from '@/lib/data-layer/data-keys';
import { useQueryStatus } from '@/lib/data-layer/query-status';
import { toast } from '@/lib/toast';

/** 'offline': they could not be asked for without a connection, and load once it is back. */
export type MyStoriesStatus = 'signed-out' | 'loading' | 'ready' | 'failed' | 'offline';

export interface MyStories {
  status: MyStoriesStatus;
  stories: Story[];
  retry: () => void;
  /** Shows a story just shared, first, without asking the server again. */
  add: (story: Story) => void;
  /** Drops a deleted story from the list. */
  drop: (id: string) => void;
}

const FETCH_FAILED_TOAST = 'my-stories-fetch-failed';

function sessionGone(error: unknown): boolean {
  return isBackendError(error, 'unauthenticated');
}

/**
 * The signed-in user's own stories, newest first, cached under her id. Without a user (or once
 * the server says the session is gone) it is 'signed-out', and the page offers sign-in instead.
 */
export function useMyStories(userId: string | null): MyStories {
  const backend = useBackend();
  const mine = useSWR(userId ? dataKey('my-stories', userId) : null, () => backend.stories.mine(), {
    onError(error) {
      // Read now, not from the render before: the connection may have gone since. Offline is
      // no failure to report; the list says so and loads once the connection is back.
      if (!sessionGone(error) && navigator.onLine) {
        toast.error(message('myStoriesFetchFailed'), { id: FETCH_FAILED_TOAST });
      }
    },
  });
  const status = useQueryStatus(mine);

  const { mutate } = mine;
  const add = useCallback(
    (story: Story) =>
      void mutate((stories = []) => [story, ...stories.filter((s) => s.id !== story.id)], {
        revalidate: false,
      }),
    [mutate],
  );
  const drop = useCallback(
    (id: string) =>
      void mutate((stories = []) => stories.filter((s) => s.id !== id), { revalidate: false }),
    [mutate],
  );

  const signedOut = !userId || sessionGone(mine.error);
  return {
    status: signedOut ? 'signed-out' : status,
    stories: mine.data ?? [],
    retry: () => void mutate(),
    add,
    drop,
  };
}
