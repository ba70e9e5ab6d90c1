import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { activeLocale, switchTo } from '@/i18n/i18n';
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

  async function choose(locale: Locale) {
    if (locale === activeLocale()) return;
    setPending(locale);
    try {
      await switchTo(locale);
      saveLanguage(locale);
    } catch {
      // Offline and its text not yet fetched: the page stays in the language it is in.
    } finally {
      setPending(null);
    }
  }

  return (
    <div role="group" aria-label={t`Language`} className="flex items-center gap-1">
      <Languages aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      {OFFERED.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={current === locale}
          aria-busy={pending === locale}
          onClick={() => void choose(locale)}
          className={[
            'min-h-tap rounded-full px-2 text-sm whitespace-nowrap transition-colors',
            current === locale
              ? 'bg-brand-100 font-semibold text-brand-800'
              : 'text-ink hover:bg-brand-50 hover:text-brand-700',
          ].join(' ')}
        >
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
