import { useCallback, useEffect, useState } from 'react';
import type { Story, Testimonial } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { useBackend } from '@/lib/backend-context';

export interface HomeData {
  /** null while loading. A failed fetch gives an empty list, silently. */
  topStories: Story[] | null;
  testimonials: Testimonial[] | null;
  /** Shows a testimonial just written, newest first, without fetching again. */
  addTestimonial(testimonial: Testimonial): void;
}

/** Home's two reads, one call each however many stories exist. */
export function useHomeData(): HomeData {
  const backend = useBackend();
  const [topStories, setTopStories] = useState<Story[] | null>(null);
  const [testimonials, setTestimonials] = useState<Testimonial[] | null>(null);

  useEffect(() => {
    let active = true;
    backend.stories
      .top()
      .catch((): Story[] => [])
      .then((stories) => {
        if (active) setTopStories(stories.slice(0, LIMITS.homeTopStories));
      });
    backend.testimonials
      .latest()
      .catch((): Testimonial[] => [])
      .then((latest) => {
        if (active) setTestimonials(latest.slice(0, LIMITS.testimonialsFetched));
      });
    return () => {
      active = false;
    };
  }, [backend]);

  const addTestimonial = useCallback((testimonial: Testimonial) => {
    setTestimonials((current) =>
      [testimonial, ...(current ?? []).filter((t) => t.id !== testimonial.id)].slice(
        0,
        LIMITS.testimonialsFetched,
      ),
    );
  }, []);

  return { topStories, testimonials, addTestimonial };
}
