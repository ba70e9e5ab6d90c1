import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { COPY } from '@/domain/copy';
import { anonymousName } from '@/domain/display';
import { MESSAGES } from '@/domain/messages';
import { useAuth } from '@/lib/auth-context';
import { clearTabStorage } from '@/app/layout/quick-exit';

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
      // Nothing she wrote (an unsent story, a request) stays in the tab for the next person.
      clearTabStorage();
      toast.success(MESSAGES.signedOut);
    } catch {
      toast.error(MESSAGES.signOutFailed);
    }
  }

  return (
    <div className="flex items-center gap-2">
      <span className="font-mono text-sm text-ink-muted">{anonymousName(user.id)}</span>
      <button type="button" className="btn-secondary" onClick={() => void handleSignOut()}>
        {COPY.signOut}
      </button>
    </div>
  );
}
