import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Send, ShieldCheck, Sparkles } from 'lucide-react';
import { LIMITS } from '@/domain/limits';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { Story } from '@/domain/entities';
import { validateFilesOnCreate } from '@/domain/media-files';
import { message } from '@/i18n/message';
import { storyInputSchema } from '@/domain/story-input';
import { isFilled } from '@/domain/validation-result';
import { STORY_TAGS } from '@/domain/vocabularies';
import { useAuth, userForAction } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { signInPath } from '@/lib/return-path';
import { formToast, toast } from '@/lib/toast';
import { ContentWarningField } from '@/components/forms/content-warning-field';
import { GrammarButton } from '@/components/forms/grammar-button';
import { IdentifyingDetailsPrompt } from '@/components/forms/identifying-details-prompt';
import { MediaPicker } from '@/components/forms/media-picker';
import { StoryContentField, StoryTitleField } from '@/components/forms/story-text-fields';
import { TagChips } from '@/components/forms/tag-chips';
import { storyFormToast, useStoryForm } from '@/components/forms/use-story-form';
import {
  forgetDraft,
  peekDraft,
  rememberDraft,
  type RememberedDraft,
} from '@/features/share-story/draft-memory';
import { DraftRestoredNote, ShareSignInNote } from '@/features/share-story/share-story-notes';
import {
  loadTagSuggestion,
  prefetchTagSuggestion,
} from '@/features/share-story/load-tag-suggestion';
import { reloadToSignIn } from '@/features/share-story/sign-in-again';
import { VoiceRecorder } from '@/features/share-story/voice-recorder';
import { voiceRecorderToast } from '@/features/share-story/use-voice-recorder';

// The same toasts as the form's own checks: a story shared on a retry replaces their error.
const storyToast = storyFormToast('create');
const tagsToast = formToast('suggest-tags');

/**
 * The Share Your Story form. Files upload as soon as they are chosen; the story is sent once
 * they are all there. Whatever fails, what she wrote stays in the form.
 */
export function ShareStoryForm({ onShared }: { onShared: (story: Story) => void }) {
  const { t } = useLingui();
  const backend = useBackend();
  const { status, whenKnown } = useAuth();
  // Under <BrowserRouter> navigate returns nothing to wait for; only a data router's does.
  const navigate = useNavigate();
  const [remembered] = useState(peekDraft);
  // Said while the form holds the draft she left (a reload, a trip to sign in), until it is sent.
  const [restored, setRestored] = useState(remembered !== null);
  const anonymityId = useId();
  const suggestHintId = useId();

  const signInFirst = useCallback(
    (draft: RememberedDraft) => {
      // Kept for the trip: sign-in brings her back here, where the form reads it again. The
      // sign-in page says calmly why she is there; nothing has gone wrong.
      rememberDraft(draft);
      if (status === 'signed-in') reloadToSignIn(signInPath('/share-story'));
      else void navigate(signInPath('/share-story'));
    },
    [navigate, status],
  );

  // Whether the story just shared waits for review (STORY_REVIEW): its toast says so.
  const waitsForReview = useRef(false);
  const form = useStoryForm({
    initial: {
      title: remembered?.title ?? '',
      content: remembered?.content ?? '',
      tags: remembered?.tags ?? [],
      contentWarning: remembered?.contentWarning ?? '',
    },
    purpose: 'create',
    onUnauthenticated: signInFirst,
    maySubmit: maySend,
    schema: storyInputSchema,
    async send({ contentWarning, ...story }, mediaUrls) {
      const shared = await backend.stories.create({
        ...story,
        mediaUrls,
        ...(contentWarning === '' ? {} : { contentWarning }),
      });
      waitsForReview.current = shared.review_state === 'waiting';
      onShared(shared);
    },
    onSent() {
      form.clear();
      forgetDraft();
      setRestored(false);
      storyToast.success(
        waitsForReview.current
          ? message('storySharedForReview', { days: LIMITS.storyReviewUsualDays })
          : message('storyShared'),
      );
    },
    refusalCodes: ['storyDraftIncomplete', 'profileCreateFailed'],
    onFailed: () => storyToast.error(message('storyShareFailed')),
  });
  const { fields, uploads } = form;

  // Every change is kept for this tab, so a dropped connection or a reload loses nothing.
  useEffect(() => {
    rememberDraft(fields);
  }, [fields]);

  // The tags chosen now, for suggestions that arrive after a wait for their code.
  const tagsNow = useRef(fields.tags);
  useEffect(() => {
    tagsNow.current = fields.tags;
  }, [fields.tags]);

  /** True when signed in; a signed-out visitor is asked to sign in (and sent to /auth). */
  function maySend(): boolean {
    if (status === 'signed-in') return true;
    if (status === 'signed-out') signInFirst(fields);
    return false;
  }

  /** As maySend, but while the session is unknown the answer comes once it is known. */
  function mayPick(): boolean | Promise<boolean> {
    if (status !== 'loading') return maySend();
    // Files picked on the prerendered form before the session check has answered wait for it.
    const draft = fields;
    // Asked when the chooser opens and again when files come: one toast, by its text.
    return userForAction(whenKnown, (text) => toast.error(text, { id: text })).then((me) => {
      if (me === null) signInFirst(draft);
      return Boolean(me);
    });
  }

  function saveRecording(file: File): boolean {
    const { accepted, errors } = validateFilesOnCreate(uploads.items.length, [file]);
    for (const error of errors) toast.error(error, { id: error });
    if (accepted.length === 0 || !maySend()) return false;
    uploads.add(accepted);
    voiceRecorderToast.success(message('voiceRecordingAdded'));
    return true;
  }

  async function suggest() {
    if (!isFilled(fields.content)) {
      tagsToast.error(message('tagsNeedStory'));
      return;
    }
    const content = fields.content;
    try {
      const { mergeTags, suggestTags } = await loadTagSuggestion();
      // The tags as they are once the helper has arrived: she may have pressed one meanwhile.
      const chosen = tagsNow.current;
      const merged = mergeTags(chosen, suggestTags(content));
      if (merged.length === chosen.length) {
        tagsToast.info(message('tagsNoneSuggested'));
      } else {
        form.setTags(merged);
        tagsToast.success(message('tagsSuggested'));
      }
    } catch {
      tagsToast.error(message('tagsSuggestFailed'));
    }
  }

  const blank = !isFilled(fields.content);

  return (
    <form
      method="post"
      onSubmit={form.onSubmit}
      noValidate
      className="card mt-6 flex flex-col gap-6"
    >
      {status === 'signed-out' && <ShareSignInNote />}
      {restored && <DraftRestoredNote />}

      <StoryTitleField id={form.ids.title} value={fields.title} onChange={form.setTitle} />

      <StoryContentField
        id={form.ids.content}
        value={fields.content}
        onChange={form.setContent}
        hint={`${t`You may want to leave out names, places or details that could identify you.`} ${t`A voice message can be shared on its own, without a title or text.`}`}
      >
        <div className="flex flex-wrap items-start gap-2">
          <span className="inline-flex flex-col items-start">
            <button
              type="button"
              className="btn-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              aria-disabled={blank}
              aria-describedby={blank ? suggestHintId : undefined}
              onClick={() => void suggest()}
              onPointerEnter={prefetchTagSuggestion}
              onFocus={prefetchTagSuggestion}
            >
              <Sparkles aria-hidden="true" className="size-5" />
              {t`Suggest Tags`}
            </button>
            {blank && (
              <span id={suggestHintId} className="sr-only">
                {message('tagsNeedStory')}
              </span>
            )}
          </span>
          <GrammarButton
            className="btn-secondary"
            content={fields.content}
            onCorrected={form.setContent}
            successMessage={message('grammarUpdated')}
          />
        </div>
      </StoryContentField>

      <TagChips offered={STORY_TAGS} selected={fields.tags} onToggle={form.toggleTag} />

      <ContentWarningField value={fields.contentWarning} onChange={form.setContentWarning} />

      <MediaPicker
        label={t`Upload Media (Optional, Max 200MB)`}
        hint={t`Images, videos or audio, up to 10 files. Each one starts uploading as soon as you choose it.`}
        uploads={uploads}
        screen={(files) => validateFilesOnCreate(uploads.items.length, files)}
        mayPick={mayPick}
        statusId={form.ids.uploadStatus}
      />

      <VoiceRecorder mayRecord={maySend} onSave={saveRecording} />

      <div className="flex flex-col items-start gap-2 border-t border-brand-100 pt-4">
        <button
          type="submit"
          className="btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-disabled={form.submitting || form.waiting}
          aria-describedby={form.waiting ? `${form.ids.uploadStatus} ${anonymityId}` : anonymityId}
        >
          <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {form.submitting ? t`Sharing...` : t`Share Story`}
        </button>
        <p id={anonymityId} className="inline-flex items-center gap-2 text-sm text-ink-muted">
          <ShieldCheck aria-hidden="true" className="size-4 text-calm-600" />
          {t`Your identity will remain anonymous`}
        </p>
      </div>

      <IdentifyingDetailsPrompt {...form.prompt} proceedLabel={t`Share anyway`} />
    </form>
  );
}
