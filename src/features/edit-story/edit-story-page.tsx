import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { COPY } from '@/domain/copy';
import type { Story } from '@/domain/entities';
import { MESSAGES } from '@/domain/messages';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { correctedContentFor, withoutCorrection } from '@/lib/edit-story-handoff';
import { Spinner } from '@/components/ui/spinner';
import { EditStoryForm } from '@/features/edit-story/edit-story-form';

interface Loaded {
  key: string;
  story: Story | null;
  failed: boolean;
}

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
 * from a link or after a reload it is fetched. Only its author may edit it. After Fix Grammar in
 * Your Stories the editor starts with the corrected text, unsaved.
 */
export default function EditStoryPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const backend = useBackend();
  const { status, user } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
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
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: withoutCorrection(location.state) },
    );
  }, [handedOver, navigate, location]);
  const key = `${id}|${attempt}`;
  const needsFetch = status === 'signed-in' && !passed;

  useEffect(() => {
    if (!needsFetch) return;
    let active = true;
    const thisKey = `${id}|${attempt}`;
    backend.stories.get(id).then(
      (story) => {
        if (active) setLoaded({ key: thisKey, story, failed: false });
      },
      () => {
        if (active) setLoaded({ key: thisKey, story: null, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [backend, id, attempt, needsFetch]);

  const fetched = loaded?.key === key ? loaded : null;
  const story = passed ?? fetched?.story ?? null;
  const missing = !passed && fetched !== null && !fetched.failed && fetched.story === null;
  const notHers = story !== null && user !== null && story.author_id !== user.id;

  useEffect(() => {
    if (status === 'signed-out') {
      toast.error(MESSAGES.editSignInRequired, { id: 'edit-sign-in-required' });
      navigate('/auth', { replace: true });
    } else if (status === 'signed-in' && missing) {
      toast.error(MESSAGES.storyNotFound, { id: 'edit-story-not-found' });
      navigate('/share-story', { replace: true });
    } else if (status === 'signed-in' && notHers) {
      toast.error(MESSAGES.editNotAuthorized, { id: 'edit-not-authorized' });
      navigate('/share-story', { replace: true });
    }
  }, [status, missing, notHers, navigate]);

  const ready = status === 'signed-in' && story !== null && !notHers;
  const failed = status === 'signed-in' && !passed && fetched?.failed === true;
  const loading = status === 'loading' || (needsFetch && fetched === null);

  return (
    <div className="page">
      <h1 className="page-title">{COPY.editHeading}</h1>
      <div className="max-w-3xl">
        {loading && <Spinner label={COPY.loadingStory} />}
        {failed && (
          <div className="card mt-6 flex flex-col items-start gap-3">
            <p>{COPY.storyUnavailable}</p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn-primary"
                onClick={() => setAttempt((n) => n + 1)}
              >
                {COPY.tryAgain}
              </button>
              <Link to="/share-story" className="btn-secondary">
                {COPY.cancel}
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
