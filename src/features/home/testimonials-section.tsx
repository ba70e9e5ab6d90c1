import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useOnline } from '@/lib/use-online';
import type { Testimonial } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { useAuth } from '@/lib/auth-context';
import { CarouselSkeleton, LazyCarousel } from '@/components/ui/lazy-carousel';
import { TestimonialCard } from '@/features/home/testimonial-card';
import { TestimonialForm } from '@/features/home/testimonial-form';

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

      {status === 'signed-in' && <TestimonialForm onAdded={onAdded} />}
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
          <LazyCarousel labelledBy="testimonials-heading" labels={labels} loadingLabel={loading}>
            {testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </LazyCarousel>
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
