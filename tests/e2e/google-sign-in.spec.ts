// Issue 34, item 9: the Google tab on the self-hosted server, exercised in the browser. A server
// process of its own has Google sign-in pointed at a stand-in for Google's endpoints on loopback
// (GOOGLE_OAUTH_TEST_ORIGIN, refused by server/env.ts anywhere but on this machine): she follows
// the Google tab to the stand-in's consent, comes back signed in to the page that sent her to
// sign in, and her Account page knows she signs in with Google.
import { type StandInGoogle, startStandInGoogle } from '../../server/testing/stand-in-google';
import { MESSAGES } from '../../src/domain/messages';
import { E2E_PORT, LAPTOP, PHONE } from './e2e-env';
import { expect, test } from './fixtures';
import { shot } from './review-shots';
import { secondServer } from './second-server';

const googlePort = E2E_PORT + 121;

test.describe('Google sign-in against a stand-in for Google', () => {
  let google: StandInGoogle | undefined;

  test.describe.configure({ mode: 'serial' });

  // Started first, so the server below is pointed at it.
  test.beforeAll(async () => {
    google = await startStandInGoogle(googlePort);
  });
  test.afterAll(async () => {
    await google?.close();
  });

  const url = secondServer({
    port: E2E_PORT + 120,
    dataDirPrefix: 'sahas-google-',
    env: () => {
      if (!google) throw new Error('the stand-in for Google is not running');
      return {
        DEMO_DATA: 'off',
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_OAUTH_TEST_ORIGIN: google.origin,
      };
    },
  });
  test.use({ baseURL: url, viewport: PHONE, allowedHosts: [`127.0.0.1:${googlePort}`] });

  test('the Google tab signs her in and brings her back to the page she was going to', async ({
    page,
  }) => {
    const email = `google-${Date.now()}@gmail.test`;
    google?.signInAs({ sub: String(Date.now()), email, emailVerified: true, name: 'Her Name' });

    await page.goto('/auth?next=%2Faccount');
    await page.getByRole('tab', { name: 'Google' }).click();
    await shot(page, 'google-tab-360');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page).toHaveURL(`${url}/account`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText(MESSAGES.passwordChangeNeedsPassword)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await shot(page, 'google-account-360');
    await page.setViewportSize(LAPTOP);
    await shot(page, 'google-account-1280');
  });

  test('a refusal at Google leaves her signed out, on the Sign In page', async ({ page }) => {
    google?.signInAs(undefined);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Google' }).click();
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // Back from the stand-in, where better-auth sends a failed Google sign-in
    // (/auth?google=failed&error=access_denied): she is told, and the address forgets it.
    const declined = MESSAGES.googleFailed.replace(
      '{message}',
      'Google sign-in was cancelled, so you are not signed in.',
    );
    await expect(page.getByRole('alert').filter({ hasText: declined })).toBeVisible();
    await expect(page).toHaveURL(`${url}/auth`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeVisible();
    expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null });
    await shot(page, 'google-declined-360');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByText(declined)).toHaveCount(0);
  });
});
