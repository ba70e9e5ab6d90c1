import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NextStepLinks } from '@/components/ui/next-step-links';
import { pickDifferentIndex } from '@/domain/display';
import { LIMITS } from '@/domain/limits';
import { HERO_PHRASES } from '@/features/home/hero-phrases';

export function Hero() {
  const { t, i18n } = useLingui();
  const [phraseIndex, setPhraseIndex] = useState(0);

  useEffect(() => {
    // A reader who asked for less motion keeps one steady line.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(
      () => setPhraseIndex((current) => pickDifferentIndex(HERO_PHRASES.length, current)),
      LIMITS.heroRotateMs,
    );
    return () => window.clearInterval(timer);
  }, []);

  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-brand-100 to-surface px-4 py-16 text-center sm:py-24"
    >
      {/* Every phrase, unseen, in the heading's cell: the cell is as tall as the longest, so a
          change of phrase never moves the page she is reading (one line or two, by language). */}
      <div className="mx-auto grid max-w-3xl grid-cols-1 break-words text-4xl font-bold text-brand-800 sm:text-5xl">
        <h1 id="hero-heading" className="col-start-1 row-start-1 self-center">
          <span key={phraseIndex} className="motion-safe:animate-[fade-in_600ms_ease-out]">
            {i18n._(HERO_PHRASES[phraseIndex] ?? HERO_PHRASES[0])}
          </span>
        </h1>
        {HERO_PHRASES.map((phrase) => (
          <span key={phrase.id} aria-hidden="true" className="invisible col-start-1 row-start-1">
            {i18n._(phrase)}
          </span>
        ))}
      </div>
      <p className="mx-auto mt-4 max-w-prose text-lg text-ink-muted">{t`A safe space to share your story and connect with others who understand`}</p>
      <NextStepLinks
        className="mt-8 justify-center"
        main={{ to: '/stories', label: t`Explore Stories` }}
        other={{ to: '/share-story', label: t`Share Your Voice` }}
      />
    </section>
  );
}
