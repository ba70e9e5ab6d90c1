import { Link, NavLink, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { anonymousName } from '@/domain/display';
import { message } from '@/i18n/message';
import { useAuth } from '@/lib/auth-context';
import { formToast } from '@/lib/toast';
import { clearAfterSignOut } from '@/lib/after-sign-out';
import { returnPathFrom, signInPath } from '@/lib/return-path';

const signOutToast = formToast('sign-out');

/**
 * Sign In for visitors; her anonymous name (a link to her account) and Sign Out once signed in.
 * `inRow`: the bar's links stand in one row (from 1024 px, when they fit), not in its menu.
 */
export function AccountControls({ inRow = true }: { inRow?: boolean }) {
  const { t } = useLingui();
  const { user, status, signOut } = useAuth();
  const { pathname } = useLocation();

  if (status === 'loading')
    return <span className="inline-block min-h-tap w-24" aria-hidden="true" />;

  if (!user) {
    return (
      // Signing in brings her back to the page she was reading.
      <Link to={signInPath(returnPathFrom(pathname) ?? '/')} className="btn-primary">
        {t`Sign In`}
      </Link>
    );
  }

  async function handleSignOut() {
    try {
      await signOut();
      clearAfterSignOut();
      signOutToast.success(message('signedOut'));
    } catch {
      signOutToast.error(message('signOutFailed'));
    }
  }

  return (
    // A little smaller between 1024 and 1280 px, where the navigation bar is one tight row.
    <div className="flex items-center gap-2">
      {/* Her own page: the name others see her by, and what she can do with her account. Plain
          text in the body's font, like the links beside it, not code. */}
      <NavLink
        to="/account"
        className="inline-flex min-h-tap items-center rounded-full px-2 text-sm text-ink-muted hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 lg:text-xs lg:max-xl:px-1"
      >
        <span>{anonymousName(user.id)}</span> <span className="sr-only">({t`Your account`})</span>
      </NavLink>
      {/* Her journal and safety plan, named neutrally, in the bar's menu. In the one row (from
          1024 px, when it fits) an admin's links fill it: there the Account page links to them. */}
      <NavLink
        to="/journal"
        className={`inline-flex min-h-tap items-center whitespace-nowrap rounded-full px-2 text-sm text-ink-muted hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 ${inRow ? 'lg:hidden' : ''}`}
      >
        {t`My notes`}
      </NavLink>
      <button
        type="button"
        className="btn-secondary whitespace-nowrap lg:px-3"
        onClick={() => void handleSignOut()}
      >
        {t`Sign Out`}
      </button>
    </div>
  );
}
