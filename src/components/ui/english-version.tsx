import { useLingui } from '@lingui/react/macro';
import { switchTo } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@/i18n/locales';

/**
 * On a text that binds or informs her of the law (Privacy, Terms, her legal rights), the English
 * it was translated from, one tap away: a translation awaiting review must never be the only
 * version she can read. The page changes to English in place; her saved choice of language (the
 * cookie) stays, so her next visit and the switcher still offer hers. The page names it in its own
 * catalogue (`label`), so the shell's every page does not carry it.
 */
export function EnglishVersion({ label }: { label: string }) {
  const { i18n } = useLingui();
  if (i18n.locale === SOURCE_LOCALE) return null;

  async function readInEnglish() {
    try {
      await switchTo(SOURCE_LOCALE);
      // The button goes with the translation: focus moves to the page, now in English.
      document.getElementById('main')?.focus();
    } catch {
      // Offline and the English not yet fetched: the page stays as it is.
    }
  }

  return (
    <p className="mt-3">
      <button
        type="button"
        onClick={() => void readInEnglish()}
        className="min-h-tap text-start text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {label}
      </button>
    </p>
  );
}
