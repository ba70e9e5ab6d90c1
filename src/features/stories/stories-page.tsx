import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { STORY_TAGS, type StorySort, type StoryTag } from '@/domain/vocabularies';
import { storyTagLabel } from '@/components/labels/story-tag-labels';
import { Spinner } from '@/components/ui/spinner';
import { StoryCard } from '@/features/stories/story-card';
import { storyFiltersFrom, withStoryFilters } from '@/features/stories/story-filters';
import { useStoryFeed } from '@/features/stories/use-story-feed';
import { formatCount } from '@/i18n/format-count';

const SORT_LABELS: Record<StorySort, MessageDescriptor> = {
  newest: msg`Newest`,
  oldest: msg`Oldest`,
  likes: msg`Most Liked`,
};

export default function StoriesPage() {
  const { t, i18n } = useLingui();
  // The filters are in the address, so a link or a reload shows the same list.
  // (useLocation and useNavigate, which every page loads already, not useSearchParams: 0.3 KB.)
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const { tags: selectedTags, sort } = storyFiltersFrom(params);
  const setFilters = (tags: StoryTag[], nextSort: StorySort) =>
    void navigate(
      { search: withStoryFilters(params, { tags, sort: nextSort }).toString() },
      { replace: true },
    );
  // Stories that failed for want of a connection load by themselves once it comes back.
  const feed = useStoryFeed(selectedTags, sort);
  const firstChipRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Where a deleted story stood: the card that takes its place gets the focus, so reading
  // carries on there (the heading, if none is left).
  const deletedAt = useRef<number | null>(null);

  useEffect(() => {
    const index = deletedAt.current;
    if (index === null) return;
    deletedAt.current = null;
    const cards = listRef.current?.querySelectorAll<HTMLElement>('article') ?? [];
    (cards[Math.min(index, cards.length - 1)] ?? headingRef.current)?.focus();
  }, [feed.stories]);

  function storyDeleted(id: string) {
    const index = feed.stories.findIndex((story) => story.id === id);
    deletedAt.current = Math.max(index, 0);
    feed.remove(id);
  }

  function clearFilters() {
    setFilters([], sort);
    // Clear Filters disappears; the first chip keeps her place in the filters.
    firstChipRef.current?.focus();
  }

  /** What the polite live line says once a list has arrived. */
  function resultLine(count: number, hasMore: boolean): string {
    // Nothing shown but more to load: an admin deleted every story on the page.
    if (count === 0 && !hasMore) return t`No stories found matching your criteria.`;
    const stories = formatCount(count, i18n.locale);
    return t`${plural(count, { one: `Showing ${stories} story`, other: `Showing ${stories} stories` })}`;
  }

  function toggleTag(tag: StoryTag) {
    setFilters(
      selectedTags.includes(tag) ? selectedTags.filter((t) => t !== tag) : [...selectedTags, tag],
      sort,
    );
  }

  return (
    <div className="page">
      <h1 ref={headingRef} tabIndex={-1} className="page-title">
        {t`Stories of Strength`}
      </h1>
      <p className="mt-2 max-w-prose text-ink-muted">{t`Real stories, shared anonymously. Read at your own pace.`}</p>

      <div className="mt-6 flex flex-col gap-4">
        <fieldset>
          <legend className="font-semibold">{t`Filter by tag`}</legend>
          <ul className="mt-2 flex flex-wrap gap-2">
            {STORY_TAGS.map((tag, index) => {
              const selected = selectedTags.includes(tag);
              return (
                <li key={tag}>
                  <button
                    ref={index === 0 ? firstChipRef : undefined}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => toggleTag(tag)}
                    className={`min-h-tap rounded-full border px-4 text-sm font-medium ${
                      selected
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : 'border-brand-200 bg-surface-raised text-brand-700 hover:bg-brand-50'
                    }`}
                  >
                    {selected && <span aria-hidden="true">✓ </span>}
                    {storyTagLabel(i18n, tag)}
                  </button>
                </li>
              );
            })}
          </ul>
          {selectedTags.length > 0 && (
            // Outlined like the chips, so it is seen to start where they do.
            <button
              type="button"
              className="mt-2 inline-flex min-h-tap items-center gap-2 rounded-full border border-brand-200 bg-surface-raised px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              onClick={clearFilters}
            >
              <X aria-hidden="true" className="size-4" />
              {t`Clear Filters`}
            </button>
          )}
        </fieldset>

        {/* Wraps: a long label and its longest option need not fit one 360 px line. */}
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="story-sort" className="font-semibold">
            {t`Sort by`}
          </label>
          <select
            id="story-sort"
            className="field w-auto max-w-full"
            value={sort}
            onChange={(event) => setFilters(selectedTags, event.target.value as StorySort)}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {/* While the list loads it holds a screen's height, so the footer starts out below the
          fold and the arriving stories do not push it down in sight (a layout shift). The column
          is as wide as a card whose text runs the readable measure (max-w-prose, 68ch, plus the
          card's padding), so on a laptop the text fills its card instead of half of it. */}
      <div
        className={`max-w-[calc(68ch+2.5rem)] ${feed.status === 'loading' ? 'mt-8 min-h-screen' : 'mt-8'}`}
      >
        {/* Always on the page, so a screen reader hears each new result. */}
        <p
          aria-live="polite"
          className={
            feed.status !== 'ready'
              ? 'sr-only'
              : feed.stories.length === 0
                ? ''
                : 'text-sm text-ink-muted'
          }
        >
          {feed.status === 'ready' ? resultLine(feed.stories.length, feed.hasMore) : ''}
        </p>
        {feed.status === 'loading' ? (
          <Spinner label={t`Loading stories...`} />
        ) : feed.status === 'failed' || feed.status === 'offline' ? (
          <div className="card flex flex-col items-start gap-3">
            <p>
              {feed.status === 'failed'
                ? t`Stories could not be loaded just now.`
                : t`You are offline. Stories will load when you are back online.`}
            </p>
            <button type="button" className="btn-secondary" onClick={feed.retry}>
              {t`Try again`}
            </button>
          </div>
        ) : feed.stories.length === 0 && !feed.hasMore ? null : (
          <>
            <ul ref={listRef} className="mt-4 flex flex-col gap-6">
              {feed.stories.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} onDeleted={storyDeleted} />
                </li>
              ))}
            </ul>
            {feed.hasMore && (
              <div className="mt-8 flex justify-center">
                <button
                  type="button"
                  className="btn-secondary aria-disabled:cursor-wait aria-disabled:opacity-60"
                  onClick={feed.loadMore}
                  // aria-disabled keeps focus on the button while the next page arrives.
                  aria-disabled={feed.loadingMore}
                >
                  {feed.loadingMore ? t`Loading more stories...` : t`Load more stories`}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
