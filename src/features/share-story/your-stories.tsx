import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import useSWRMutation from 'swr/mutation';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isBackendError } from '@/backend/backend-error';
import type { Story } from '@/domain/entities';
import { message } from '@/i18n/message';
import type { AuthStatus } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { signInPath } from '@/lib/return-path';
import { formToast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { OwnStoryCard } from '@/features/share-story/own-story-card';
import type { MyStories } from '@/features/share-story/use-my-stories';
import {
  useMarkSupportSeen,
  YOUR_STORIES_HASH,
} from '@/features/share-story/own-story-support-query';

/** What deleting one story says: a retry that works replaces its failure. */
function deleteToast(storyId: string) {
  return formToast(`delete-story-${storyId}`);
}

/**
 * Your Stories: her own stories with Edit and Delete. A visitor who is not signed in sees an
 * invitation to sign in here, not a redirect: she came to write, and may not want to sign in yet.
 */
export function YourStories({
  authStatus,
  sessionOffline,
  mine,
}: {
  authStatus: AuthStatus;
  /** The session could not be read for want of a connection: it is asked again once back. */
  sessionOffline: boolean;
  mine: MyStories;
}) {
  const { t } = useLingui();
  const backend = useBackend();
  // Under <BrowserRouter> navigate returns nothing to wait for; only a data router's does.
  const navigate = useNavigate();
  const [pendingDelete, setPendingDelete] = useState<Story | null>(null);
  // The list is updated here (drop), so nothing is fetched again after a deletion.
  const removal = useSWRMutation(
    'delete-own-story',
    (_key, { arg: id }: { arg: string }) => backend.stories.remove(id),
    { populateCache: false, revalidate: false },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening Your Stories is looking at the support her stories received: the count goes.
  useMarkSupportSeen();
  // The navigation's count of new support leads here: to the heading, which takes focus, once
  // the layout has moved a new page to its top (the next frame).
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== YOUR_STORIES_HASH) return;
    const frame = requestAnimationFrame(() => {
      const heading = headingRef.current;
      if (!heading) return;
      if ('scrollIntoView' in heading) heading.scrollIntoView({ block: 'start' });
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);

  async function confirmDelete() {
    const story = pendingDelete;
    if (!story || removal.isMutating) return;
    try {
      await removal.trigger(story.id);
      flushSync(() => {
        mine.drop(story.id);
        setPendingDelete(null);
      });
      headingRef.current?.focus();
      deleteToast(story.id).success(message('storyDeleted'));
    } catch (error) {
      setPendingDelete(null);
      if (isBackendError(error, 'unauthenticated')) {
        deleteToast(story.id).error(message('myStoriesSignInRequired'));
        void navigate(signInPath('/share-story'));
      } else if (isBackendError(error, 'not-found')) {
        mine.drop(story.id);
        deleteToast(story.id).error(message('storyNotFound'));
      } else if (isBackendError(error, 'forbidden')) {
        deleteToast(story.id).error(message('deleteOnlyOwn'));
      } else {
        deleteToast(story.id).error(message('storyDeleteFailed'));
      }
    }
  }

  const status = sessionOffline ? 'offline' : authStatus === 'loading' ? 'loading' : mine.status;
  const pendingTitle = pendingDelete?.title.trim() || t`Untitled story`;

  return (
    <section aria-labelledby="your-stories-heading" className="mt-12">
      <h2
        id="your-stories-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-brand-800 outline-none"
      >
        {t`Your Stories`}
      </h2>
      <div className="mt-4">
        {status === 'loading' && <Spinner label={t`Loading your stories...`} />}
        {status === 'signed-out' && (
          <div className="card flex flex-col items-start gap-3">
            <p>{t`Sign in to see, edit or delete the stories you have shared.`}</p>
            <Link to={signInPath('/share-story')} className="btn-primary">
              {t`Sign In`}
            </Link>
          </div>
        )}
        {status === 'offline' && (
          // Not a failure: the list loads by itself once the connection is back.
          <p role="status" className="card">
            {t`You are offline. Stories will load when you are back online.`}
          </p>
        )}
        {status === 'failed' && (
          <div className="card flex flex-col items-start gap-3">
            <p>{t`Your stories could not be loaded just now.`}</p>
            <button type="button" className="btn-secondary" onClick={mine.retry}>
              {t`Try again`}
            </button>
          </div>
        )}
        {status === 'ready' && mine.stories.length === 0 && (
          <p className="text-ink-muted">{t`You haven't shared any stories yet.`}</p>
        )}
        {status === 'ready' && mine.stories.length > 0 && (
          <ul className="flex flex-col gap-6">
            {mine.stories.map((story) => (
              <li key={story.id}>
                <OwnStoryCard story={story} onDelete={setPendingDelete} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        destructive
        title={t`Delete this story?`}
        message={t`“${pendingTitle}”. This removes the story, all its media (images, videos and voice messages) and all its reactions. It cannot be undone.`}
        confirmLabel={t`Delete story`}
        cancelLabel={t`Cancel`}
        busyLabel={t`Deleting...`}
        busy={removal.isMutating}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
