import { useState } from 'react';
import { COPY } from '@/domain/copy';
import {
  DEFAULT_STORY_SORT,
  STORY_TAGS,
  type StorySort,
  type StoryTag,
} from '@/domain/vocabularies';
import { Spinner } from '@/components/ui/spinner';
import { StoryCard } from '@/features/stories/story-card';
import { useStoryFeed } from '@/features/stories/use-story-feed';

const SORT_LABELS: Record<StorySort, string> = {
  newest: COPY.sortNewest,
  oldest: COPY.sortOldest,
  likes: COPY.sortMostLiked,
};

export default function StoriesPage() {
  const [selectedTags, setSelectedTags] = useState<StoryTag[]>([]);
  const [sort, setSort] = useState<StorySort>(DEFAULT_STORY_SORT);
  const feed = useStoryFeed(selectedTags, sort);

  function toggleTag(tag: StoryTag) {
    setSelectedTags((current) =>
      current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag],
    );
  }

  return (
    <div className="page">
      <h1 className="page-title">{COPY.storiesHeading}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">{COPY.storiesIntro}</p>

      <div className="mt-6 flex flex-col gap-4">
        <fieldset>
          <legend className="font-semibold">{COPY.filterByTag}</legend>
          <ul className="mt-2 flex flex-wrap gap-2">
            {STORY_TAGS.map((tag) => {
              const selected = selectedTags.includes(tag);
              return (
                <li key={tag}>
                  <button
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
                    {tag}
                  </button>
                </li>
              );
            })}
          </ul>
          {selectedTags.length > 0 && (
            <button type="button" className="btn-quiet mt-2" onClick={() => setSelectedTags([])}>
              {COPY.clearFilters}
            </button>
          )}
        </fieldset>

        <div className="flex items-center gap-2">
          <label htmlFor="story-sort" className="font-semibold">
            {COPY.sortBy}
          </label>
          <select
            id="story-sort"
            className="field w-auto"
            value={sort}
            onChange={(event) => setSort(event.target.value as StorySort)}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-8">
        {feed.status === 'loading' ? (
          <Spinner label={COPY.loadingStories} />
        ) : feed.status === 'failed' ? (
          <div className="card flex flex-col items-start gap-3">
            <p>{COPY.storiesUnavailable}</p>
            <button type="button" className="btn-secondary" onClick={feed.retry}>
              {COPY.tryAgain}
            </button>
          </div>
        ) : feed.stories.length === 0 ? (
          <p className="text-ink-muted">{COPY.noStoriesMatch}</p>
        ) : (
          <>
            <ul className="flex flex-col gap-6">
              {feed.stories.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} />
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
                  {feed.loadingMore ? COPY.loadingMoreStories : COPY.loadMoreStories}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
