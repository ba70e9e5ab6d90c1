import { COPY } from '@/domain/copy';
import type { Story } from '@/domain/entities';
import { CarouselSkeleton, LazyCarousel } from '@/components/ui/lazy-carousel';
import { TopStoryCard } from '@/features/home/top-story-card';

const LABELS = {
  previous: COPY.previousStories,
  next: COPY.nextStories,
  pause: COPY.pauseTopStories,
  resume: COPY.resumeTopStories,
};

/** 'Top Stories': up to 9 by reactions, in a carousel once there is one to show. */
export function TopStories({ stories }: { stories: Story[] | null }) {
  return (
    <section aria-labelledby="top-stories-heading" className="page">
      <h2 id="top-stories-heading" className="text-2xl font-bold text-brand-800">
        {COPY.topStories}
      </h2>
      <div className="mt-4">
        {stories === null ? (
          <CarouselSkeleton label={COPY.loadingTopStories} />
        ) : stories.length === 0 ? (
          <p className="text-ink-muted">{COPY.noTopStories}</p>
        ) : (
          <LazyCarousel
            labelledBy="top-stories-heading"
            labels={LABELS}
            loadingLabel={COPY.loadingTopStories}
          >
            {stories.map((story) => (
              <TopStoryCard key={story.id} story={story} />
            ))}
          </LazyCarousel>
        )}
      </div>
    </section>
  );
}
