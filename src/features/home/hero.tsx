import { useEffect, useState } from 'react';
import { COPY, HERO_PHRASES } from '@/domain/copy';
import { NextStepLinks } from '@/components/ui/next-step-links';
import { pickDifferentIndex } from '@/domain/display';
import { LIMITS } from '@/domain/limits';

export function Hero() {
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
      <h1
        id="hero-heading"
        className="mx-auto max-w-3xl text-4xl font-bold text-brand-800 sm:text-5xl"
      >
        <span key={phraseIndex} className="motion-safe:animate-[fade-in_600ms_ease-out]">
          {HERO_PHRASES[phraseIndex]}
        </span>
      </h1>
      <p className="mx-auto mt-4 max-w-prose text-lg text-ink-muted">{COPY.heroSubtitle}</p>
      <NextStepLinks
        className="mt-8 justify-center"
        main={{ to: '/stories', label: COPY.exploreStories }}
        other={{ to: '/share-story', label: COPY.shareYourVoice }}
      />
    </section>
  );
}
