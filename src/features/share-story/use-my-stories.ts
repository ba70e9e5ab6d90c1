import { useCallback } from 'react';
import { isBackendError } from '@/backend/backend-error';
import type { Story } from '@/domain/entities';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { toast } from '@/lib/toast';
import { useLoad } from '@/lib/use-load';
import { useOnline } from '@/lib/use-online';
import { useReloadWhenBackOnline } from '@/lib/use-reload-when-back-online';

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
 * The signed-in user's own stories, newest first. Without a user (or once the server says the
 * session is gone) it is 'signed-out', and the page offers sign-in instead of a list.
 */
export function useMyStories(userId: string | null): MyStories {
  const backend = useBackend();
  const mine = useLoad(
    // Nobody to ask for: the status says 'signed-out' whatever this answers.
    () => (userId ? backend.stories.mine() : Promise.resolve([])),
    [backend, userId],
    {
      onError(error) {
        // Read now, not from the render before: the connection may have gone since. Offline is
        // no failure to report; the list says so and loads once the connection is back.
        if (!sessionGone(error) && navigator.onLine) {
          toast.error(message('myStoriesFetchFailed'), { id: FETCH_FAILED_TOAST });
        }
      },
    },
  );

  const online = useOnline();
  useReloadWhenBackOnline(online, mine.status === 'error', mine.reload);

  const { update } = mine;
  const add = useCallback(
    (story: Story) => update((stories) => [story, ...stories.filter((s) => s.id !== story.id)]),
    [update],
  );
  const drop = useCallback(
    (id: string) => update((stories) => stories.filter((s) => s.id !== id)),
    [update],
  );

  const status: MyStoriesStatus =
    !userId || (mine.status === 'error' && sessionGone(mine.error))
      ? 'signed-out'
      : mine.status === 'error'
        ? online
          ? 'failed'
          : 'offline'
        : mine.status;
  return { status, stories: mine.data ?? [], retry: mine.reload, add, drop };
}
