import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { switchTo } from '@/i18n/i18n';
import { saveLanguage } from '@/i18n/language-cookie';
import { LOCALE_NAMES, LOCALES, type Locale, PSEUDO_LOCALES } from '@/i18n/locales';

// The pseudo-locales are offered in development only; a build made for the browser checks
// (VITE_PSEUDO_LOCALES=1) takes them from the language cookie instead (src/main.tsx).
const OFFERED: readonly Locale[] = import.meta.env.DEV ? [...LOCALES, ...PSEUDO_LOCALES] : LOCALES;

/**
 * The interface languages, each named in its own script so a reader finds hers whatever language
 * the page is in. Her choice is kept for her next visit; the page changes in place, so nothing
 * she typed is lost.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<Locale | null>(null);
  const current = i18n.locale;
  const groupRef = useRef<HTMLDivElement>(null);
  const choseHere = useRef(false);

  // From 1024 px the chosen language's button hides once it is chosen: focus, which was on it,
  // moves to the language she came from (now in its place) instead of falling to the page.
  useEffect(() => {
    if (!choseHere.current) return;
    choseHere.current = false;
    const group = groupRef.current;
    const active = document.activeElement;
    // Lost: on the button just hidden, or already fallen to the page (never taken from elsewhere).
    const lost =
      active === null ||
      active === document.body ||
      (active instanceof HTMLElement && group?.contains(active) && active.offsetParent === null);
    if (!group || !lost) return;
    const visible = [...group.querySelectorAll('button')].find((b) => b.offsetParent !== null);
    visible?.focus();
  }, [current]);

  async function choose(locale: Locale) {
    if (locale === current) return;
    setPending(locale);
    try {
      choseHere.current = true;
      await switchTo(locale);
      saveLanguage(locale);
    } catch {
      // Offline and its text not yet fetched: the page stays in the language it is in.
    } finally {
      setPending(null);
    }
  }

  return (
    <div ref={groupRef} role="group" aria-label={t`Language`} className="flex items-center gap-1">
      {/* From 1024 px the bar is one row: there only the other languages show. */}
      <Languages aria-hidden="true" className="size-5 shrink-0 text-ink-muted lg:hidden" />
      {OFFERED.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={current === locale}
          aria-busy={pending === locale}
          onClick={() => void choose(locale)}
          className={[
            'min-h-tap rounded-full px-2 text-sm whitespace-nowrap transition-colors lg:px-1.5',
            current === locale
              ? 'bg-brand-100 font-semibold text-brand-800 lg:hidden'
              : 'text-ink hover:bg-brand-50 hover:text-brand-700',
          ].join(' ')}
        >
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
