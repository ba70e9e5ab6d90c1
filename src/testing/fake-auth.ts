import type { SessionUser } from '@/domain/entities';
import type { AuthPort } from '@/backend/port';
import { AuthError } from '@/backend/auth-error';

export interface FakeAccount {
  password: string;
  verified: boolean;
  disabled: boolean;
}

/** The port calls a test can make fail with `failWith`. */
export type FakeAuthFailable = 'signUp' | 'signIn' | 'google' | 'reset' | 'resetPassword';

export interface FakeAuthOptions {
  signOutFails?: boolean;
  /** Known accounts by e-mail; `verified` and `disabled` default to true and false. */
  accounts?: Record<string, Partial<FakeAccount> & { password: string }>;
  googleAvailable?: boolean;
  /** Makes the named call reject with this error. */
  failWith?: Partial<Record<FakeAuthFailable, Error>>;
  /** Another fake's accounts, shared (several browsers on one backend); `accounts` adds to it. */
  accountStore?: Map<string, FakeAccount>;
}

export interface FakeAuthCall {
  method: keyof AuthPort;
  args: string[];
}

export type FakeAuth = AuthPort & {
  signOutCalls: number;
  accounts: Map<string, FakeAccount>;
  calls: FakeAuthCall[];
  /** The calls made to one method, in order. */
  callsTo(method: keyof AuthPort): FakeAuthCall[];
  /** The backend ended her session (account erased, every session ended): she is signed out. */
  endSession(): void;
};

/** Runs a fake port call as the real ports behave: a failure rejects, it never throws. */
function promised<T>(call: () => T): Promise<T> {
  return new Promise((resolve) => resolve(call()));
}

/**
 * An in-memory auth port for component tests: a current user, an account store that answers
 * like the identity provider (Firebase-style error codes), and a record of every call.
 */
export function createFakeAuth(
  initial: SessionUser | null,
  options: FakeAuthOptions = {},
): FakeAuth {
  let user = initial;
  const listeners = new Set<(user: SessionUser | null) => void>();
  const accounts = options.accountStore ?? new Map<string, FakeAccount>();
  for (const [email, account] of Object.entries(options.accounts ?? {})) {
    accounts.set(email, { verified: true, disabled: false, ...account });
  }
  const calls: FakeAuthCall[] = [];

  function record(method: keyof AuthPort, args: string[], failable?: FakeAuthFailable) {
    calls.push({ method, args });
    const failure = failable && options.failWith?.[failable];
    if (failure) throw failure;
  }

  function publish(next: SessionUser | null) {
    user = next;
    for (const listener of listeners) listener(next);
  }

  return {
    signOutCalls: 0,
    accounts,
    calls,
    callsTo: (method) => calls.filter((call) => call.method === method),
    endSession: () => publish(null),
    watch(listener) {
      listeners.add(listener);
      listener(user);
      return () => listeners.delete(listener);
    },
    signOut() {
      return promised(() => {
        this.signOutCalls += 1;
        record('signOut', []);
        if (options.signOutFails) throw new Error('network down');
        publish(null);
      });
    },
    signUp(email, password) {
      return promised(() => {
        record('signUp', [email, password], 'signUp');
        if (accounts.has(email)) throw new AuthError('auth/email-already-in-use');
        accounts.set(email, { password, verified: false, disabled: false });
      });
    },
    signIn(email, password) {
      return promised(() => {
        record('signIn', [email, password], 'signIn');
        const account = accounts.get(email);
        if (!account) throw new AuthError('auth/user-not-found');
        if (account.disabled) throw new AuthError('auth/user-disabled');
        if (account.password !== password) throw new AuthError('auth/wrong-password');
        const next = {
          id: `user-${email}`,
          email,
          emailVerified: account.verified,
          isAdmin: false,
        };
        publish(next);
        return next;
      });
    },
    googleAvailable() {
      return promised(() => {
        record('googleAvailable', []);
        return options.googleAvailable ?? false;
      });
    },
    signInWithGoogle(returnTo) {
      return promised(() => {
        record('signInWithGoogle', returnTo === undefined ? [] : [returnTo], 'google');
        publish({
          id: 'google-user-1',
          email: 'google@example.org',
          emailVerified: true,
          isAdmin: false,
        });
      });
    },
    sendPasswordReset(email) {
      return promised(() => {
        record('sendPasswordReset', [email], 'reset');
      });
    },
    resetPassword(token, newPassword) {
      return promised(() => {
        record('resetPassword', [token, newPassword], 'resetPassword');
      });
    },
  };
}

export const SIGNED_IN_USER: SessionUser = {
  id: 'u1a2b3c4d5e6f7',
  email: 'reader@example.org',
  emailVerified: true,
  isAdmin: false,
};

export const ADMIN_USER: SessionUser = { ...SIGNED_IN_USER, id: 'adm9876543210', isAdmin: true };
