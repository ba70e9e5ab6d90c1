import { Children, lazy, Suspense } from 'react';
import type { CarouselProps } from '@/components/ui/carousel';

/**
 * Should the carousel's code fail to arrive (a dropped connection), the slides are still
 * shown, one under another, rather than a broken section.
 */
function StaticSlides({ children }: CarouselProps) {
  return (
    <ul className="grid gap-4">
      {Children.toArray(children).map((slide, index) => (
        <li key={index}>{slide}</li>
      ))}
    </ul>
  );
}

const Carousel = lazy(() =>
  import('@/components/ui/carousel').catch(() => ({ default: StaticSlides })),
);

/** A card-shaped placeholder while the carousel's code loads. */
function CarouselSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="card h-56 animate-pulse motion-reduce:animate-none">
      <div className="h-6 w-1/2 rounded bg-brand-100" />
      <div className="mt-4 h-4 w-full rounded bg-surface-sunken" />
      <div className="mt-3 h-4 w-5/6 rounded bg-surface-sunken" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The carousel, fetched with react-slick on first use; `loadingLabel` is announced meanwhile. */
export function LazyCarousel({ loadingLabel, ...props }: CarouselProps & { loadingLabel: string }) {
  return (
    <Suspense fallback={<CarouselSkeleton label={loadingLabel} />}>
      <Carousel {...props} />
    </Suspense>
  );
}

export { CarouselSkeleton };
