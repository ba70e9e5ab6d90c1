import { useEffect, useId, useRef, useState } from 'react';
import { Heart, Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { truncateText } from '@/domain/display';
import type { Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { ContentWarningLabel } from '@/components/ui/content-warning-gate';
import { mediaSizesByUrl } from '@/components/forms/media-sizes';
import { ReadMoreButton } from '@/components/ui/read-more-button';
import { StoryMediaList } from '@/components/forms/story-media-list';
import { GrammarButton } from '@/components/forms/grammar-button';
import { message } from '@/i18n/message';
import { editStoryPath, type EditStoryHandoff } from '@/lib/edit-story-handoff';
import { StoryTagList } from '@/components/ui/story-tag-list';
import { storyTagLabel } from '@/components/labels/story-tag-labels';
import { UnderReviewNotice } from '@/components/forms/under-review-notice';
import { OwnStorySupport } from '@/features/share-story/own-story-support';
import { OwnStoryReview } from '@/features/share-story/own-story-review';
import { OwnStoryPublished } from '@/features/share-story/own-story-published';
import { formatCount } from '@/i18n/format-count';

/**
 * One of her own stories in Your Stories, with Fix Grammar, Edit and Delete. Fix Grammar opens
 * Edit Story with the corrected text in the editor; nothing is saved until she updates the story.
 */
export function OwnStoryCard({
  story,
  onDelete,
}: {
  story: Story;
  onDelete: (story: Story) => void;
}) {
  // Under <BrowserRouter> navigate returns nothing to wait for; only a data router's does.
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const mounted = useRef(false);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  const cut = truncateText(story.content, LIMITS.storiesTruncateChars);
  const title = story.title.trim() || t`Untitled story`;
  const reactions = formatCount(story.reactionsCount, i18n.locale);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return (
    <article aria-labelledby={titleId} className="card flex flex-col gap-4">
      <h3 id={titleId} className="text-xl font-semibold break-words text-brand-800">
        {title}
      </h3>
      {story.under_review && <UnderReviewNotice />}
      <OwnStoryReview story={story} />
      <OwnStoryPublished story={story} />
      {story.content.trim() !== '' && (
        <div id={bodyId}>
          <p className="max-w-prose whitespace-pre-line break-words">
            {expanded ? story.content : cut.text}
          </p>
        </div>
      )}
      {cut.truncated && (
        <ReadMoreButton
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
          controls={bodyId}
          describedBy={titleId}
        />
      )}
      <ContentWarningLabel warning={story.content_warning} />
      <StoryMediaList urls={story.media_urls} sizes={mediaSizesByUrl(story)} />
      <StoryTagList tags={story.tags} labelOf={(tag) => storyTagLabel(i18n, tag)} />
      <OwnStorySupport storyId={story.id} />
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-brand-100 pt-3">
        <p className="inline-flex items-center gap-1 text-ink-muted">
          <Heart aria-hidden="true" className="size-5" />
          <span>
            <Trans>
              Reactions: <span className="tabular-nums">{reactions}</span>
            </Trans>
          </span>
        </p>
        <div className="flex flex-wrap items-start gap-1">
          <GrammarButton
            content={story.content}
            describedBy={titleId}
            successMessage={message('grammarUpdatedInEditor')}
            onCorrected={(corrected) => {
              // She reads the correction in Edit Story; only Update Story saves it (FAQ 12), and
              // that runs the identifying-details check. Not if she has left Your Stories since.
              if (!mounted.current) return false;
              const handoff: EditStoryHandoff = {
                story,
                grammarCorrection: { storyId: story.id, content: corrected },
              };
              void navigate(editStoryPath(story.id), { state: handoff });
            }}
          />
          <Link
            to={editStoryPath(story.id)}
            state={{ story } satisfies EditStoryHandoff}
            className="btn-quiet px-3"
            aria-describedby={titleId}
          >
            <Pencil aria-hidden="true" className="size-5" />
            {t`Edit`}
          </Link>
          <button
            type="button"
            className="btn-quiet px-3"
            onClick={() => onDelete(story)}
            aria-describedby={titleId}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            {t`Delete`}
          </button>
        </div>
      </footer>
    </article>
  );
}
