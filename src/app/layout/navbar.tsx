import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Heart, Menu, X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { BRAND } from '@/domain/brand';
import { AccountControls } from '@/app/layout/account-controls';
import { LanguageSwitcher } from '@/app/layout/language-switcher';
import { NAV_LINKS, TAGLINE } from '@/app/layout/nav-links';
import { useAuth } from '@/lib/auth-context';
import { keepToastsClear } from '@/lib/toast-host';
import { useFoldWhenCrowded } from '@/app/layout/use-fold-when-crowded';

// The count of new support, only for a signed-in person: a visitor's first load fetches none of
// it. Should it not arrive, no count (nothing breaks).
const NavSupportCount = lazy(() =>
  import('@/app/layout/nav-support-count').catch(() => ({ default: () => null })),
);

function linkClass(inRow: boolean) {
  return ({ isActive }: { isActive: boolean }) =>
    [
      'flex min-h-tap flex-1 items-center whitespace-nowrap rounded-full px-3 font-medium transition-colors',
      inRow ? 'lg:px-1.5 lg:max-xl:text-sm' : '',
      isActive ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-700',
    ].join(' ');
}

// What a click can land on that takes focus for itself.
const CONTROLS = 'a[href], button, input, select, textarea, summary, label, [contenteditable]';

export function Navbar() {
  const { t, i18n } = useLingui();
  const { user, status } = useAuth();
  const { pathname } = useLocation();
  // The menu stays open only on the page where it was opened, so following a link closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const menuId = useId();
  const closeMenu = () => setOpenOnPath(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // From 1024 px the links stand in one row, unless in her language and for her role they do not
  // fit: then they fold into the menu, as on a phone. `row(classes)` gives the row's classes only
  // while they stand in it.
  const folded = useFoldWhenCrowded(navRef, menuRef, `${i18n.locale} ${user?.id ?? status}`);
  const row = (classes: string) => (folded ? '' : classes);
  const navLinkClass = linkClass(!folded);

  // Toasts never lie over the open menu (they stand below it).
  useLayoutEffect(() => {
    const menu = menuRef.current;
    return menuOpen && menu ? keepToastsClear(menu) : undefined;
  }, [menuOpen]);

  // An open menu closes on Escape, or on a click or tap anywhere outside the bar, and gives focus
  // back to its toggle, unless the click was on another control, which keeps it.
  useEffect(() => {
    if (!menuOpen) return;
    const close = (returnFocus: boolean) => {
      setOpenOnPath(null);
      if (returnFocus) toggleRef.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onClick = (event: MouseEvent) => {
      // The path as dispatched: the toggle's icon is swapped as it opens the menu, so by the
      // time this runs its click's target is no longer inside the bar.
      const path = event.composedPath();
      if (navRef.current && path.includes(navRef.current)) return;
      close(!path.some((node) => node instanceof Element && node.matches(CONTROLS)));
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [menuOpen]);

  const links = (
    <>
      {NAV_LINKS.map((link) => (
        <li key={link.to} className="flex items-center">
          <NavLink to={link.to} end={link.to === '/'} className={navLinkClass} onClick={closeMenu}>
            {i18n._(link.label)}
          </NavLink>
          {/* Your Stories is on Share Story: the count of new support stands beside its link. */}
          {link.to === '/share-story' && user && (
            <Suspense fallback={null}>
              <NavSupportCount onNavigate={closeMenu} />
            </Suspense>
          )}
        </li>
      ))}
      {user?.isAdmin && (
        <li>
          <NavLink to="/admin" className={navLinkClass} onClick={closeMenu}>
            {t`Admin Panel`}
          </NavLink>
        </li>
      )}
    </>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-brand-100 bg-surface-raised/95 backdrop-blur">
      <nav
        ref={navRef}
        aria-label={t`Main`}
        className="relative mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:max-xl:gap-2 lg:max-xl:px-4"
      >
        <Link to="/" className="me-auto flex min-h-tap items-center gap-2">
          <Heart
            aria-hidden="true"
            className="size-7 fill-brand-600 text-brand-600 lg:max-xl:size-6"
          />
          <span className="flex flex-col leading-tight">
            <span className="text-xl font-bold text-brand-700">{BRAND.name}</span>
            {/* One line, except beside the row of links between 1024 and 1280 px: there it takes
                two, so that more of the row fits. */}
            <span
              className={`text-xs whitespace-nowrap text-ink-muted ${row('lg:max-xl:max-w-24 lg:max-xl:text-balance lg:max-xl:whitespace-normal')}`}
            >
              {i18n._(TAGLINE)}
            </span>
          </span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className={`flex min-h-tap min-w-tap items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 ${row('lg:hidden')}`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setOpenOnPath(menuOpen ? null : pathname)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
          <span className="sr-only">{t`Menu`}</span>
        </button>

        {/* One list for every width: a drop-down panel on phones and tablets, one row from
            1024 px where it fits (useFoldWhenCrowded), else the same drop-down. */}
        <div
          id={menuId}
          ref={menuRef}
          className={`${menuOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-16 flex-col gap-2 border-b border-brand-100 bg-surface-raised px-4 pb-4 shadow-md ${row('lg:static lg:flex lg:flex-row lg:items-center lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none')}`}
        >
          <ul className={`flex flex-col gap-1 py-2 ${row('lg:flex-row lg:gap-0 lg:py-0')}`}>
            {links}
          </ul>
          <LanguageSwitcher />
          <AccountControls inRow={!folded} />
        </div>
      </nav>
    </header>
  );
}
