// What /auth does as it opens (issue 34): it reads the server's /api/config once for both of its
// questions (Google offered? which writing helpers?), and a failed Google sign-in's return address
// is told to her in plain words, whatever its `error` says, and then forgotten.
import { PHONE } from './e2e-env';
import { expect, test } from './fixtures';
import { shot } from './review-shots';
import { MESSAGES } from '../../src/domain/messages';
import { hindi } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { requestsTo } from './page-requests';
import { throughMenu } from './session';

const GENERIC = MESSAGES.googleFailed.replace(
  '{message}',
  'Google could not sign you in just now. Please try again, or use your email address.',
);

test.use({ viewport: PHONE });

test('/auth asks the server for its configuration once a page, with the FAQ before it', async ({
  page,
}) => {
  const configReads = requestsTo(page, /^\/api\/config$/);
  // The FAQ asks which writing helpers there are; /auth asks whether Google is offered.
  await page.goto('/faqs');
  await page.waitForLoadState('networkidle');
  for (const visit of ['first', 'second']) {
    await throughMenu(page, 'Sign In');
    await expect(page.getByLabel('Email address'), visit).toBeVisible();
    await throughMenu(page, 'FAQs');
    await expect(page).toHaveURL(/\/faqs$/);
  }
  // A read would have been sent as /auth drew its tabs; the wait lets its event arrive here.
  await page.waitForTimeout(1000);
  expect(configReads).toHaveLength(1);
});

test('a read of the configuration that failed is asked again by the next page, and then kept', async ({
  page,
}) => {
  const configReads = requestsTo(page, /^\/api\/config$/);
  // The first read meets no connection.
  let failNext = true;
  await page.route('**/api/config', async (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    return route.abort('internetdisconnected');
  });
  await page.goto('/faqs');
  await expect.poll(() => configReads.length).toBe(1);
  await throughMenu(page, 'Sign In');
  await expect(page.getByLabel('Email address')).toBeVisible();
  await expect.poll(() => configReads.length).toBe(2);
  // The FAQ asks again too (its answer failed), and gets the kept one.
  await throughMenu(page, 'FAQs');
  await expect(page).toHaveURL(/\/faqs$/);
  await page.waitForTimeout(1000);
  expect(configReads).toHaveLength(2);
});

test('a Google failure address with anything in it shows a plain message, never its text; a reset link refused with ?error= keeps its address', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const attack = '<img src=x onerror=alert(1)>Your account is locked, call 555';
  await page.goto(
    `/auth?google=failed&error=${encodeURIComponent(attack)}&error_description=${encodeURIComponent(attack)}`,
  );
  await expect(page.getByRole('alert').filter({ hasText: GENERIC })).toBeVisible();
  await expect(page.getByText(/locked|555/)).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth$/);
  expect(dialogs).toEqual([]);
  await shot(page, 'google-failed-360');

  // A reset link refused with ?error= keeps its address: only a Google return loses it.
  await page.goto('/auth?error=INVALID_TOKEN');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?error=INVALID_TOKEN$/);
  await expect(page.getByText(GENERIC)).toHaveCount(0);
});

test('in Hindi, a declined Google sign-in is said in Hindi', async ({ page, context }) => {
  await chooseLanguage(context, 'hi');
  await page.goto('/auth?google=failed&error=access_denied');
  const declined = hindi('messages', 'googleFailed').replace(
    '{message}',
    hindi('auth', 'Google sign-in was cancelled, so you are not signed in.'),
  );
  await expect(page.getByRole('alert').filter({ hasText: declined })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await shot(page, 'google-declined-hi-360');
});
