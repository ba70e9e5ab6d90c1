// The Firebase emulators as `firebase emulators:exec` starts them (firebase.json): their hosts,
// a Firebase adapter pointed at them, and the Auth emulator's REST endpoints for tests.
import {
  createFirebaseBackend,
  type FirebaseBackendOptions,
} from '@/backend/firebase/firebase-backend';
import type { FirebaseSettings } from '@/backend/firebase/firebase-config';
import { setLogLevel } from 'firebase/firestore/lite';

// The suites provoke refusals on purpose; the SDK would log each one as an error.
setLogLevel('silent');

/** A demo- project never reaches a real Firebase project, even by mistake. */
export const PROJECT_ID = process.env['GCLOUD_PROJECT'] ?? 'demo-sahas';
export const AUTH_HOST = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '127.0.0.1:9099';
export const FIRESTORE_HOST = process.env['FIRESTORE_EMULATOR_HOST'] ?? '127.0.0.1:8088';
export const STORAGE_HOST = process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ?? '127.0.0.1:9199';

export const EMULATOR_SETTINGS: FirebaseSettings = {
  options: {
    apiKey: 'demo-api-key',
    authDomain: `${PROJECT_ID}.firebaseapp.com`,
    projectId: PROJECT_ID,
    storageBucket: `${PROJECT_ID}.appspot.com`,
    appId: '1:000000000000:web:demo',
  },
  emulators: { auth: AUTH_HOST, firestore: FIRESTORE_HOST, storage: STORAGE_HOST },
};

let apps = 0;

/** A fresh adapter with its own Firebase app, so each test user has their own session. */
export function emulatorBackend(options: FirebaseBackendOptions = {}) {
  apps += 1;
  return createFirebaseBackend(EMULATOR_SETTINGS, { appName: `test-${apps}`, ...options });
}

const AUTH_ADMIN = `http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}`;

export async function clearAccounts(): Promise<void> {
  const response = await fetch(`${AUTH_ADMIN}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear the Auth emulator: ${response.status}`);
}

interface OobCode {
  email: string;
  /** VERIFY_EMAIL, PASSWORD_RESET, or another kind of mail the tests never ask for. */
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The e-mails the Auth emulator would have sent (verification, reset), oldest first. */
export async function sentCodes(
  email: string,
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET',
): Promise<OobCode[]> {
  const response = await fetch(`${AUTH_ADMIN}/oobCodes`);
  const body = (await response.json()) as { oobCodes?: OobCode[] };
  return (body.oobCodes ?? []).filter(
    (code) => code.email === email && code.requestType === requestType,
  );
}

/** Turns e-mail enumeration protection on or off, as the deploy guide does on the real project. */
export async function setEnumerationProtection(enabled: boolean): Promise<void> {
  const response = await fetch(`${AUTH_ADMIN}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
  if (!response.ok) throw new Error(`Could not configure the Auth emulator: ${response.status}`);
}

/**
 * Loads firestore.rules into the Firestore emulator (emulators:exec does this from firebase.json;
 * doing it again lets the suite run against any Firestore emulator) and empties the database.
 */
export async function resetFirestore(rules: string): Promise<void> {
  const base = `http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}`;
  const loaded = await fetch(`${base}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!loaded.ok)
    throw new Error(`The Firestore emulator refused the rules: ${await loaded.text()}`);
  const cleared = await fetch(`${base}/databases/(default)/documents`, { method: 'DELETE' });
  if (!cleared.ok) throw new Error(`Could not clear the Firestore emulator: ${cleared.status}`);
}
