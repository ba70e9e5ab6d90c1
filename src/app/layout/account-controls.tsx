import { Link } from 'react-router-dom';
import { COPY } from '@/domain/copy';
import { anonymousName } from '@/domain/display';
import { MESSAGES } from '@/domain/messages';
import { useAuth } from '@/lib/auth-context';
import { formToast } from '@/lib/toast';
import { clearTabStorage } from '@/app/layout/quick-exit';
import { clearCaches } from '@/app/service-worker-caches';

const signOutToast = formToast('sign-out');

/** Sign In for visitors; the anonymous label and Sign Out for a signed-in user. */
export function AccountControls() {
  const { user, status, signOut } = useAuth();

  if (status === 'loading')
    return <span className="inline-block min-h-tap w-24" aria-hidden="true" />;

  if (!user) {
    return (
      <Link to="/auth" className="btn-primary">
        {COPY.signIn}
      </Link>
    );
  }

  async function handleSignOut() {
    try {
      await signOut();
      // Nothing she wrote (an unsent story, a request) stays in the tab for the next person,
      // nor anything beyond the public pages in the browser's caches.
      clearTabStorage();
      void clearCaches().catch(() => undefined);
      signOutToast.success(MESSAGES.signedOut);
    } catch {
      signOutToast.error(MESSAGES.signOutFailed);
    }
  }

  return (
    // A little smaller between 1024 and 1280 px, where the navigation bar is one tight row.
    <div className="flex items-center gap-2">
      <span className="font-mono text-sm text-ink-muted lg:max-xl:text-xs">
        {anonymousName(user.id)}
      </span>
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
