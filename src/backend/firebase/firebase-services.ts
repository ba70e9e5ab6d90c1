// The Firebase SDK handles the adapter shares, each loaded on first use: a first visit to Home
// downloads no Firebase code until the auth watch asks for it (after the first paint), and
// Firestore and Storage only when data is read or a file is uploaded. Low-end phones on slow
// networks pay for what they use.
import type { FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import type { FirebaseStorage } from 'firebase/storage';
import { splitHost, type FirebaseSettings } from '@/backend/firebase/firebase-config';

export type AuthSdk = typeof import('firebase/auth');
export type FirestoreSdk = typeof import('firebase/firestore/lite');
export type StorageSdk = typeof import('firebase/storage');

export interface AuthHandle {
  sdk: AuthSdk;
  auth: Auth;
}

export interface FirestoreHandle {
  sdk: FirestoreSdk;
  db: Firestore;
}

export interface StorageHandle {
  sdk: StorageSdk;
  storage: FirebaseStorage;
}

export interface FirebaseServices {
  auth(): Promise<AuthHandle>;
  /**
   * A throwaway Auth instance (its own app, in-memory session) for `call`: sign-up creates the
   * account there, so the page's own session never flickers to the new, unverified user.
   */
  withIsolatedAuth<T>(call: (handle: AuthHandle) => Promise<T>): Promise<T>;
  /** The signed-in user once auth has loaded and restored the session, else null. */
  currentUser(): Promise<User | null>;
  firestore(): Promise<FirestoreHandle>;
  storage(): Promise<StorageHandle>;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null; // A failed chunk download (offline) is retried on the next call.
      throw error;
    });
    return pending;
  };
}

export function createFirebaseServices(
  settings: FirebaseSettings,
  appName?: string,
): FirebaseServices {
  const emulators = settings.emulators;

  const app = once(async (): Promise<FirebaseApp> => {
    const { initializeApp } = await import('firebase/app');
    return initializeApp(settings.options, appName);
  });

  const auth = once(async (): Promise<AuthHandle> => {
    const [sdk, firebaseApp] = await Promise.all([import('firebase/auth'), app()]);
    const instance = sdk.getAuth(firebaseApp);
    // Session persistence: the session lives only as long as the tab (sessionStorage), so
    // someone who picks up the phone later does not find her signed in. It also moves a session
    // an older build kept in IndexedDB. (Node, in tests, has no sessionStorage: memory there.)
    if (typeof sessionStorage !== 'undefined') {
      await sdk.setPersistence(instance, sdk.browserSessionPersistence);
    }
    if (emulators?.auth) {
      sdk.connectAuthEmulator(instance, `http://${emulators.auth}`, { disableWarnings: true });
    }
    return { sdk, auth: instance };
  });

  let isolated = 0;

  return {
    auth,
    async withIsolatedAuth(call) {
      const [{ initializeApp, deleteApp }, sdk] = await Promise.all([
        import('firebase/app'),
        import('firebase/auth'),
      ]);
      isolated += 1;
      const isolatedApp = initializeApp(
        settings.options,
        `${appName ?? 'sahas'}-isolated-${isolated}`,
      );
      try {
        const instance = sdk.initializeAuth(isolatedApp, { persistence: sdk.inMemoryPersistence });
        if (emulators?.auth) {
          sdk.connectAuthEmulator(instance, `http://${emulators.auth}`, { disableWarnings: true });
        }
        return await call({ sdk, auth: instance });
      } finally {
        await deleteApp(isolatedApp);
      }
    },
    async currentUser() {
      const handle = await auth();
      // The persisted session is restored asynchronously; wait for it before answering.
      await handle.auth.authStateReady();
      return handle.auth.currentUser;
    },
    firestore: once(async () => {
      const [sdk, firebaseApp] = await Promise.all([import('firebase/firestore/lite'), app()]);
      const db = sdk.getFirestore(firebaseApp);
      if (emulators?.firestore) {
        const { host, port } = splitHost(emulators.firestore);
        sdk.connectFirestoreEmulator(db, host, port);
      }
      return { sdk, db };
    }),
    storage: once(async () => {
      const [sdk, firebaseApp] = await Promise.all([import('firebase/storage'), app()]);
      const storage = sdk.getStorage(firebaseApp);
      if (emulators?.storage) {
        const { host, port } = splitHost(emulators.storage);
        sdk.connectStorageEmulator(storage, host, port);
      }
      return { sdk, storage };
    }),
  };
}
