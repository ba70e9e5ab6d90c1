import { useState } from 'react';
import useSWRMutation from 'swr/mutation';
import { Trash2 } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { isBackendError } from '@/backend/backend-error';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';

/**
 * An admin's Delete on a story card (an admin may delete any story, reported or not).
 * It asks first with the moderation dashboard's words; the server checks the caller is an
 * admin whatever this screen shows.
 */
export function AdminDeleteStory({
  storyId,
  title,
  describedBy,
  onDeleted,
}: {
  storyId: string;
  /** The title as shown, never empty (a voice-only story is 'Untitled story'). */
  title: string;
  describedBy: string;
  onDeleted: (id: string) => void;
}) {
  const { t } = useLingui();
  const backend = useBackend();
  const [asking, setAsking] = useState(false);
  // The list drops the story itself (onDeleted): nothing is asked again.
  const removal = useSWRMutation(
    `admin-delete-story/${storyId}`,
    () => backend.admin.deleteStory(storyId),
    { populateCache: false, revalidate: false },
  );
  const deleting = removal.isMutating;
  const toasts = formToast(`admin-delete-${storyId}`);

  function deleted() {
    toasts.success(message('adminStoryDeleted', { title }));
    onDeleted(storyId);
  }

  async function remove() {
    try {
      await removal.trigger();
      deleted();
    } catch (error) {
      // Someone else removed it first: it is gone, as the admin wanted.
      if (isBackendError(error, 'not-found')) deleted();
      else toasts.error(message('adminStoryDeleteFailed'));
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn-quiet px-3 aria-disabled:cursor-wait aria-disabled:opacity-60"
        // aria-disabled keeps focus on the button while the deletion runs.
        aria-disabled={deleting}
        aria-describedby={describedBy}
        onClick={() => {
          if (!deleting) setAsking(true);
        }}
      >
        <Trash2 aria-hidden="true" className="size-5" />
        {deleting ? t`Deleting...` : t`Delete`}
      </button>
      <LazyConfirmDialog
        open={asking}
        destructive
        title={t`Delete this story?`}
        message={
          <p>
            {t`Delete the story "${title}"? Its reactions and reports will be deleted with it. This cannot be undone.`}
          </p>
        }
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void remove();
        }}
      />
    </>
  );
}
