import { defineConfig, devices } from '@playwright/test';

import {
  APP_ORIGIN,
  CHROMIUM_ARGS,
  E2E_DATA_DIR,
  E2E_PORT,
  E2E_STATIC_DIR,
  TEST_BROWSER_PATH,
} from './tests/e2e/e2e-env';
import { fakeLlmPort } from './tests/e2e/fake-llm';

const llmPort = fakeLlmPort(E2E_PORT);
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
/** The specs that sign in as the admin (signInAsAdmin refuses to run anywhere else). */
const ADMIN_SPECS = [
  /admin\.spec\.ts/,
  /admin-story-delete\.spec\.ts/,
  /field-fixes\.spec\.ts/,
  /hindi-admin\.spec\.ts/,
  // Asks as an admin for her journal, which must give nothing.
  /journal\.spec\.ts/,
  /moderation\.spec\.ts/,
  /offline\.spec\.ts/,
  /polish\.spec\.ts/,
  /pseudo-locales\.spec\.ts/,
];

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: APP_ORIGIN,
    // Recording a trace costs about a third of a test's CPU (every-route: 93 s against 62 s on 2
    // cores), so only a retry records one: CI retries a failed test once, and a local run can ask
    // for traces with --trace retain-on-failure.
    trace: 'on-first-retry',
    // Request interception (page.route) cannot see what a service worker answers; the offline
    // spec allows it again for itself.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: TEST_BROWSER_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      // Admin onboarding ends every session of the admin account, so it happens once, before
      // the specs that sign in as admin run side by side. The other specs do not wait for it.
      name: 'admin setup',
      testMatch: /admin\.setup\.ts/,
      use: DESKTOP,
    },
    {
      name: 'admin',
      testMatch: ADMIN_SPECS,
      dependencies: ['admin setup'],
      use: DESKTOP,
    },
    {
      name: 'desktop',
      testIgnore: [/admin\.setup\.ts/, ...ADMIN_SPECS],
      use: DESKTOP,
    },
  ],
  webServer: [
    {
      // A stand-in model server on loopback for translate and correct-grammar (server-side only).
      command: 'node --import tsx tests/e2e/fake-llm-server.ts',
      url: `http://127.0.0.1:${llmPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_LLM_PORT: String(llmPort) },
    },
    {
      // The real self-hosted server over the production build, on a fresh embedded database.
      command: `TSX_TSCONFIG_PATH=tsconfig.server.json node --import tsx tests/e2e/prepare-data-dir.ts ${E2E_DATA_DIR} && npm run --silent serve`,
      url: `${APP_ORIGIN}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: APP_ORIGIN,
        DATA_DIR: E2E_DATA_DIR,
        STATIC_DIR: E2E_STATIC_DIR,
        DEMO_DATA: 'off',
        // The browser tests sign in more often than a person would; rate limits have their own tests.
        AUTH_RATE_LIMIT: 'off',
        // They sign up and in about 200 times, each a quarter of a CPU-second with scrypt (which
        // server/auth/auth.test.ts keeps): a test server on loopback may hash for nothing.
        PASSWORD_HASH: 'fast-for-tests',
        ADMIN_EMAILS: 'admin@sahas.test',
        TRANSLATION_PROVIDER: 'openai',
        GRAMMAR_PROVIDER: 'openai',
        OPENAI_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
        OPENAI_MODEL: 'fake',
        HELPERS_RATE_LIMIT_PER_MINUTE: '10000',
      },
    },
  ],
});
