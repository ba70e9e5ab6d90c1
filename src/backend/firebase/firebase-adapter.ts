// The adapter of a VITE_BACKEND=firebase build (resolved in place of src/backend/adapter.ts).
import type { BackendPort } from '@/backend/port';
import { createFirebaseBackend } from '@/backend/firebase/firebase-backend';
import { firebaseSettingsFromEnv } from '@/backend/firebase/firebase-config';

export function createBackend(): BackendPort {
  // Each value named in full: Vite replaces exactly these at build time.
  return createFirebaseBackend(
    firebaseSettingsFromEnv({
      VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
      VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
      VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
      VITE_FIREBASE_STORAGE_BUCKET: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET,
      VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
      VITE_FIREBASE_MESSAGING_SENDER_ID: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
      VITE_FIREBASE_AUTH_EMULATOR: import.meta.env.VITE_FIREBASE_AUTH_EMULATOR,
      VITE_FIREBASE_FIRESTORE_EMULATOR: import.meta.env.VITE_FIREBASE_FIRESTORE_EMULATOR,
      VITE_FIREBASE_STORAGE_EMULATOR: import.meta.env.VITE_FIREBASE_STORAGE_EMULATOR,
      VITE_HELPERS: import.meta.env.VITE_HELPERS,
    }),
  );
}
