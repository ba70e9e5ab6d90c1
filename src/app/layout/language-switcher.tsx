import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { switchTo } from '@/i18n/i18n';
import { saveLanguage } from '@/i18n/language-cookie';
import { LOCALE_NAMES, LOCALES, type Locale, PSEUDO_LOCALES } from '@/i18n/locales';
import { nextIndex } from '@/app/layout/menu-keys';

// The pseudo-locales are offered in development only; a build made for the browser checks
// (VITE_PSEUDO_LOCALES=1) takes them from the language cookie instead (src/main.tsx).
const OFFERED: readonly Locale[] = import.meta.env.DEV ? [...LOCALES, ...PSEUDO_LOCALES] : LOCALES;

/**
 * The interface languages as a menu button (WAI-ARIA APG): one button naming the page's language,
 * opening a list of every language, each named in its own script (and marked with its `lang`, so
 * a screen reader says it right) so a reader finds hers whatever language the page is in. One
 * button fits the one-row bar however many languages there are. Her choice is kept for her next
 * visit; the page changes in place, so nothing she typed is lost.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const current = i18n.locale as Locale;
  const label = t`Language`;
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<Locale | null>(null);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // The item that takes focus as the menu opens: hers, or the last one (Arrow Up on the button).
  const openOn = useRef<'current' | 'last'>('current');

  const items = () => [...(menuRef.current?.querySelectorAll('button') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = items();
    const checked = all.find((item) => item.getAttribute('aria-checked') === 'true');
    (openOn.current === 'last' ? all.at(-1) : (checked ?? all[0]))?.focus();
    // A click or tap anywhere else closes it, leaving focus where that click put it.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openMenu(on: 'current' | 'last') {
    openOn.current = on;
    setOpen(true);
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  async function choose(locale: Locale) {
    close();
    if (locale === current) return;
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

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openMenu(event.key === 'ArrowUp' ? 'last' : 'current');
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      // Only this menu closes: the phone menu around it stays open.
      event.stopPropagation();
      close();
      return;
    }
    if (event.key === 'Tab') {
      // From its button, before the browser moves on: the menu is gone by then, and Tab from
      // a removed item would start again at the top of the page.
      close();
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
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={pending !== null}
        onClick={() => (open ? setOpen(false) : openMenu('current'))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex min-h-tap items-center gap-1.5 rounded-full px-2 text-sm whitespace-nowrap lg:max-xl:gap-1 lg:max-xl:px-1.5 text-ink transition-colors hover:bg-brand-50 hover:text-brand-700"
      >
        <Globe aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
        <span className="sr-only">{label}: </span>
        <span lang={current}>{LOCALE_NAMES[current]}</span>
        {/* Not between 1024 and 1280 px, where an admin's one-row bar has no room for it. */}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 text-ink-muted lg:max-xl:hidden ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
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
      )}
    </div>
  );
}
