// The browser tests of the Firebase build: the SPA built with VITE_BACKEND=firebase against the
// emulators of a demo project (nothing reaches Google), served by `vite preview`. The Auth
// emulator is Firebase's own (pure JavaScript); Firestore is the Google Cloud CLI's emulator
// (its component cloud-firestore-emulator), which runs on older Java than Firebase's needs, with
// firestore.rules loaded. Run it on its own:
//   npx playwright test --config tests/e2e-firebase/playwright.config.ts
// (under the Firebase lock where other suites may start emulators on the same ports).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../e2e/e2e-env';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR, FIREBASE_E2E_ORIGIN, PROJECT_ID } from './emulators';

const BUILD_ENV = [
  'VITE_BACKEND=firebase',
  'VITE_FIREBASE_API_KEY=demo-api-key',
  `VITE_FIREBASE_AUTH_DOMAIN=${PROJECT_ID}.firebaseapp.com`,
  `VITE_FIREBASE_PROJECT_ID=${PROJECT_ID}`,
  `VITE_FIREBASE_STORAGE_BUCKET=${PROJECT_ID}.appspot.com`,
  'VITE_FIREBASE_APP_ID=1:000000000000:web:0000000000000000',
  `VITE_FIREBASE_AUTH_EMULATOR=${AUTH_EMULATOR}`,
  `VITE_FIREBASE_FIRESTORE_EMULATOR=${FIRESTORE_EMULATOR}`,
  // No Storage emulator runs: uploads are not under test here, and nothing reaches Google.
  'VITE_FIREBASE_STORAGE_EMULATOR=127.0.0.1:9199',
].join(' ');
const { port } = new URL(FIREBASE_E2E_ORIGIN);
const [host, firestorePort] = FIRESTORE_EMULATOR.split(':');

export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: FIREBASE_E2E_ORIGIN,
    // What the page itself keeps is under test, not what a service worker would.
    serviceWorkers: 'block',
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      // The emulator's jar run directly (exec): `gcloud emulators firestore start` leaves its
      // Java process running when the test run stops it, and the run then never ends.
      command: `exec java -cp "$(gcloud info --format='value(installation.sdk_root)')/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar" com.google.cloud.datastore.emulator.firestore.CloudFirestore start --host=${host} --port=${firestorePort} --rules=firestore.rules`,
      url: `http://${FIRESTORE_EMULATOR}/`,
      cwd: '../..',
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      command: `npx firebase emulators:start --only auth --project ${PROJECT_ID}`,
      url: `http://${AUTH_EMULATOR}/`,
      cwd: '../..',
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
    {
      command: `${BUILD_ENV} npx vite build --logLevel warn --outDir dist-firebase-e2e && npx vite preview --outDir dist-firebase-e2e --host 127.0.0.1 --port ${port} --strictPort`,
      url: `${FIREBASE_E2E_ORIGIN}/`,
      cwd: '../..',
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
