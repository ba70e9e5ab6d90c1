import { Mail } from 'lucide-react';
import { ABOUT_IMPACT } from '@/domain/limits';
import { CONTACT } from '@/domain/brand';
import { ABOUT_COPY, CORE_VALUES } from '@/domain/copy/about';
import { CORE_VALUE_DETAILS } from '@/features/about/core-values';

const IMPACT_FIGURES = [
  { value: ABOUT_IMPACT.storiesShared, label: 'Stories shared' },
  { value: ABOUT_IMPACT.communityMembers, label: 'Community members' },
  { value: ABOUT_IMPACT.supportMessages, label: 'Support messages' },
] as const;

const FOUNDING_ROLES = [
  {
    role: 'Survivors and advocates',
    description:
      'They know what it takes to speak up, and they keep asking the question that matters most: does this feel safe?',
  },
  {
    role: 'Counsellors',
    description:
      'Trained in trauma-informed care, they shape the words we use, how stories are moderated and where we point people for help.',
  },
  {
    role: 'Engineers',
    description:
      'They build Sahas to be private by default, light on slow connections and usable by everyone, including people who rely on screen readers.',
  },
] as const;

export default function AboutPage() {
  return (
    <div className="page">
      <h1 className="page-title">{ABOUT_COPY.aboutHeading}</h1>
      <p className="mt-4 max-w-prose text-lg text-ink-muted">
        Sahas means courage. It is a quiet, safe corner of the internet where your story is welcome,
        just as it is.
      </p>

      <section aria-labelledby="about-mission" className="mt-10">
        <h2 id="about-mission" className="text-2xl font-semibold text-brand-800">
          Our mission
        </h2>
        <div className="mt-3 max-w-prose space-y-3 text-base">
          <p>
            Too many women in India carry experiences of harassment and abuse alone, because
            speaking up can feel unsafe. Sahas exists so that no one has to.
          </p>
          <p>
            Here you can share your story anonymously, read the stories of others, and find verified
            NGOs, helplines and clear information about your rights. Whatever you choose to do, and
            whenever you are ready, you will be met with respect.
          </p>
        </div>
      </section>

      <section aria-labelledby="about-values" className="mt-10">
        <h2 id="about-values" className="text-2xl font-semibold text-brand-800">
          What we stand for
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {CORE_VALUES.map((value) => {
            const { icon: Icon, description } = CORE_VALUE_DETAILS[value];
            return (
              <li key={value} className="card flex gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink">{value}</h3>
                  <p className="mt-1 text-base text-ink-muted">{description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="about-impact" className="mt-10">
        <h2 id="about-impact" className="text-2xl font-semibold text-brand-800">
          {ABOUT_COPY.ourImpact}
        </h2>
        <p className="mt-2 max-w-prose text-base text-ink-muted">
          A small beginning, and every single one matters.
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {IMPACT_FIGURES.map(({ value, label }) => (
            <li key={label} className="card text-center">
              <span className="block text-4xl font-bold text-brand-700">{value}</span>{' '}
              <span className="block text-base text-ink-muted">{label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-founders" className="mt-10">
        <h2 id="about-founders" className="text-2xl font-semibold text-brand-800">
          Who started Sahas
        </h2>
        <p className="mt-3 max-w-prose text-base">
          Sahas was founded by a small team of survivors, counsellors and engineers who wanted a
          place they would have trusted themselves. We stay in the background on purpose: this space
          belongs to the women who use it.
        </p>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {FOUNDING_ROLES.map(({ role, description }) => (
            <li key={role} className="card">
              <h3 className="text-lg font-semibold text-ink">{role}</h3>
              <p className="mt-1 text-base text-ink-muted">{description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-contact" className="mt-10">
        <h2 id="about-contact" className="text-2xl font-semibold text-brand-800">
          Get in touch
        </h2>
        <p className="mt-3 max-w-prose text-base">
          Questions, ideas, or something that did not feel right? We would like to hear from you.
          You do not need to share your name.
        </p>
        <a href={`mailto:${CONTACT.email}`} className="btn-secondary mt-4">
          <Mail aria-hidden="true" className="size-5" />
          {CONTACT.email}
        </a>
      </section>
    </div>
  );
}
