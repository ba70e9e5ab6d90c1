import { Mail } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ABOUT_IMPACT } from '@/domain/limits';
import { CONTACT } from '@/domain/brand';
import { CORE_VALUES } from '@/features/about/core-values';
import { formatCount } from '@/i18n/format-count';

const IMPACT_FIGURES = [
  { key: 'stories', value: ABOUT_IMPACT.storiesShared, label: msg`Stories shared` },
  { key: 'members', value: ABOUT_IMPACT.communityMembers, label: msg`Community members` },
  { key: 'support', value: ABOUT_IMPACT.supportMessages, label: msg`Support messages` },
] as const;

const FOUNDING_ROLES = [
  {
    key: 'survivors',
    role: msg`Survivors and advocates`,
    description: msg`They know what it takes to speak up, and they keep asking the question that matters most: does this feel safe?`,
  },
  {
    key: 'counsellors',
    role: msg`Counsellors`,
    description: msg`Trained in trauma-informed care, they shape the words we use, how stories are moderated and where we point people for help.`,
  },
  {
    key: 'engineers',
    role: msg`Engineers`,
    description: msg`They build Sahas to be private by default, light on slow connections and usable by everyone, including people who rely on screen readers.`,
  },
] as const;

export default function AboutPage() {
  const { t, i18n } = useLingui();
  return (
    <div className="page">
      <h1 className="page-title">{t`About Sahas`}</h1>
      <p className="mt-4 max-w-prose text-lg text-ink-muted">
        {t`Sahas means courage. It is a quiet, safe corner of the internet where your story is welcome, just as it is.`}
      </p>

      <section aria-labelledby="about-mission" className="mt-10">
        <h2 id="about-mission" className="text-2xl font-semibold text-brand-800">
          {t`Our mission`}
        </h2>
        <div className="mt-3 max-w-prose space-y-3 text-base">
          <p>
            {t`Too many women in India carry experiences of harassment and abuse alone, because speaking up can feel unsafe. Sahas exists so that no one has to.`}
          </p>
          <p>
            {t`Here you can share your story anonymously, read the stories of others, and find verified NGOs, helplines and clear information about your rights. Whatever you choose to do, and whenever you are ready, you will be met with respect.`}
          </p>
        </div>
      </section>

      <section aria-labelledby="about-values" className="mt-10">
        <h2 id="about-values" className="text-2xl font-semibold text-brand-800">
          {t`What we stand for`}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {CORE_VALUES.map(({ key, icon: Icon, name, description }) => (
            <li key={key} className="card flex gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink">{i18n._(name)}</h3>
                <p className="mt-1 text-base text-ink-muted">{i18n._(description)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-impact" className="mt-10">
        <h2 id="about-impact" className="text-2xl font-semibold text-brand-800">
          {t`Our Impact`}
        </h2>
        <p className="mt-2 max-w-prose text-base text-ink-muted">
          {t`A small beginning, and every single one matters.`}
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {IMPACT_FIGURES.map(({ key, value, label }) => (
            <li key={key} className="card text-center">
              <span className="block text-4xl font-bold text-brand-700">
                {formatCount(value, i18n.locale)}
              </span>{' '}
              <span className="block text-base text-ink-muted">{i18n._(label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-founders" className="mt-10">
        <h2 id="about-founders" className="text-2xl font-semibold text-brand-800">
          {t`Who started Sahas`}
        </h2>
        <p className="mt-3 max-w-prose text-base">
          {t`Sahas was founded by a small team of survivors, counsellors and engineers who wanted a place they would have trusted themselves. We stay in the background on purpose: this space belongs to the women who use it.`}
        </p>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {FOUNDING_ROLES.map(({ key, role, description }) => (
            <li key={key} className="card">
              <h3 className="text-lg font-semibold text-ink">{i18n._(role)}</h3>
              <p className="mt-1 text-base text-ink-muted">{i18n._(description)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-contact" className="mt-10">
        <h2 id="about-contact" className="text-2xl font-semibold text-brand-800">
          {t`Get in touch`}
        </h2>
        <p className="mt-3 max-w-prose text-base">
          {t`Questions, ideas, or something that did not feel right? We would like to hear from you. You do not need to share your name.`}
        </p>
        <a href={`mailto:${CONTACT.email}`} className="btn-secondary mt-4">
          <Mail aria-hidden="true" className="size-5" />
          {CONTACT.email}
        </a>
      </section>
    </div>
  );
}
