import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useOnline } from '@/lib/use-online';
import type { Testimonial } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { useAuth } from '@/lib/auth-context';
import { Carousel, CarouselSkeleton } from '@/components/ui/carousel';
import { TestimonialCard } from '@/features/home/testimonial-card';

// The review form, with its checks (the domain schema and its validator), only for a signed-in
// reader: a visitor's first visit to Home never fetches it. The service worker keeps it with the
// offline set (service-worker-offline-set.ts); should it still not arrive, no form rather than a
// broken page (she could not send one without a connection).
const TestimonialForm = lazy<ComponentType<{ onAdded: (testimonial: Testimonial) => void }>>(() =>
  import('@/features/home/testimonial-form').then(
    (module) => ({ default: module.TestimonialForm }),
    () => ({ default: () => null }),
  ),
);

/** 'Voices of Strength': the review form (or a sign-in prompt) and the latest testimonials. */
export function TestimonialsSection({
  testimonials,
  onAdded,
}: {
  testimonials: Testimonial[] | null;
  onAdded: (testimonial: Testimonial) => void;
}) {
  const { t } = useLingui();
  // An empty list offline means it could not load, not that there is nothing.
  const online = useOnline();
  const { status } = useAuth();
  const labels = {
    previous: t`Previous testimonials`,
    next: t`Next testimonials`,
    pause: t`Pause testimonials`,
    resume: t`Resume testimonials`,
  };
  const loading = t`Loading testimonials...`;

  return (
    <section aria-labelledby="testimonials-heading" className="page">
      <h2 id="testimonials-heading" className="text-2xl font-bold text-brand-800">
        {t`Voices of Strength`}
      </h2>

      {status === 'signed-in' && (
        <Suspense fallback={null}>
          <TestimonialForm onAdded={onAdded} />
        </Suspense>
      )}
      {status === 'signed-out' && (
        <div className="card mt-4 flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          <p>{t`Please sign in to share your experience`}</p>
          <Link to="/auth" className="btn-primary">
            {t`Sign In`}
          </Link>
        </div>
      )}

      <div className="mt-6">
        {testimonials === null ? (
          <CarouselSkeleton label={loading} />
        ) : testimonials.length === 0 ? (
          <p className="text-ink-muted">
            {online
              ? t`No testimonials yet. Be the first to share your experience!`
              : t`You are offline. Testimonials will load when you are back online.`}
          </p>
        ) : testimonials.length > LIMITS.testimonialsCarouselAbove ? (
          <Carousel labelledBy="testimonials-heading" labels={labels}>
            {testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </Carousel>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
