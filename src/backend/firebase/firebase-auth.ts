// Auth on Firebase: e-mail/password with a verification e-mail, Google popup, reset,
// the auth-state watch and sign-out. Admin is the `admin` custom claim in the ID token, set by
// `npm run admin:grant` and checked by the rules; the bundle holds no admin list. Persistence
// is per tab (firebase-services.ts), like the self-hosted browser-session cookie.
import type { User } from 'firebase/auth';
import type { AuthProviderName, SessionUser } from '@/domain/entities';
import type { AuthPort } from '@/backend/port';
import { mailInInterfaceLanguage } from '@/backend/firebase/auth-language';
import { toAuthError } from '@/backend/firebase/firebase-errors';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';
import { profileFields, upsertProfile } from '@/backend/firebase/firebase-profile';

export async function sessionUserOf(user: User): Promise<SessionUser> {
  let isAdmin = false;
  try {
    isAdmin = (await user.getIdTokenResult()).claims['admin'] === true;
  } catch {
    // Offline token refresh: treat as a plain user; the rules decide anyway.
  }
  return {
    id: user.uid,
    email: user.email ?? '',
    emailVerified: user.emailVerified,
    isAdmin,
  };
}

async function authCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAuthError(error);
  }
}

export function createFirebaseAuth(services: FirebaseServices): AuthPort {
  async function afterSignIn(user: User, provider: AuthProviderName): Promise<SessionUser> {
    // The profile is bookkeeping: it is written in the background, and signing in neither
    // waits for it (Firestore loads on a slow phone) nor fails on it.
    void upsertProfile(services, user.uid, profileFields(user.email, provider)).catch(
      (error: unknown) => console.error('Profile upsert failed', error),
    );
    return sessionUserOf(user);
  }

  return {
    watch(listener) {
      let stopped = false;
      let unsubscribe: (() => void) | null = null;
      // A later auth change must win over an earlier one whose token lookup finishes late.
      let latest = 0;
      void services.auth().then(
        ({ sdk, auth }) => {
          if (stopped) return;
          unsubscribe = sdk.onAuthStateChanged(auth, (user) => {
            const turn = ++latest;
            if (!user) {
              listener(null);
              return;
            }
            void sessionUserOf(user).then((sessionUser) => {
              if (turn === latest && !stopped) listener(sessionUser);
            });
          });
        },
        (error: unknown) => {
          // The SDK chunk did not load (offline): the visitor reads on, signed out.
          console.error('Auth could not load', error);
          if (!stopped) listener(null);
        },
      );
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },

    signOut: () =>
      authCall(async () => {
        const { sdk, auth } = await services.auth();
        await sdk.signOut(auth);
      }),

    // The port's sign-up does not sign in: the account is made on an isolated Auth instance,
    // so the page stays signed out (and on /auth) while the verification e-mail goes out.
    signUp: (email, password) =>
      authCall(() =>
        services.withIsolatedAuth(async ({ sdk, auth }) => {
          const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
          mailInInterfaceLanguage(auth);
          await sdk.sendEmailVerification(user);
        }),
      ),

    signIn: (email, password) =>
      authCall(async () => {
        const { sdk, auth } = await services.auth();
        const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
        return afterSignIn(user, 'email');
      }),

    googleAvailable: () => Promise.resolve(true),

    signInWithGoogle: () =>
      authCall(async () => {
        const { sdk, auth } = await services.auth();
        const { user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
        await afterSignIn(user, 'google');
      }),

    sendPasswordReset: (email) =>
      authCall(async () => {
        const { sdk, auth } = await services.auth();
        mailInInterfaceLanguage(auth);
        await sdk.sendPasswordResetEmail(auth, email);
      }),

    resetPassword: (token, newPassword) =>
      authCall(async () => {
        const { sdk, auth } = await services.auth();
        await sdk.confirmPasswordReset(auth, token, newPassword);
      }),
  };
}
