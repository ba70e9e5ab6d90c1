import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { Story } from '@/domain/entities';
import { message } from '@/i18n/message';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { correctedContentFor, withoutCorrection } from '@/lib/edit-story-handoff';
import { toast } from '@/lib/toast';
import { dataKey } from '@/lib/data-layer/data-keys';
import { useQueryStatus } from '@/lib/data-layer/query-status';
import { Spinner } from '@/components/ui/spinner';
import { EditStoryForm } from '@/features/edit-story/edit-story-form';

/** The story handed over by Your Stories' Edit link, when it is the one in the address. */
function passedStory(state: unknown, id: string): Story | null {
  const story = (state as { story?: Partial<Story> } | null)?.story;
  if (!story || story.id !== id) return null;
  const complete =
    typeof story.title === 'string' &&
    typeof story.content === 'string' &&
    typeof story.author_id === 'string' &&
    Array.isArray(story.tags) &&
    Array.isArray(story.media_urls);
  return complete ? (story as Story) : null;
}

/**
 * Edit Story at /edit-story/{id}. The story comes with the navigation from Your Stories; opened
 * from a link or after a reload it is fetched. Only its author may edit it: the backend marks a
 * story is_mine for her alone, since no answer names her account (author_id is the story's own
 * pseudonym); the backend refuses the edit of anyone else's whatever this page shows. After Fix Grammar in
 * Your Stories the editor starts with the corrected text, unsaved.
 */
export default function EditStoryPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const location = useLocation();
  // Under <BrowserRouter> navigate returns nothing to wait for; only a data router's does.
  const navigate = useNavigate();
  const backend = useBackend();
  const { status, user } = useAuth();
  const passed = passedStory(location.state, id);
  // Fix Grammar in Your Stories hands over its correction once; it is kept here, per story, and
  // taken out of the history entry so the unsaved text does not linger there.
  const [correction] = useState(() => ({
    id,
    content: correctedContentFor(location.state, id),
  }));
  const correctedContent = correction.id === id ? correction.content : null;
  const handedOver = correctedContentFor(location.state, id) !== null;

  useEffect(() => {
    if (!handedOver) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: withoutCorrection(location.state) },
    );
  }, [handedOver, navigate, location]);

  const needsFetch = status === 'signed-in' && !passed;
  // Cached under her id: the story as she may edit it (is_mine) is hers alone.
  const fetched = useSWR(needsFetch ? dataKey('story', user?.id ?? null, id) : null, () =>
    backend.stories.get(id),
  );
  const fetchStatus = useQueryStatus(fetched);
  const online = fetchStatus !== 'offline';

  const story = passed ?? fetched.data ?? null;
  const missing = needsFetch && fetchStatus === 'ready' && fetched.data === null;
  const notHers = story !== null && user !== null && story.is_mine !== true;

  useEffect(() => {
    if (status === 'signed-out') {
      toast.error(message('editSignInRequired'), { id: 'edit-sign-in-required' });
      void navigate('/auth', { replace: true });
    } else if (status === 'signed-in' && missing) {
      toast.error(message('storyNotFound'), { id: 'edit-story-not-found' });
      void navigate('/share-story', { replace: true });
    } else if (status === 'signed-in' && notHers) {
      toast.error(message('editNotAuthorized'), { id: 'edit-not-authorized' });
      void navigate('/share-story', { replace: true });
    }
  }, [status, missing, notHers, navigate]);

  const ready = status === 'signed-in' && story !== null && !notHers;
  const failed = needsFetch && (fetchStatus === 'failed' || fetchStatus === 'offline');
  const loading = status === 'loading' || (needsFetch && fetchStatus === 'loading');

  return (
    <div className="page">
      <h1 className="page-title">{t`Edit Story`}</h1>
      <div className="max-w-3xl">
        {loading && <Spinner label={t`Loading story...`} />}
        {failed && !online && (
          // Not a failure: the story loads by itself once the connection is back.
          <div className="card mt-6 flex flex-col items-start gap-3">
            <p role="status">{t`You are offline. The story will load when you are back online.`}</p>
            <Link to="/share-story" className="btn-secondary">
              {t`Cancel`}
            </Link>
          </div>
        )}
        {failed && online && (
          <div className="card mt-6 flex flex-col items-start gap-3">
            <p>{t`This story could not be loaded just now.`}</p>
            <div className="flex flex-wrap gap-3">
              <button type="button" className="btn-primary" onClick={() => void fetched.mutate()}>
                {t`Try again`}
              </button>
              <Link to="/share-story" className="btn-secondary">
                {t`Cancel`}
              </Link>
            </div>
          </div>
        )}
        {ready && (
          <EditStoryForm
            key={story.id}
            story={story}
            initialContent={correctedContent ?? story.content}
          />
        )}
      </div>
    </div>
  );
}
