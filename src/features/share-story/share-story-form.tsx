import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Send, ShieldCheck, Sparkles } from 'lucide-react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { isBackendError } from '@/backend/backend-error';
import { validateStoryTextCharacters } from '@/domain/control-characters';
import { COPY } from '@/domain/copy';
import { SHARE_STORY_COPY } from '@/domain/copy/share-story';
import type { Story } from '@/domain/entities';
import { validateFilesOnCreate } from '@/domain/media-files';
import { MESSAGES } from '@/domain/messages';
import { validateStoryDraft } from '@/domain/story-draft';
import { mergeTags, suggestTags } from '@/domain/tag-suggestion';
import { isFilled } from '@/domain/validation-result';
import { STORY_TAGS } from '@/domain/vocabularies';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { ContentWarningField } from '@/components/ui/content-warning-field';
import { GrammarButton } from '@/components/ui/grammar-button';
import { IdentifyingDetailsPrompt } from '@/components/ui/identifying-details-prompt';
import { findInFields, storyTextFields } from '@/components/ui/identifying-fields';
import { MediaPicker } from '@/components/ui/media-picker';
import { StoryContentField, StoryTitleField } from '@/components/ui/story-text-fields';
import { TagChips } from '@/components/ui/tag-chips';
import { useMediaUploads } from '@/components/ui/use-media-uploads';
import { forgetDraft, peekDraft, rememberDraft } from '@/features/share-story/draft-memory';
import { VoiceRecorder } from '@/features/share-story/voice-recorder';

const SIGN_IN_TOAST = 'share-sign-in-required';

/**
 * The Share Your Story form. Files upload as soon as they are chosen; the story is sent once
 * they are all there. Whatever fails, what she wrote stays in the form.
 */
export function ShareStoryForm({ onShared }: { onShared: (story: Story) => void }) {
  const backend = useBackend();
  const { status } = useAuth();
  const navigate = useNavigate();
  const [remembered] = useState(peekDraft);
  const [title, setTitle] = useState(remembered?.title ?? '');
  const [content, setContent] = useState(remembered?.content ?? '');
  const [tags, setTags] = useState<string[]>(remembered?.tags ?? []);
  const [contentWarning, setContentWarning] = useState(remembered?.contentWarning ?? '');
  const [sharing, setSharing] = useState(false);
  // The identifying-details prompt is up (she pressed Share Story and the check found something).
  const [reviewing, setReviewing] = useState(false);
  const titleId = useId();
  const contentId = useId();
  const uploadStatusId = useId();
  const anonymityId = useId();
  const suggestHintId = useId();

  // Every change is kept for this tab, so a dropped connection or a reload loses nothing.
  useEffect(() => {
    rememberDraft({ title, content, tags, contentWarning });
  }, [title, content, tags, contentWarning]);

  const detailsIn = useCallback(
    () =>
      findInFields(storyTextFields({ id: titleId, text: title }, { id: contentId, text: content })),
    [titleId, title, contentId, content],
  );
  const findings = useMemo(() => (reviewing ? detailsIn() : []), [reviewing, detailsIn]);

  const signInFirst = useCallback(() => {
    rememberDraft({ title, content, tags, contentWarning });
    toast.error(MESSAGES.shareSignInRequired, { id: SIGN_IN_TOAST });
    navigate('/auth');
  }, [content, contentWarning, navigate, tags, title]);

  const uploads = useMediaUploads({
    media: backend.media,
    purpose: 'create',
    onUnauthenticated: signInFirst,
  });

  /** True when signed in; a signed-out visitor is asked to sign in (and sent to /auth). */
  function maySend(): boolean {
    if (status === 'signed-in') return true;
    if (status === 'signed-out') signInFirst();
    return false;
  }

  function saveRecording(file: File): boolean {
    const { accepted, errors } = validateFilesOnCreate(uploads.items.length, [file]);
    for (const error of errors) toast.error(error, { id: error });
    if (accepted.length === 0 || !maySend()) return false;
    uploads.add(accepted);
    toast.success(MESSAGES.voiceRecordingAdded);
    return true;
  }

  function toggleTag(tag: string) {
    setTags((current) =>
      current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag],
    );
  }

  function suggest() {
    if (!isFilled(content)) {
      toast.error(MESSAGES.tagsNeedStory);
      return;
    }
    try {
      const merged = mergeTags(tags, suggestTags(content));
      if (merged.length === tags.length) {
        toast(MESSAGES.tagsNoneSuggested);
      } else {
        setTags(merged);
        toast.success(MESSAGES.tagsSuggested);
      }
    } catch {
      toast.error(MESSAGES.tagsSuggestFailed);
    }
  }

  const waiting = uploads.busy || uploads.hasFailed;

  /** Shares the story; unless she already chose to share anyway, the details check comes first. */
  async function share({ checkDetails }: { checkDetails: boolean }) {
    if (sharing || waiting || !maySend()) return;
    const files = uploads.items.filter((item) => item.status === 'done').map((item) => item.file);
    const check = validateStoryDraft({ title, content, files });
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
    setSharing(true);
    try {
      const story = await backend.stories.create({
        title: title.trim(),
        content: content.trim(),
        tags,
        mediaUrls: uploads.urls,
        ...(contentWarning.trim() === '' ? {} : { contentWarning: contentWarning.trim() }),
      });
      uploads.release();
      setTitle('');
      setContent('');
      setTags([]);
      setContentWarning('');
      forgetDraft();
      onShared(story);
      toast.success(MESSAGES.storyShared);
    } catch (error) {
      if (isBackendError(error, 'unauthenticated')) signInFirst();
      else if (isBackendError(error, 'invalid') && error.code === 'storyDraftIncomplete') {
        toast.error(MESSAGES.storyDraftIncomplete);
      } else if (isBackendError(error) && error.code === 'profileCreateFailed') {
        toast.error(MESSAGES.profileCreateFailed);
      } else toast.error(MESSAGES.storyShareFailed);
    } finally {
      setSharing(false);
    }
  }

  const blank = !isFilled(content);

  return (
    <form
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void share({ checkDetails: true });
      }}
      noValidate
      className="card mt-6 flex flex-col gap-6"
    >
      {status === 'signed-out' && (
        <p className="rounded-xl bg-calm-100 p-3 text-ink">{SHARE_STORY_COPY.shareSignedOutNote}</p>
      )}

      <StoryTitleField id={titleId} value={title} onChange={setTitle} />

      <StoryContentField
        id={contentId}
        value={content}
        onChange={setContent}
        hint={`${SHARE_STORY_COPY.storyPrivacyHint} ${SHARE_STORY_COPY.voiceOnlyHint}`}
      >
        <div className="flex flex-wrap items-start gap-2">
          <span className="inline-flex flex-col items-start">
            <button
              type="button"
              className="btn-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              aria-disabled={blank}
              aria-describedby={blank ? suggestHintId : undefined}
              onClick={suggest}
            >
              <Sparkles aria-hidden="true" className="size-5" />
              {SHARE_STORY_COPY.suggestTags}
            </button>
            {blank && (
              <span id={suggestHintId} className="sr-only">
                {MESSAGES.tagsNeedStory}
              </span>
            )}
          </span>
          <GrammarButton
            className="btn-secondary"
            content={content}
            onCorrected={setContent}
            successMessage={MESSAGES.grammarUpdated}
          />
        </div>
      </StoryContentField>

      <TagChips offered={STORY_TAGS} selected={tags} onToggle={toggleTag} />

      <ContentWarningField value={contentWarning} onChange={setContentWarning} />

      <MediaPicker
        label={SHARE_STORY_COPY.uploadMediaLabel}
        hint={COPY.uploadMediaHint}
        uploads={uploads}
        screen={(files) => validateFilesOnCreate(uploads.items.length, files)}
        mayPick={maySend}
        statusId={uploadStatusId}
      />

      <VoiceRecorder mayRecord={maySend} onSave={saveRecording} />

      <div className="flex flex-col items-start gap-2 border-t border-brand-100 pt-4">
        <button
          type="submit"
          className="btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-disabled={sharing || waiting}
          aria-describedby={waiting ? `${uploadStatusId} ${anonymityId}` : anonymityId}
        >
          <Send aria-hidden="true" className="size-5" />
          {sharing ? SHARE_STORY_COPY.sharingStory : SHARE_STORY_COPY.shareStory}
        </button>
        <p id={anonymityId} className="inline-flex items-center gap-2 text-sm text-ink-muted">
          <ShieldCheck aria-hidden="true" className="size-4 text-calm-600" />
          {SHARE_STORY_COPY.anonymityNote}
        </p>
      </div>

      <IdentifyingDetailsPrompt
        open={reviewing}
        findings={findings}
        proceedLabel={SHARE_STORY_COPY.identifyingShareAnyway}
        onEdit={() => setReviewing(false)}
        onProceed={() => void share({ checkDetails: false })}
      />
    </form>
  );
}
