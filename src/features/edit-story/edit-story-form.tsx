import { useCallback, useId, useRef, useState } from 'react';
import { Save } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isBackendError } from '@/backend/backend-error';
import type { Story } from '@/domain/entities';
import { screenFilesOnEdit } from '@/domain/media-files';
import { message } from '@/i18n/message';
import { storyUpdateSchema } from '@/domain/story-input';
import { EDIT_STORY_TAGS } from '@/domain/vocabularies';
import { useBackend } from '@/lib/backend-context';
import { toast } from '@/lib/toast';
import { useOfferedHelpers } from '@/lib/use-offered-helpers';
import { GrammarButton } from '@/components/forms/grammar-button';
import { ContentWarningField } from '@/components/forms/content-warning-field';
import { IdentifyingDetailsPrompt } from '@/components/forms/identifying-details-prompt';
import { MediaPicker } from '@/components/forms/media-picker';
import { mediaSizesByUrl } from '@/components/forms/media-sizes';
import { StoryMediaList } from '@/components/forms/story-media-list';
import { StoryContentField, StoryTitleField } from '@/components/forms/story-text-fields';
import { TagChips } from '@/components/forms/tag-chips';
import { storyFormToast, useStoryForm } from '@/components/forms/use-story-form';

// The same toasts as the form's own checks: an update that works replaces their error.
const storyToast = storyFormToast('edit');

/**
 * The edit form for one of her stories. Existing media she removes simply leave the list that
 * Update Story sends (the server deletes them then); new files upload as soon as chosen.
 * Whatever fails, what she changed stays in the form.
 */
export function EditStoryForm({
  story,
  initialContent = story.content,
}: {
  story: Story;
  /** What the Your Story field starts with: her stored text, or a correction to read first. */
  initialContent?: string;
}) {
  const { t } = useLingui();
  const backend = useBackend();
  // Under <BrowserRouter> navigate returns nothing to wait for; only a data router's does.
  const navigate = useNavigate();
  const [kept, setKept] = useState<string[]>(story.media_urls);
  const mediaHeadingId = useId();
  const mediaHeadingRef = useRef<HTMLHeadingElement>(null);

  const signInToUpdate = useCallback(() => {
    toast.error(message('updateSignInRequired'), { id: 'update-sign-in-required' });
    void navigate('/auth');
  }, [navigate]);

  // Whether her edit put the story (back) in the review queue (STORY_REVIEW): its toast says so.
  const waitsForReview = useRef(false);
  const form = useStoryForm({
    initial: {
      title: story.title,
      content: initialContent,
      tags: story.tags,
      contentWarning: story.content_warning ?? '',
    },
    purpose: 'edit',
    onUnauthenticated: signInToUpdate,
    schema: storyUpdateSchema,
    mediaUrls: (uploaded) => [...kept, ...uploaded],
    // Always sends the warning, so clearing the field removes one the story had.
    async send(fields, mediaUrls) {
      const updated = await backend.stories.update(story.id, { ...fields, mediaUrls });
      waitsForReview.current = updated.review_state === 'waiting';
    },
    onSent() {
      storyToast.success(
        message(waitsForReview.current ? 'storyResubmittedForReview' : 'storyUpdated'),
      );
      void navigate('/share-story', { replace: true });
    },
    refusalCodes: ['titleAndContentRequired'],
    onFailed(error) {
      if (isBackendError(error, 'forbidden')) {
        storyToast.error(message('editNotAuthorized'));
        void navigate('/share-story', { replace: true });
      } else if (isBackendError(error, 'not-found')) {
        storyToast.error(message('storyNotFound'));
        void navigate('/share-story', { replace: true });
      } else {
        storyToast.error(message('storyUpdateFailed'));
      }
    },
  });
  const { fields, uploads } = form;
  // Its own row below the story only where Fix Grammar can work (GrammarButton hides itself too).
  const grammarOffered = useOfferedHelpers().grammar;

  function removeExisting(url: string) {
    setKept((current) => current.filter((candidate) => candidate !== url));
    mediaHeadingRef.current?.focus();
  }

  return (
    <form
      method="post"
      onSubmit={form.onSubmit}
      noValidate
      className="card mt-6 flex flex-col gap-6"
    >
      <StoryTitleField id={form.ids.title} value={fields.title} onChange={form.setTitle} />

      <StoryContentField id={form.ids.content} value={fields.content} onChange={form.setContent}>
        {grammarOffered && (
          <div>
            <GrammarButton
              className="btn-secondary"
              content={fields.content}
              onCorrected={form.setContent}
              successMessage={message('grammarUpdatedInEditor')}
            />
          </div>
        )}
      </StoryContentField>

      <TagChips offered={EDIT_STORY_TAGS} selected={fields.tags} onToggle={form.toggleTag} />

      <ContentWarningField value={fields.contentWarning} onChange={form.setContentWarning} />

      {story.media_urls.length > 0 && (
        <section aria-labelledby={mediaHeadingId} className="flex flex-col gap-3">
          <h2
            id={mediaHeadingId}
            ref={mediaHeadingRef}
            tabIndex={-1}
            className="font-semibold outline-none"
          >
            {t`Media in this story`}
          </h2>
          <p className="-mt-2 text-sm text-ink-muted">{t`Media you remove is deleted when you press Update Story.`}</p>
          <StoryMediaList urls={kept} sizes={mediaSizesByUrl(story)} onRemove={removeExisting} />
        </section>
      )}

      <MediaPicker
        label={t`Add Media (Optional, Max 50MB)`}
        hint={t`Images, videos or audio, up to 10 files. Each one starts uploading as soon as you choose it.`}
        uploads={uploads}
        screen={(files) => screenFilesOnEdit(files, kept.length + uploads.items.length)}
        statusId={form.ids.uploadStatus}
      />

      <div className="flex flex-wrap gap-3 border-t border-brand-100 pt-4">
        <button
          type="submit"
          className="btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-disabled={form.submitting || form.waiting}
          aria-describedby={form.waiting ? form.ids.uploadStatus : undefined}
        >
          <Save aria-hidden="true" className="size-5" />
          {form.submitting ? t`Updating...` : t`Update Story`}
        </button>
        <Link to="/share-story" className="btn-secondary">
          {t`Cancel`}
        </Link>
      </div>
      <IdentifyingDetailsPrompt {...form.prompt} proceedLabel={t`Update anyway`} />
    </form>
  );
}
