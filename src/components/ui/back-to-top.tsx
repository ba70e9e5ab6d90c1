import { useEffect, useState, type RefObject } from 'react';
import { ArrowUp } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { LIMITS } from '@/domain/limits';

/**
 * Shown once the page has scrolled past LIMITS.backToTopPx, at the end of the strip along the foot
 * of the screen that Quick exit stands in (see QuickExitControl). The button vanishes at the top,
 * so focus moves to `focusAfter` (the page's main landmark) instead of dropping to the body.
 */
export function BackToTop({ focusAfter }: { focusAfter: RefObject<HTMLElement | null> }) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > LIMITS.backToTopPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;

  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
        focusAfter.current?.focus({ preventScroll: true });
      }}
      className="fixed inset-e-4 bottom-[calc(env(safe-area-inset-bottom)+0.5rem)] z-40 flex min-h-tap min-w-tap items-center justify-center rounded-full bg-brand-600 p-3 text-white shadow-lg hover:bg-brand-700"
      aria-label={t`Back to top`}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
