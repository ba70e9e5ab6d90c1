// The backend port: the one typed interface the screens depend on. Each deployment
// (self-hosted HTTP server, Firebase) provides an adapter; screens never import an adapter.
import type { SessionUser } from '@/domain/entities';

export type Unsubscribe = () => void;

/**
 * Auth actions. Failures reject with `AuthError` (see auth-error.ts) carrying a code such as
 * 'auth/email-already-in-use', 'auth/user-not-found', 'auth/wrong-password',
 * 'auth/too-many-requests', 'auth/user-disabled' or 'auth/invalid-credential'.
 */
export interface AuthPort {
  /** Calls `listener` with the current user (or null) once known and whenever it changes. */
  watch(listener: (user: SessionUser | null) => void): Unsubscribe;
  signOut(): Promise<void>;
  /** Creates the account and sends the verification e-mail. Does not sign in. */
  signUp(email: string, password: string): Promise<void>;
  signIn(email: string, password: string): Promise<SessionUser>;
  /** Whether this deployment offers Google sign-in. */
  googleAvailable(): Promise<boolean>;
  /** Signs in with Google; the self-hosted adapter leaves the page for Google and comes back. */
  signInWithGoogle(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Sets a new password from the token of a reset e-mail (self-hosted reset link). */
  resetPassword(token: string, newPassword: string): Promise<void>;
}

export interface BackendPort {
  auth: AuthPort;
}
