// The browser tests of the Firebase build: the SPA built with VITE_BACKEND=firebase, pointed at
// the Auth emulator (demo project: nothing reaches Google), served by `vite preview`. Only the
// Auth emulator runs (it is pure JavaScript); Firestore and Storage point at loopback ports where
// nothing listens, so the app's requests to them fail here rather than reach Google's hosts.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from './tests/e2e/e2e-env';

const PORT = Number(process.env.E2E_FIREBASE_PORT ?? 4273);
const AUTH_EMULATOR = '127.0.0.1:9099';
const BUILD_ENV = [
  'VITE_BACKEND=firebase',
  'VITE_FIREBASE_API_KEY=demo-api-key',
  'VITE_FIREBASE_AUTH_DOMAIN=demo-sahas.firebaseapp.com',
  'VITE_FIREBASE_PROJECT_ID=demo-sahas',
  'VITE_FIREBASE_STORAGE_BUCKET=demo-sahas.appspot.com',
  'VITE_FIREBASE_APP_ID=1:000000000000:web:0000000000000000',
  `VITE_FIREBASE_AUTH_EMULATOR=${AUTH_EMULATOR}`,
  'VITE_FIREBASE_FIRESTORE_EMULATOR=127.0.0.1:8088',
  'VITE_FIREBASE_STORAGE_EMULATOR=127.0.0.1:9199',
].join(' ');

export default defineConfig({
  testDir: './tests/e2e-firebase',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'block',
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'npx firebase emulators:start --only auth --project demo-sahas',
      url: `http://${AUTH_EMULATOR}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
    {
      command: `${BUILD_ENV} npx vite build --logLevel warn --outDir dist-firebase-e2e && npx vite preview --outDir dist-firebase-e2e --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
