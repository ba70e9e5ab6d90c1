import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { isBackendError } from '@/backend/backend-error';
import { validateStoryTextCharacters } from '@/domain/control-characters';
import { COPY } from '@/domain/copy';
import type { Story } from '@/domain/entities';
import { screenFilesOnEdit } from '@/domain/media-files';
import { MESSAGES } from '@/domain/messages';
import { validateStoryEdit } from '@/domain/story-draft';
import { EDIT_STORY_TAGS } from '@/domain/vocabularies';
import { useBackend } from '@/lib/backend-context';
import { GrammarButton } from '@/components/ui/grammar-button';
import { ContentWarningField } from '@/components/ui/content-warning-field';
import { IdentifyingDetailsPrompt } from '@/components/ui/identifying-details-prompt';
import { findInFields, storyTextFields } from '@/components/ui/identifying-fields';
import { MediaPicker } from '@/components/ui/media-picker';
import { mediaSizesByUrl } from '@/components/ui/media-sizes';
import { StoryMediaList } from '@/components/ui/story-media-list';
import { StoryContentField, StoryTitleField } from '@/components/ui/story-text-fields';
import { TagChips } from '@/components/ui/tag-chips';
import { useMediaUploads } from '@/components/ui/use-media-uploads';

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
  const backend = useBackend();
  const navigate = useNavigate();
  const [title, setTitle] = useState(story.title);
  const [content, setContent] = useState(initialContent);
  const [tags, setTags] = useState<string[]>(story.tags);
  const [kept, setKept] = useState<string[]>(story.media_urls);
  const [contentWarning, setContentWarning] = useState(story.content_warning ?? '');
  const [updating, setUpdating] = useState(false);
  // The identifying-details prompt is up (she pressed Update Story and the check found something).
  const [reviewing, setReviewing] = useState(false);
  const titleId = useId();
  const contentId = useId();
  const uploadStatusId = useId();
  const mediaHeadingId = useId();
  const mediaHeadingRef = useRef<HTMLHeadingElement>(null);

  const signInToUpdate = useCallback(() => {
    toast.error(MESSAGES.updateSignInRequired, { id: 'update-sign-in-required' });
    navigate('/auth');
  }, [navigate]);

  const uploads = useMediaUploads({
    media: backend.media,
    purpose: 'edit',
    onUnauthenticated: signInToUpdate,
  });

  function toggleTag(tag: string) {
    setTags((current) =>
      current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag],
    );
  }

  function removeExisting(url: string) {
    setKept((current) => current.filter((candidate) => candidate !== url));
    mediaHeadingRef.current?.focus();
  }

  const waiting = uploads.busy || uploads.hasFailed;

  const detailsIn = useCallback(
    () =>
      findInFields(storyTextFields({ id: titleId, text: title }, { id: contentId, text: content })),
    [titleId, title, contentId, content],
  );
  const findings = useMemo(() => (reviewing ? detailsIn() : []), [reviewing, detailsIn]);

  /** Updates the story; unless she already chose to update anyway, the details check comes first. */
  async function update({ checkDetails }: { checkDetails: boolean }) {
    if (updating || waiting) return;
    const check = validateStoryEdit({ title, content });
    if (!check.ok) {
      toast.error(check.message);
      return;
    }
    const plain = validateStoryTextCharacters({ title, content, contentWarning });
    if (!plain.ok) {
      toast.error(plain.message);
      return;
    }
    if (checkDetails && detailsIn().length > 0) {
      setReviewing(true);
      return;
    }
    setReviewing(false);
    setUpdating(true);
    try {
      await backend.stories.update(story.id, {
        title: title.trim(),
        content: content.trim(),
        tags,
        mediaUrls: [...kept, ...uploads.urls],
        // Always sent, so clearing the field removes a warning the story had.
        contentWarning: contentWarning.trim(),
      });
      uploads.release();
      toast.success(MESSAGES.storyUpdated);
      navigate('/share-story', { replace: true });
    } catch (error) {
      if (isBackendError(error, 'unauthenticated')) {
        signInToUpdate();
      } else if (isBackendError(error, 'forbidden')) {
        toast.error(MESSAGES.editNotAuthorized);
        navigate('/share-story', { replace: true });
      } else if (isBackendError(error, 'not-found')) {
        toast.error(MESSAGES.storyNotFound);
        navigate('/share-story', { replace: true });
      } else if (isBackendError(error, 'invalid') && error.code === 'titleAndContentRequired') {
        toast.error(MESSAGES.titleAndContentRequired);
      } else {
        toast.error(MESSAGES.storyUpdateFailed);
      }
    } finally {
      setUpdating(false);
    }
  }

  return (
    <form
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void update({ checkDetails: true });
      }}
      noValidate
      className="card mt-6 flex flex-col gap-6"
    >
      <StoryTitleField id={titleId} value={title} onChange={setTitle} />

      <StoryContentField id={contentId} value={content} onChange={setContent}>
        <div>
          <GrammarButton
            className="btn-secondary"
            content={content}
            onCorrected={setContent}
            successMessage={MESSAGES.grammarUpdatedInEditor}
          />
        </div>
      </StoryContentField>

      <TagChips offered={EDIT_STORY_TAGS} selected={tags} onToggle={toggleTag} />

      <ContentWarningField value={contentWarning} onChange={setContentWarning} />

      {story.media_urls.length > 0 && (
        <section aria-labelledby={mediaHeadingId} className="flex flex-col gap-3">
          <h2
            id={mediaHeadingId}
            ref={mediaHeadingRef}
            tabIndex={-1}
            className="font-semibold outline-none"
          >
            {COPY.currentMediaHeading}
          </h2>
          <p className="-mt-2 text-sm text-ink-muted">{COPY.removedMediaNote}</p>
          <StoryMediaList urls={kept} sizes={mediaSizesByUrl(story)} onRemove={removeExisting} />
        </section>
      )}

      <MediaPicker
        label={COPY.editUploadMediaLabel}
        hint={COPY.uploadMediaHint}
        uploads={uploads}
        screen={(files) => screenFilesOnEdit(files, kept.length + uploads.items.length)}
        statusId={uploadStatusId}
      />

      <div className="flex flex-wrap gap-3 border-t border-brand-100 pt-4">
        <button
          type="submit"
          className="btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-disabled={updating || waiting}
          aria-describedby={waiting ? uploadStatusId : undefined}
        >
          <Save aria-hidden="true" className="size-5" />
          {updating ? COPY.updatingStory : COPY.updateStory}
        </button>
        <Link to="/share-story" className="btn-secondary">
          {COPY.cancel}
        </Link>
      </div>
      <IdentifyingDetailsPrompt
        open={reviewing}
        findings={findings}
        proceedLabel={COPY.identifyingUpdateAnyway}
        onEdit={() => setReviewing(false)}
        onProceed={() => void update({ checkDetails: false })}
      />
    </form>
  );
}
