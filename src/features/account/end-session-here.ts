import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearAfterSignOut } from '@/lib/after-sign-out';

// Set while one of her actions on this page ends her session (Sign out everywhere, deleting the
// account). The port says she is signed out before the action's promise settles, and the router
// moves in a transition, so this page first renders signed out while still at /account: it must
// then head Home, not send her to sign in again.
let endingHere = false;

/** Whether the session is ending by her own action on this page (see above). */
export function sessionEndingHere(): boolean {
  return endingHere;
}

/**
 * Runs `action`, which ends her session, and then does what Sign Out does after it (clears the
 * tab and the caches), replaces this page with Home and lets `say` tell her. A failure is
 * passed on, with nothing done.
 */
export function useEndSessionHere(): (
  action: () => Promise<void>,
  say: () => void,
) => Promise<void> {
  // Under <BrowserRouter> navigate returns nothing to wait for; only a data router's does.
  const navigate = useNavigate();
  return useCallback(
    async (action: () => Promise<void>, say: () => void) => {
      endingHere = true;
      try {
        await action();
      } catch (error) {
        endingHere = false;
        throw error;
      }
      clearAfterSignOut();
      void navigate('/', { replace: true });
      say();
    },
    [navigate],
  );
}

/**
 * The page as it is left once her session has ended here: Home replaces it. The mark stays until
 * the page has gone, as the page may render again before the router has moved.
 */
export function LeavingForHome() {
  const navigate = useNavigate();
  useEffect(() => {
    endingHere = true;
    void navigate('/', { replace: true });
    return () => {
      endingHere = false;
    };
  }, [navigate]);
  return null;
}
