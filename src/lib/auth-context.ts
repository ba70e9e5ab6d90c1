import { createContext, useContext } from 'react';
import type { SessionUser } from '@/domain/entities';
import { message } from '@/i18n/message';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  /**
   * Not known yet because she is offline: the session could not be read without a connection
   * (status stays 'loading', so nothing treats her as signed out). It is read again when the
   * connection comes back. A sign-out or an ended session is never this: it is 'signed-out'.
   */
  offline: boolean;
  user: SessionUser | null;
  /**
   * Her user once the session is known: at once when it is, else at its first answer. A page the
   * server drew for her shows her likes and reports before the app has asked who she is; a tap
   * made then waits for the answer instead of asking her to sign in. Rejects with
   * SessionUnreadOffline when the session cannot be read for want of a connection (then, or when
   * the answer comes so): an action is not held back silently to be sent later.
   */
  whenKnown: () => Promise<SessionUser | null>;
  signOut: () => Promise<void>;
}

/** The session could not be read: she is offline, and was not known before (AuthState.whenKnown). */
export class SessionUnreadOffline extends Error {
  constructor() {
    super('The session cannot be read offline');
    this.name = 'SessionUnreadOffline';
  }
}

/**
 * Her user for an action that needs the server (AuthState.whenKnown), or undefined once `sayError`
 * has told her the server cannot be reached: offline, with her session unread, the action stops
 * rather than wait to be sent when she is back online.
 */
export async function userForAction(
  whenKnown: AuthState['whenKnown'],
  sayError: (text: string) => void,
): Promise<SessionUser | null | undefined> {
  try {
    return await whenKnown();
  } catch (error) {
    if (!(error instanceof SessionUnreadOffline)) throw error;
    sayError(message('serverUnreachable'));
    return undefined;
  }
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
