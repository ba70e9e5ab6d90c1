import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { isBackendError } from '@/backend/backend-error';
import type { Story } from '@/domain/entities';
import { MESSAGES } from '@/domain/messages';
import { useBackend } from '@/lib/backend-context';

export type MyStoriesStatus = 'signed-out' | 'loading' | 'ready' | 'failed';

export interface MyStories {
  status: MyStoriesStatus;
  stories: Story[];
  retry(): void;
  /** Shows a story just shared, first, without asking the server again. */
  add(story: Story): void;
  /** Drops a deleted story from the list. */
  drop(id: string): void;
}

interface Loaded {
  key: string;
  stories: Story[];
  outcome: 'ready' | 'failed' | 'signed-out';
}

const FETCH_FAILED_TOAST = 'my-stories-fetch-failed';

/**
 * The signed-in user's own stories, newest first. Without a user (or once the server says the
 * session is gone) it is 'signed-out', and the page offers sign-in instead of a list.
 */
export function useMyStories(userId: string | null): MyStories {
  const backend = useBackend();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${userId}|${attempt}`;

  useEffect(() => {
    if (!userId) return;
    let active = true;
    const thisKey = `${userId}|${attempt}`;
    backend.stories.mine().then(
      (stories) => {
        if (active) setLoaded({ key: thisKey, stories, outcome: 'ready' });
      },
      (error: unknown) => {
        if (!active) return;
        if (isBackendError(error, 'unauthenticated')) {
          setLoaded({ key: thisKey, stories: [], outcome: 'signed-out' });
          return;
        }
        setLoaded({ key: thisKey, stories: [], outcome: 'failed' });
        toast.error(MESSAGES.myStoriesFetchFailed, { id: FETCH_FAILED_TOAST });
      },
    );
    return () => {
      active = false;
    };
  }, [backend, userId, attempt]);

  const current = loaded?.key === key ? loaded : null;

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const add = useCallback(
    (story: Story) =>
      setLoaded((latest) =>
        latest
          ? { ...latest, stories: [story, ...latest.stories.filter((s) => s.id !== story.id)] }
          : latest,
      ),
    [],
  );
  const drop = useCallback(
    (id: string) =>
      setLoaded((latest) =>
        latest ? { ...latest, stories: latest.stories.filter((s) => s.id !== id) } : latest,
      ),
    [],
  );

  return {
    status: !userId ? 'signed-out' : !current ? 'loading' : current.outcome,
    stories: current?.stories ?? [],
    retry,
    add,
    drop,
  };
}
