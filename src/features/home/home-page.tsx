import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Hero } from '@/features/home/hero';
import { TestimonialsSection } from '@/features/home/testimonials-section';
import { TopStories } from '@/features/home/top-stories';
import { useHomeData } from '@/features/home/use-home-data';

export default function HomePage() {
  const { t } = useLingui();
  const { topStories, testimonials, addTestimonial } = useHomeData();
  return (
    <>
      <Hero />
      <TopStories stories={topStories} />
      <TestimonialsSection testimonials={testimonials} onAdded={addTestimonial} />

      <section aria-labelledby="about-blurb-heading" className="page">
        <div className="card">
          <h2 id="about-blurb-heading" className="text-2xl font-bold text-brand-800">
            {t`About Sahas`}
          </h2>
          <p className="mt-3 max-w-prose">{t`Sahas is a safe, anonymous platform for women to share their stories, find support and access resources.`}</p>
          <Link to="/about" className="btn-quiet mt-3 px-0">
            {t`Learn more about us`}
          </Link>
        </div>
      </section>
    </>
  );
}
