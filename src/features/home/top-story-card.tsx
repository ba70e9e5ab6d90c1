import { useId, useState } from 'react';
import { Heart } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { anonymousShortName, truncateText } from '@/domain/display';
import type { Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { ContentWarningGate } from '@/components/ui/content-warning-gate';
import { ReadMoreButton } from '@/components/ui/read-more-button';
import { formatCount } from '@/i18n/format-count';

/**
 * One Top Stories slide: title, text cut at 600 characters (behind its content warning, if it
 * has one), author and reaction count.
 */
export function TopStoryCard({ story }: { story: Story }) {
  const { t, i18n } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  const cut = truncateText(story.content, LIMITS.homeTruncateChars);

  return (
    <article aria-labelledby={titleId} className="card flex h-full flex-col gap-3">
      <h3 id={titleId} className="text-xl font-semibold text-brand-800">
        {/* A voice-only story has no title; the slide still needs a name. */}
        {story.title.trim() || t`Untitled story`}
      </h3>
      <ContentWarningGate warning={story.content_warning} describedBy={titleId}>
        <p id={textId} className="whitespace-pre-line break-words">
          {expanded ? story.content : cut.text}
        </p>
        {cut.truncated && (
          <ReadMoreButton
            expanded={expanded}
            onToggle={() => setExpanded((current) => !current)}
            controls={textId}
            describedBy={titleId}
          />
        )}
      </ContentWarningGate>
      <footer className="mt-auto flex items-center justify-between gap-3 pt-2 text-sm text-ink-muted">
        <span>{anonymousShortName(story.author_id)}</span>
        <span className="flex items-center gap-1">
          <Heart aria-hidden="true" className="size-4 fill-brand-500 text-brand-500" />
          <span className="sr-only">{t`Reactions`}</span>
          <span>{formatCount(story.reactionsCount, i18n.locale)}</span>
        </span>
      </footer>
    </article>
  );
}
