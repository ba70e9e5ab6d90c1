// Issue 34, item 9: the Google tab on the self-hosted server, exercised in the browser. A server
// process of its own has Google sign-in pointed at a stand-in for Google's endpoints on loopback
// (GOOGLE_OAUTH_TEST_ORIGIN, refused by server/env.ts anywhere but on this machine): she follows
// the Google tab to the stand-in's consent, comes back signed in to the page that sent her to
// sign in, and her Account page knows she signs in with Google.
import { rm } from 'node:fs/promises';
import { seededDataDir } from '../../server/testing/seeded-data-dir';
import {
  buildServerBundleOnce,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../../server/testing/server-process';
import { type StandInGoogle, startStandInGoogle } from '../../server/testing/stand-in-google';
import { MESSAGES } from '../../src/domain/messages';
import { E2E_PORT, E2E_STATIC_DIR } from './e2e-env';
import { expect, test } from './fixtures';

const PHONE = { width: 360, height: 740 };
const port = E2E_PORT + 120;
const googlePort = E2E_PORT + 121;
const url = `http://127.0.0.1:${port}`;

test.describe('Google sign-in against a stand-in for Google', () => {
  let server: ServerProcess | undefined;
  let google: StandInGoogle | undefined;
  let dataDir = '';

  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: url, viewport: PHONE, allowedHosts: [`127.0.0.1:${googlePort}`] });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    google = await startStandInGoogle(googlePort);
    dataDir = await seededDataDir('sahas-google-');
    buildServerBundleOnce();
    server = spawnServer(
      {
        DATA_DIR: dataDir,
        STATIC_DIR: E2E_STATIC_DIR,
        PUBLIC_URL: url,
        DEMO_DATA: 'off',
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_OAUTH_TEST_ORIGIN: google.origin,
      },
      port,
    );
    await waitUntilHealthy(server);
  });

  test.afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await google?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('the Google tab signs her in and brings her back to the page she was going to', async ({
    page,
  }) => {
    const email = `google-${Date.now()}@gmail.test`;
    google?.signInAs({ sub: String(Date.now()), email, emailVerified: true, name: 'Her Name' });

    await page.goto('/auth?next=%2Faccount');
    await page.getByRole('tab', { name: 'Google' }).click();
    await page.screenshot({ path: test.info().outputPath('google-tab-360.png') });
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page).toHaveURL(`${url}/account`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText(MESSAGES.passwordChangeNeedsPassword)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('google-account-360.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: test.info().outputPath('google-account-1280.png') });
  });

  test('a refusal at Google leaves her signed out, on the Sign In page', async ({ page }) => {
    google?.signInAs(undefined);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Google' }).click();
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // Back from the stand-in, where better-auth sends a failed Google sign-in.
    await expect(page).toHaveURL(/\/auth\?google=failed&error=access_denied$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeVisible();
    expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null });
    await page.screenshot({ path: test.info().outputPath('google-declined-360.png') });
  });
});
