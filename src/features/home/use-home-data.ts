import { useCallback } from 'react';
import useSWR from 'swr';
import type { Story, Testimonial } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { useBackend } from '@/lib/backend-context';
import { dataKey } from '@/lib/data-layer/data-keys';
import { useQueryStatus } from '@/lib/data-layer/query-status';
import { useServedOnce } from '@/lib/data-layer/served-data';

const TOP_STORIES_KEY = dataKey('top-stories');
const TESTIMONIALS_KEY = dataKey('testimonials');

export interface HomeData {
  /** null while loading. A failed fetch gives an empty list, silently. */
  topStories: Story[] | null;
  testimonials: Testimonial[] | null;
  /** Shows a testimonial just written, newest first, without fetching again. */
  addTestimonial: (testimonial: Testimonial) => void;
}

/** A list as Home shows it: null while it loads, empty when it could not (no message). */
function shown<T>(data: T[] | undefined, status: string): T[] | null {
  if (data) return data;
  return status === 'loading' ? null : [];
}

/**
 * Home's two reads, one call each however many stories exist. What could not load offline is
 * asked again when the connection comes back, and appears without a reload.
 */
export function useHomeData(): HomeData {
  const backend = useBackend();
  // What the server rendered Home with is not asked for again as the page is taken over.
  const topServed = useServedOnce(TOP_STORIES_KEY);
  const latestServed = useServedOnce(TESTIMONIALS_KEY);
  const top = useSWR(
    TOP_STORIES_KEY,
    () => backend.stories.top().then((stories) => stories.slice(0, LIMITS.homeTopStories)),
    topServed ? { revalidateOnMount: false } : {},
  );
  const latest = useSWR(
    TESTIMONIALS_KEY,
    () =>
      backend.testimonials
        .latest()
        .then((testimonials) => testimonials.slice(0, LIMITS.testimonialsFetched)),
    latestServed ? { revalidateOnMount: false } : {},
  );
  const topStatus = useQueryStatus(top);
  const latestStatus = useQueryStatus(latest);

  const { mutate } = latest;
  const addTestimonial = useCallback(
    (testimonial: Testimonial) =>
      void mutate(
        (current = []) =>
          [testimonial, ...current.filter((t) => t.id !== testimonial.id)].slice(
            0,
            LIMITS.testimonialsFetched,
          ),
        { revalidate: false },
      ),
    [mutate],
  );

  return {
    topStories: shown(top.data, topStatus),
    testimonials: shown(latest.data, latestStatus),
    addTestimonial,
  };
}
