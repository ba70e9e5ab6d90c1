import { useLingui } from '@lingui/react/macro';
import { useOnline } from '@/lib/use-online';
import type { Story } from '@/domain/entities';
import { Carousel, CarouselSkeleton } from '@/components/ui/carousel';
import { TopStoryCard } from '@/features/home/top-story-card';

/** 'Top Stories': up to 9 by reactions, in a carousel once there is one to show. */
export function TopStories({ stories }: { stories: Story[] | null }) {
  const { t } = useLingui();
  // An empty list offline means it could not load, not that there is nothing.
  const online = useOnline();
  const labels = {
    previous: t`Previous stories`,
    next: t`Next stories`,
    pause: t`Pause top stories`,
    resume: t`Resume top stories`,
  };
  const loading = t`Loading top stories...`;

  return (
    <section aria-labelledby="top-stories-heading" className="page">
      <h2 id="top-stories-heading" className="text-2xl font-bold text-brand-800">
        {t`Top Stories`}
      </h2>
      <div className="mt-4">
        {stories === null ? (
          <CarouselSkeleton label={loading} />
        ) : stories.length === 0 ? (
          <p className="text-ink-muted">
            {online
              ? t`No top stories available at the moment.`
              : t`You are offline. Stories will load when you are back online.`}
          </p>
        ) : (
          <Carousel labelledBy="top-stories-heading" labels={labels}>
            {stories.map((story) => (
              <TopStoryCard key={story.id} story={story} />
            ))}
          </Carousel>
        )}
      </div>
    </section>
  );
}
