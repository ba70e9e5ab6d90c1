import { Link, NavLink, useLocation } from 'react-router-dom';
import { COPY } from '@/domain/copy';
import { anonymousName } from '@/domain/display';
import { MESSAGES } from '@/domain/messages';
import { useAuth } from '@/lib/auth-context';
import { formToast } from '@/lib/toast';
import { clearAfterSignOut } from '@/lib/after-sign-out';
import { returnPathFrom, signInPath } from '@/lib/return-path';

const signOutToast = formToast('sign-out');

/** Sign In for visitors; her anonymous name (a link to her account) and Sign Out once signed in. */
export function AccountControls() {
  const { user, status, signOut } = useAuth();
  const { pathname } = useLocation();

  if (status === 'loading')
    return <span className="inline-block min-h-tap w-24" aria-hidden="true" />;

  if (!user) {
    return (
      // Signing in brings her back to the page she was reading.
      <Link to={signInPath(returnPathFrom(pathname) ?? '/')} className="btn-primary">
        {COPY.signIn}
      </Link>
    );
  }

  async function handleSignOut() {
    try {
      await signOut();
      clearAfterSignOut();
      signOutToast.success(MESSAGES.signedOut);
    } catch {
      signOutToast.error(MESSAGES.signOutFailed);
    }
  }

  return (
    // A little smaller between 1024 and 1280 px, where the navigation bar is one tight row.
    <div className="flex items-center gap-2">
      {/* Her own page: the name others see her by, and what she can do with her account. */}
      <NavLink
        to="/account"
        className="inline-flex min-h-tap items-center rounded-full px-2 font-mono text-sm text-brand-700 underline decoration-brand-200 underline-offset-4 hover:bg-brand-50 hover:decoration-brand-600 lg:max-xl:px-1 lg:max-xl:text-xs"
      >
        <span>{anonymousName(user.id)}</span> <span className="sr-only">({COPY.yourAccount})</span>
      </NavLink>
      <button
        type="button"
        className="btn-secondary whitespace-nowrap lg:max-xl:px-3"
        onClick={() => void handleSignOut()}
      >
        {COPY.signOut}
      </button>
    </div>
  );
}
