import { type KeyboardEvent, lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, Globe } from 'lucide-react';
import { LOCALE_NAMES, type Locale } from '@/i18n/locales';
import type { FocusOnOpen } from '@/app/layout/language-menu';

// The list's code comes with its first opening (or as her pointer or focus nears the button):
// every page carries the button, few readers open it. Should it not arrive (offline, never
// cached), the menu stays closed rather than the page breaking.
const loadMenu = () => import('@/app/layout/language-menu').catch(() => ({ default: () => null }));
const LanguageMenu = lazy(loadMenu);

/**
 * The interface languages as a menu button (WAI-ARIA APG): one button naming the page's language
 * ("Language: English" to a screen reader) opens a list of every language, each named in its own
 * script (src/app/layout/language-menu.tsx). One button fits the one-row bar however many
 * languages there are.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const current = i18n.locale as Locale;
  const label = t`Language`;
  const [open, setOpen] = useState<FocusOnOpen | null>(null);
  const [pending, setPending] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowUp' ? 'last' : 'current');
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        // Only while open, as the APG recommends (the phone menu's toggle is the bar's one
        // control that says whether it is expanded either way).
        aria-expanded={open ? true : undefined}
        aria-controls={open ? menuId : undefined}
        aria-busy={pending}
        onClick={() => setOpen(open ? null : 'current')}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        className="inline-flex min-h-tap items-center gap-1.5 rounded-full px-2 text-sm whitespace-nowrap text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 lg:max-xl:gap-1 lg:max-xl:px-1.5"
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
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            label={label}
            current={current}
            focusOn={open}
            rootRef={rootRef}
            onClose={close}
            onPending={setPending}
          />
        </Suspense>
      )}
    </div>
  );
}
