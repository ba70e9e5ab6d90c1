import { useId, useState } from 'react';
import useSWRMutation from 'swr/mutation';
import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isBackendError } from '@/backend/backend-error';
import { anonName, truncateText } from '@/domain/display';
import type { Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { mediaKindFromUrl } from '@/domain/media-kind';
import { message } from '@/i18n/message';
import { useAuth, userForAction } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { signInPath } from '@/lib/return-path';
import { formToast } from '@/lib/toast';
import { storyTagLabel } from '@/components/labels/story-tag-labels';
import { ContentWarningGate } from '@/components/ui/content-warning-gate';
import { ReadMoreButton } from '@/components/ui/read-more-button';
import { AdminDeleteStory } from '@/features/stories/admin-delete-story';
import { ReportStory } from '@/features/stories/report-story';
import { SendSupportButton } from '@/features/stories/send-support-button';
import { StoryCardMediaBadges } from '@/features/stories/story-card-media-badges';
import { StoryMedia } from '@/features/stories/story-media';
import { TranslateSelect } from '@/features/stories/translate-select';
import { useStoryTranslation } from '@/features/stories/use-story-translation';
import { StoryTagList } from '@/components/ui/story-tag-list';
import { StoryRedactionNote } from '@/features/stories/story-redaction-note';

export function StoryCard({
  story,
  onDeleted,
}: {
  story: Story;
  /** After an admin deleted the story here. */
  onDeleted: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const backend = useBackend();
  const { status, user, whenKnown } = useAuth();
  const [expanded, setExpanded] = useState(false);
  const [reactions, setReactions] = useState(story.reactionsCount);
  // Who pressed the heart in this tab (or found it pressed: a 409). The list says what she did
  // before (liked_by_me), already while her session is being checked; neither shows once she has
  // signed out.
  const [reactedAs, setReactedAs] = useState<string | null>(null);
  const reacted =
    status !== 'signed-out' &&
    (story.liked_by_me === true || (user !== null && reactedAs === user.id));
  const reaction = useSWRMutation(
    `react/${story.id}`,
    () => backend.stories.react(story.id),
    // Only this card's count changes: nothing is asked again.
    { populateCache: false, revalidate: false },
  );
  const id = useId();
  const titleId = `${id}-title`;
  const reactToast = formToast(`react-${story.id}`);
  // Signing in from the toast brings her back to the stories.
  const navigate = useNavigate();
  const signInAction = { label: t`Sign In`, href: signInPath('/stories'), navigate };
  const bodyId = `${id}-body`;

  const translation = useStoryTranslation(story);
  // lang tells screen readers which voice to read a translation in.
  const lang = translation.shownIn || undefined;
  // A voice-only story has no title; the card still needs a name.
  const untitled = translation.title.trim() === '';
  const shownTitle = untitled ? t`Untitled story` : translation.title;
  const cut = truncateText(translation.content, LIMITS.storiesTruncateChars);
  const hasMedia = story.media_urls.some((url) => mediaKindFromUrl(url) !== null);
  // Read More only where text is cut. Media waits behind it there; on a story whose text all
  // shows it is offered at once, each item still loading only when tapped.
  const showMedia = hasMedia && (expanded || !cut.truncated);

  async function like() {
    // Tapped before the session's answer (the server drew her hearts already), it waits for it.
    const me = await userForAction(whenKnown, reactToast.error);
    if (me === undefined) return;
    if (!me) {
      reactToast.info(message('reactionSignInRequired'), null, signInAction);
      return;
    }
    if (reaction.isMutating) return;
    // One heart per reader: the server would refuse a second, so say so without asking it.
    if (reacted) {
      reactToast.info(message('reactionDuplicate'));
      return;
    }
    try {
      const { reactionsCount } = await reaction.trigger();
      setReactions(reactionsCount);
      setReactedAs(me.id);
      reactToast.success(message('reactionAdded'));
    } catch (error) {
      if (isBackendError(error, 'conflict')) {
        setReactedAs(me.id);
        reactToast.info(message('reactionDuplicate'));
      } else if (isBackendError(error, 'unauthenticated')) {
        reactToast.info(message('reactionSignInRequired'), null, signInAction);
      } else {
        reactToast.error(message('reactionFailed'));
      }
    }
  }

  return (
    <article
      aria-labelledby={titleId}
      // After an admin deletes a story, focus moves to the card that takes its place.
      tabIndex={-1}
      className="card flex flex-col gap-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold text-brand-800">
          <span lang={untitled ? undefined : lang}>{shownTitle}</span>
        </h2>
        {story.content.trim() !== '' && (
          <TranslateSelect translation={translation} describedBy={titleId} />
        )}
      </header>

      <StoryRedactionNote story={story} />
      {/* Outside the content warning: what a story holds is known before she opens it. */}
      <StoryCardMediaBadges urls={story.media_urls} />

      <ContentWarningGate warning={story.content_warning} describedBy={titleId}>
        <div id={bodyId} className="flex flex-col gap-4">
          <p lang={lang} className="max-w-prose whitespace-pre-line break-words">
            {expanded ? translation.content : cut.text}
          </p>
          {showMedia && (
            <StoryMedia urls={story.media_urls} sizes={story.media_sizes} describedBy={titleId} />
          )}
        </div>
        {cut.truncated && (
          <ReadMoreButton
            expanded={expanded}
            onToggle={() => setExpanded((current) => !current)}
            controls={bodyId}
            describedBy={titleId}
          />
        )}

        <StoryTagList tags={story.tags} labelOf={(tag) => storyTagLabel(i18n, tag)} />
      </ContentWarningGate>

      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-brand-100 pt-3">
        <div className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            className="btn-quiet px-3"
            onClick={() => void like()}
            disabled={reaction.isMutating}
            // The state in words for screen readers; the filled heart shows it by shape too.
            aria-pressed={reacted}
            aria-describedby={titleId}
          >
            <Heart
              aria-hidden="true"
              className={`size-5 ${reacted ? 'fill-brand-600 text-brand-600' : ''}`}
            />
            {t`Like`} <span className="tabular-nums">{reactions}</span>
          </button>
          {/* Never on her own story: support is for someone else's. */}
          {!story.is_mine && <SendSupportButton storyId={story.id} describedBy={titleId} />}
          <ReportStory
            storyId={story.id}
            reportedBefore={story.reported_by_me === true}
            describedBy={titleId}
          />
          {user?.isAdmin && (
            <AdminDeleteStory
              storyId={story.id}
              title={story.title.trim() || t`Untitled story`}
              describedBy={titleId}
              onDeleted={onDeleted}
            />
          )}
        </div>
        <p className="text-sm text-ink-muted">{anonName(story.author_id)}</p>
      </footer>
    </article>
  );
}
