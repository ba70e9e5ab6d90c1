import { Link } from 'react-router-dom';
import { COPY } from '@/domain/copy';
import { useAuth } from '@/lib/auth-context';
import { Hero } from '@/features/home/hero';

export default function HomePage() {
  const { user } = useAuth();
  return (
    <>
      <Hero />

      <section aria-labelledby="top-stories-heading" className="page">
        <h2 id="top-stories-heading" className="text-2xl font-bold text-brand-800">
          {COPY.topStories}
        </h2>
        <p className="mt-4 text-ink-muted">{COPY.noTopStories}</p>
      </section>

      <section aria-labelledby="testimonials-heading" className="page">
        <h2 id="testimonials-heading" className="text-2xl font-bold text-brand-800">
          {COPY.voicesOfStrength}
        </h2>
        {!user && (
          <div className="card mt-4 flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <p>{COPY.testimonialSignInPrompt}</p>
            <Link to="/auth" className="btn-primary">
              {COPY.signIn}
            </Link>
          </div>
        )}
        <p className="mt-4 text-ink-muted">{COPY.noTestimonials}</p>
      </section>

      <section aria-labelledby="about-blurb-heading" className="page">
        <div className="card">
          <h2 id="about-blurb-heading" className="text-2xl font-bold text-brand-800">
            {COPY.aboutBlurbHeading}
          </h2>
          <p className="mt-3 max-w-prose">{COPY.aboutBlurb}</p>
          <Link to="/about" className="btn-quiet mt-3 px-0">
            Learn more about us
          </Link>
        </div>
      </section>
    </>
  );
}
