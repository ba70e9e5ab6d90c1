import { useCallback } from 'react';
import type { Story, Testimonial } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { useBackend } from '@/lib/backend-context';
import { useLoad } from '@/lib/use-load';
import { useOnline } from '@/lib/use-online';

export interface HomeData {
  /** null while loading. A failed fetch gives an empty list, silently. */
  topStories: Story[] | null;
  testimonials: Testimonial[] | null;
  /** Shows a testimonial just written, newest first, without fetching again. */
  addTestimonial: (testimonial: Testimonial) => void;
}

/**
 * Home's two reads, one call each however many stories exist. They run again when the connection
 * comes back, so what could not load offline appears without a reload.
 */
export function useHomeData(): HomeData {
  const backend = useBackend();
  const online = useOnline();
  const top = useLoad(
    () =>
      backend.stories
        .top()
        .catch((): Story[] => [])
        .then((stories) => stories.slice(0, LIMITS.homeTopStories)),
    // `online` is not read: a change of connection is a reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [backend, online],
  );
  const latest = useLoad(
    () =>
      backend.testimonials
        .latest()
        .catch((): Testimonial[] => [])
        .then((testimonials) => testimonials.slice(0, LIMITS.testimonialsFetched)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [backend, online],
  );

  const { update } = latest;
  const addTestimonial = useCallback(
    (testimonial: Testimonial) =>
      update((current) =>
        [testimonial, ...current.filter((t) => t.id !== testimonial.id)].slice(
          0,
          LIMITS.testimonialsFetched,
        ),
      ),
    [update],
  );

  return {
    topStories: top.data ?? null,
    testimonials: latest.data ?? null,
    addTestimonial,
  };
}
