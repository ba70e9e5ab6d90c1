import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionUser } from '@/domain/entities';
import type { AuthPort } from '@/backend/port';
import { AuthContext, type AuthState } from '@/lib/auth-context';
import { AuthPortContext } from '@/lib/auth-port-context';

/** Provides the signed-in user, and the auth actions, from whichever adapter is passed in. */
export function AuthProvider({ auth, children }: { auth: AuthPort; children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [known, setKnown] = useState(false);

  useEffect(
    () =>
      auth.watch((next) => {
        setUser(next);
        setKnown(true);
      }),
    [auth],
  );

  const value = useMemo<AuthState>(
    () => ({
      status: !known ? 'loading' : user ? 'signed-in' : 'signed-out',
      user,
      signOut: () => auth.signOut(),
    }),
    [auth, known, user],
  );

  return (
    <AuthPortContext value={auth}>
      <AuthContext value={value}>{children}</AuthContext>
    </AuthPortContext>
  );
}
