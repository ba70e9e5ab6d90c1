import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import type { SessionUser } from '@/domain/entities';
import type { AuthPort } from '@/backend/port';
import { AuthContext, SessionUnreadOffline, type AuthState } from '@/lib/auth-context';
import { AuthPortContext } from '@/lib/auth-port-context';
import { whileSigningOut } from '@/lib/browser-storage';
import { useDataCache } from '@/lib/data-layer/data-cache';
import { DataProvider } from '@/lib/data-layer/data-provider';
import { tookOverAServerPage } from '@/lib/use-hydrated';

/**
 * Provides the signed-in user, and the auth actions, from whichever adapter is passed in.
 *
 * A first answer of "nobody" while the phone is offline is not believed: the session could not
 * be read (a reload offline, the service worker serving the page), and counting her as signed
 * out would send her to Sign In or show Access Denied. The state stays unknown ('loading',
 * `offline`) and the session is read again once the connection returns. Once an answer has
 * been believed, every later "nobody" (a sign-out, a session the server ended) counts at once.
 *
 * It holds the data layer's cache too, and empties it the moment the person changes, before
 * anything renders as the next one (see DataProvider).
 */
export function AuthProvider({ auth, children }: { auth: AuthPort; children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [known, setKnown] = useState(false);
  const [unreadOffline, setUnreadOffline] = useState(false);
  // Each new value watches again, which makes the adapter read the session again.
  const [asking, setAsking] = useState(0);
  const believed = useRef(false);
  const believedUser = useRef<string | null>(null);
  const data = useDataCache();
  // The first answer believed, for what she asked before it came (AuthState.whenKnown). Refused
  // when the session turns out unreadable offline; a fresh one then waits for the next answer.
  const [firstAnswer] = useState(() => ({ current: pendingAnswer() }));
  // As unreadOffline, but true from the answer itself, not from the render after it: a tap in
  // between is refused too, not left waiting for the next answer.
  const unreadOfflineNow = useRef(false);
  // A read asked again and not yet answered: it answers every refusal that comes before it does
  // (her stories and her support are refused together when the server has ended her session).
  const reading = useRef(false);

  useEffect(() => {
    const again = asking > 0;
    let subscribing = true;
    const stop = auth.watch((next) => {
      // Asked again, the adapter first repeats the answer it holds (the one not believed);
      // the fresh one comes after.
      if (again && subscribing) return;
      reading.current = false;
      if (next === null && !believed.current && !navigator.onLine) {
        asFirstAnswer(() => setUnreadOffline(true));
        unreadOfflineNow.current = true;
        firstAnswer.current.refuse(new SessionUnreadOffline());
        firstAnswer.current = pendingAnswer();
        return;
      }
      const nextUser = next?.id ?? null;
      const first = !believed.current;
      // The first answer is whoever the cache's first answers were asked as (by her cookie).
      const leaving = believedUser.current;
      const changed = !first && nextUser !== leaving;
      believedUser.current = nextUser;
      believed.current = true;
      unreadOfflineNow.current = false;
      const apply = () => {
        if (changed) data.forget(leaving);
        setUnreadOffline(false);
        setUser(next);
        setKnown(true);
      };
      // A later answer (a sign-out) counts at once. When the person changed, the emptied cache
      // and the new person come in one render: apart, the queries re-render first, still as her,
      // and ask again what was just refused ("Loading..." in between). React refuses flushSync
      // inside the effect that subscribes.
      if (first) asFirstAnswer(apply);
      else if (changed && !subscribing) flushSync(apply);
      else apply();
      if (first) firstAnswer.current.settle(next);
    });
    subscribing = false;
    return stop;
  }, [auth, asking, data, firstAnswer]);

  // Reads the session again: offline at first, or once the server refused a call for want of one.
  const askAgain = useCallback(() => {
    if (reading.current) return;
    reading.current = true;
    setAsking((n) => n + 1);
  }, []);

  // A call refused for want of a session: read it again, unless it is already known to be over
  // (a call sent as her, answered after her session's end was).
  const refused = useCallback(() => {
    if (believed.current && believedUser.current === null) return;
    askAgain();
  }, [askAgain]);

  useEffect(() => {
    if (!unreadOffline) return;
    window.addEventListener('online', askAgain);
    return () => window.removeEventListener('online', askAgain);
  }, [unreadOffline, askAgain]);

  const value = useMemo<AuthState>(
    () => ({
      status: !known ? 'loading' : user ? 'signed-in' : 'signed-out',
      offline: !known && unreadOffline,
      user,
      whenKnown: () => {
        if (known) return Promise.resolve(user);
        if (unreadOfflineNow.current) return Promise.reject(new SessionUnreadOffline());
        return firstAnswer.current.answer;
      },
      signOut: () => whileSigningOut(() => auth.signOut()),
    }),
    [auth, known, unreadOffline, user, firstAnswer],
  );

  return (
    <AuthPortContext.Provider value={auth}>
      <AuthContext.Provider value={value}>
        <DataProvider data={data} onSessionRefused={refused}>
          {children}
        </DataProvider>
      </AuthContext.Provider>
    </AuthPortContext.Provider>
  );
}

/**
 * Applies the session's first answer. It can come while React is still taking the server's page
 * over: as a transition it waits for that, where an urgent update would make React 18 throw the
 * page's HTML away and draw it afresh (error 421). On a page the app drew itself, at once.
 */
function asFirstAnswer(update: () => void): void {
  if (tookOverAServerPage()) startTransition(update);
  else update();
}

/** An answer still to come, settled by the session's first answer or refused. */
function pendingAnswer() {
  let settle: (user: SessionUser | null) => void = () => undefined;
  let refuse: (reason: SessionUnreadOffline) => void = () => undefined;
  const answer = new Promise<SessionUser | null>((resolve, reject) => {
    settle = resolve;
    refuse = reject;
  });
  // Refused with nobody waiting on it is not an error.
  answer.catch(() => undefined);
  return { answer, settle, refuse };
}
