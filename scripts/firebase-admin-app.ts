// The firebase-admin app the operator scripts (admin:grant, firebase:migrate-owners) run with:
// the project's service account from GOOGLE_APPLICATION_CREDENTIALS, or an emulator when its
// host variable is set (tests and local trials).
import { applicationDefault, initializeApp, type App } from 'firebase-admin/app';

/**
 * The app, or undefined after saying on stderr what is missing. `emulatorHostVariable` names the
 * emulator the script talks to (FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST).
 */
export function firebaseAdminApp(emulatorHostVariable: string): App | undefined {
  const emulated = Boolean(process.env[emulatorHostVariable]);
  if (!emulated && !process.env['GOOGLE_APPLICATION_CREDENTIALS']) {
    console.error(
      'Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file of the project.',
    );
    return undefined;
  }
  return initializeApp(
    emulated
      ? { projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-sahas' }
      : { credential: applicationDefault() },
  );
}
