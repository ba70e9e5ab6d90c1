import type { SessionUser } from '@/domain/entities';
import { AUTH_ERROR_CODES } from '@/domain/auth-error-codes';
import { AuthError } from '@/backend/auth-error';
import type { AuthPort } from '@/backend/port';
import { type HttpClient, HttpError, NetworkError } from '@/backend/http/http-client';
import { readServerConfig } from '@/backend/http/http-server-config';
import { setSignOutCookie } from '@/lib/sign-out-cookie';

// Server error codes (better-auth's and the server's own) → the Firebase-style codes screens map.
const CODE_MAP: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_ERROR_CODES.invalidCredential,
  USER_NOT_FOUND: AUTH_ERROR_CODES.userNotFound,
  WRONG_PASSWORD: AUTH_ERROR_CODES.wrongPassword,
  USER_DISABLED: AUTH_ERROR_CODES.userDisabled,
  USER_ALREADY_EXISTS: AUTH_ERROR_CODES.emailAlreadyInUse,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_ERROR_CODES.emailAlreadyInUse,
  WEAK_PASSWORD: 'auth/weak-password',
  PASSWORD_TOO_SHORT: 'auth/weak-password',
  INVALID_EMAIL: 'auth/invalid-email',
  INVALID_TOKEN: 'auth/invalid-action-code',
};

export function toAuthError(error: unknown): AuthError {
  if (error instanceof HttpError) {
    if (error.status === 429) {
      return new AuthError(AUTH_ERROR_CODES.tooManyRequests, error.message);
    }
    const code = (error.code && CODE_MAP[error.code]) ?? 'auth/internal-error';
    return new AuthError(code, error.message);
  }
  if (error instanceof NetworkError)
    return new AuthError('auth/network-request-failed', error.message);
  return new AuthError(
    'auth/internal-error',
    error instanceof Error ? error.message : String(error),
  );
}

async function authCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAuthError(error);
  }
}

/** The auth port, and what the account adapter needs of it (not part of the port). */
export interface HttpAuth extends AuthPort {
  /** The signed-in user as last known, or null. */
  current(): SessionUser | null;
  /** Tells every watcher she is signed out: the server ended the session itself. */
  sessionEnded(): void;
}

interface SessionAnswer {
  user?: SessionUser | null;
  signOutKey?: unknown;
}

/** Auth against the self-hosted server (better-auth): the session lives in an httpOnly cookie. */
export function createHttpAuth(http: HttpClient): HttpAuth {
  const listeners = new Set<(user: SessionUser | null) => void>();
  let current: SessionUser | null = null;
  let known = false;
  // The key that lets this browser's next request end the session if the sign-out is lost.
  let signOutKey: string | null = null;

  function publish(user: SessionUser | null) {
    // A key belongs to one session: none is kept once she is signed out.
    if (!user) signOutKey = null;
    current = user;
    known = true;
    for (const listener of listeners) listener(user);
  }

  async function fetchSession(): Promise<SessionUser | null> {
    try {
      const body = await http.json<SessionAnswer | null>('/api/session');
      signOutKey = typeof body?.signOutKey === 'string' ? body.signOutKey : null;
      return body?.user ?? null;
    } catch {
      // Offline or no server: the visitor is treated as signed out, never blocked.
      return null;
    }
  }

  return {
    current: () => current,
    sessionEnded: () => publish(null),

    watch(listener) {
      listeners.add(listener);
      void fetchSession().then((user) => {
        if (listeners.has(listener)) publish(user);
      });
      if (known) listener(current);
      return () => {
        listeners.delete(listener);
      };
    },

    async signOut() {
      // Before the request, which a phone leaving the network (or the page) may never send.
      if (signOutKey) setSignOutCookie(signOutKey);
      await authCall(() => http.json('/api/session', { method: 'DELETE', keepalive: true }));
      publish(null);
    },

    async signUp(email, password, returnTo = '/') {
      // The verification link comes back to /auth, which sends her on to where she was going.
      const back = new URLSearchParams({ verified: '1' });
      if (returnTo !== '/') back.set('next', returnTo);
      await authCall(() =>
        http.json('/api/auth/sign-up/email', {
          // The name is required by the auth library and shown to no one.
          body: { email, password, name: 'Anonymous', callbackURL: `/auth?${back.toString()}` },
        }),
      );
    },

    async signIn(email, password) {
      // rememberMe false: a browser-session cookie, gone when the browser closes, so someone who
      // picks up the phone later does not find her signed in (privacy by default).
      await authCall(() =>
        http.json('/api/auth/sign-in/email', { body: { email, password, rememberMe: false } }),
      );
      const user = await fetchSession();
      if (!user) throw new AuthError('auth/internal-error', 'The session could not be started.');
      publish(user);
      return user;
    },

    async googleAvailable() {
      try {
        return (await readServerConfig(http)).google === true;
      } catch {
        return false;
      }
    },

    async signInWithGoogle(returnTo = '/') {
      const { url } = await authCall(() =>
        http.json<{ url: string }>('/api/auth/sign-in/social', {
          body: {
            provider: 'google',
            callbackURL: returnTo,
            errorCallbackURL: '/auth?google=failed',
          },
        }),
      );
      // Google's consent page, then back to the SPA signed in.
      window.location.assign(url);
    },

    async sendPasswordReset(email) {
      await authCall(() =>
        http.json('/api/auth/request-password-reset', {
          body: { email, redirectTo: '/auth' },
        }),
      );
    },

    async resetPassword(token, newPassword) {
      await authCall(() => http.json('/api/auth/reset-password', { body: { token, newPassword } }));
    },
  };
}
