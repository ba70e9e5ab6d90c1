import { type KeyboardEvent, type ReactElement, type RefObject, useEffect, useRef } from 'react';
import { Check } from 'lucide-react';
import { nextIndex } from '@/app/layout/menu-keys';
import { switchTo } from '@/i18n/i18n';
import { saveLanguage } from '@/i18n/language-cookie';
import { LOCALE_NAMES, LOCALES, type Locale, PSEUDO_LOCALES } from '@/i18n/locales';

// The pseudo-locales are offered in development only; a build made for the browser checks
// (VITE_PSEUDO_LOCALES=1) takes them from the language cookie instead (src/main.tsx).
const OFFERED: readonly Locale[] = import.meta.env.DEV ? [...LOCALES, ...PSEUDO_LOCALES] : LOCALES;

/** The item that takes focus as the menu opens: hers, or the last one (Arrow Up on the button). */
export type FocusOnOpen = 'current' | 'last';

interface LanguageMenuProps {
  id: string;
  label: string;
  current: Locale;
  focusOn: FocusOnOpen;
  /** The switcher: a pointer pressed outside it closes the menu. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** Closes the menu, focus back on its button or (a click elsewhere) left where it went. */
  onClose: (returnFocus: boolean) => void;
  onPending: (pending: boolean) => void;
}

/**
 * The open language menu: every language named in its own script and marked with its `lang`, so
 * a screen reader says it right, hers checked, with the APG menu's keys. Her choice is kept for
 * her next visit; the page changes in place, so nothing she typed is lost.
 */
export default function LanguageMenu({
  id,
  label,
  current,
  focusOn,
  rootRef,
  onClose,
  onPending,
}: LanguageMenuProps): ReactElement | null {
  const menuRef = useRef<HTMLUListElement>(null);
  const items = () => [...(menuRef.current?.querySelectorAll('button') ?? [])];

  useEffect(() => {
    const all = [...(menuRef.current?.querySelectorAll('button') ?? [])];
    const checked = all.find((item) => item.getAttribute('aria-checked') === 'true');
    (focusOn === 'last' ? all.at(-1) : (checked ?? all[0]))?.focus();
    // A click or tap anywhere else closes it, leaving focus where that click put it.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [focusOn, rootRef, onClose]);

  async function choose(locale: Locale) {
    onClose(true);
    if (locale === current) return;
    onPending(true);
    try {
      await switchTo(locale);
      saveLanguage(locale);
    } catch {
      // Offline and its text not yet fetched: the page stays in the language it is in.
    } finally {
      onPending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      // Only this menu closes: the phone menu around it stays open.
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.key === 'Tab') {
      // From its button, before the browser moves on: the menu is gone by then, and Tab from
      // a removed item would start again at the top of the page.
      onClose(true);
      return;
    }
    const all = items();
    const index = nextIndex(
      event.key,
      all.indexOf(document.activeElement as HTMLButtonElement),
      all.length,
    );
    if (index === null) return;
    event.preventDefault();
    all[index]?.focus();
  }

  return (
    <ul
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
      // In the phone menu, two columns within it, so that it never lies over the page (Quick
      // exit's strip among it); from 1024 px, a drop-down under its button.
      className="mt-1 grid grid-cols-2 gap-1 rounded-xl border border-brand-100 bg-surface-raised p-1 lg:absolute lg:end-0 lg:top-full lg:z-50 lg:block lg:min-w-44 lg:px-0 lg:py-1 lg:shadow-lg"
    >
      {OFFERED.map((locale) => (
        <li key={locale} role="none">
          <button
            type="button"
            role="menuitemradio"
            tabIndex={-1}
            lang={locale}
            aria-checked={locale === current}
            onClick={() => void choose(locale)}
            className="flex min-h-tap w-full items-center gap-2 rounded-lg px-3 text-start whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-700 focus:bg-brand-50 aria-checked:font-semibold aria-checked:text-brand-800 lg:rounded-none lg:px-4"
          >
            <Check
              aria-hidden="true"
              className={`size-4 shrink-0 ${locale === current ? '' : 'invisible'}`}
            />
            {LOCALE_NAMES[locale]}
          </button>
        </li>
      ))}
    </ul>
  );
}
