import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';
import { APP_ORIGIN } from './e2e-env';
import { linkFromMail, uniqueEmail } from './outbox';
import { E2E_PASSWORD, newPage, signIn, signUp, signUpAndSignIn } from './session';

/** A phone's screen: the narrowest the app is made for. */
const PHONE = { width: 360, height: 740 };

function emailField(page: Page) {
  return page.getByRole('textbox', { name: 'Email address' });
}

async function signInHere(page: Page, email: string) {
  await emailField(page).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(MESSAGES.signInSucceeded)).toBeVisible();
}

/**
 * The session check answers only after `ms`, as on a weak connection; `answered()` says whether
 * it has yet. It still goes to the real server.
 */
async function slowSessionCheck(page: Page, ms: number) {
  let answered = false;
  await page.route('**/api/session', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
    answered = true;
  });
  return { answered: () => answered };
}

async function accountIn(browser: Browser, label: string): Promise<string> {
  const page = await newPage(browser);
  const email = uniqueEmail(label);
  await signUp(page, email);
  await page.context().close();
  return email;
}

/** On the sign-in page Share Story sent her to: she signs in and finds her draft waiting. */
async function signInForDraft(page: Page, email: string, title: string) {
  await expect(page.getByText(MESSAGES.shareSignInRequired)).toBeVisible();
  await signInHere(page, email);
  await expect(page).toHaveURL(`${APP_ORIGIN}/share-story`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your draft is still here.' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
}

test('the verification link opened while signed in confirms it and offers the ways on', async ({
  page,
}) => {
  const email = uniqueEmail('verify-signed-in');
  await signUp(page, email);
  await signIn(page, email);
  const link = await linkFromMail(email, /confirm your e-mail/i);

  // The first use ends the sessions opened before the address was confirmed, but this browser,
  // which held one of them and reads her mail, is given a fresh one: she stays signed in.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email address verified' }),
  ).toBeVisible();

  // Opened again, signed in: the confirmation, and the ways on.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email address verified' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Thank you. Your email address is verified, and you are signed in.' }),
  ).toBeVisible();
  const next = page.getByRole('navigation', { name: 'Where would you like to go next?' });
  await expect(next.getByRole('link', { name: 'Read stories' })).toHaveAttribute(
    'href',
    '/stories',
  );
  await next.getByRole('link', { name: 'Share your story' }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/share-story`);
  await expect(page.getByRole('heading', { level: 1, name: 'Share Your Story' })).toBeVisible();
});

test.describe('text typed while the session check has not answered', () => {
  test('stays in the sign-in form when it answers', async ({ page }) => {
    const session = await slowSessionCheck(page, 1500);
    await page.goto('/auth', { waitUntil: 'commit' });
    await emailField(page).pressSequentially('asha@example.org');
    expect(session.answered()).toBe(false);

    await page.waitForResponse('**/api/session');
    await expect(emailField(page)).toHaveValue('asha@example.org');
    // Still hers to type on, where she left off.
    await page.keyboard.type('x');
    await expect(emailField(page)).toHaveValue('asha@example.orgx');
  });

  test('stays, with her cursor, when the page is rendered afresh under her typing', async ({
    page,
  }) => {
    const session = await slowSessionCheck(page, 1500);
    // Opened with a query, the page is rendered anew instead of taken over: its fields are
    // replaced while she types. The script is held until she has begun.
    let releaseScripts: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/auth?next=/share-story', { waitUntil: 'commit' });
    await emailField(page).pressSequentially('asha@');
    releaseScripts();
    await page.keyboard.type('example.org', { delay: 60 });
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect(session.answered()).toBe(false);

    await page.waitForResponse('**/api/session');
    await expect(page.getByText(MESSAGES.shareSignInRequired)).toBeVisible();
    await expect(emailField(page)).toHaveValue('asha@example.org');
    await expect(emailField(page)).toBeFocused();
  });
});

test.describe('a visitor asked to sign in to share', () => {
  test.use({ viewport: PHONE });

  test('is told calmly, signs in, and finds her draft back on Share Story', async ({
    page,
    browser,
  }) => {
    const email = await accountIn(browser, 'draft-keeper');
    await page.goto('/share-story');
    await page.getByRole('textbox', { name: 'Title' }).fill('Written before signing in');
    await page.getByRole('textbox', { name: 'Your Story' }).fill('My words, kept.');

    const note = page.getByRole('status').filter({ hasText: MESSAGES.shareSignInRequired });
    await expect(note).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath('share-visitor-360.png'),
      fullPage: true,
    });

    await note.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${APP_ORIGIN}/auth?next=%2Fshare-story`);
    await signInForDraft(page, email, 'Written before signing in');
    await expect(page.getByRole('textbox', { name: 'Your Story' })).toHaveValue('My words, kept.');
    await expect(page.getByText(MESSAGES.shareSignInRequired)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('share-draft-back-360.png') });
  });

  test('pressing Share Story takes her to sign in with the reason, and no error', async ({
    page,
  }) => {
    await page.goto('/share-story');
    await page.getByRole('textbox', { name: 'Title' }).fill('A title');
    await page.getByRole('textbox', { name: 'Your Story' }).fill('A story.');
    await page.getByRole('button', { name: 'Share Story', exact: true }).click();

    await expect(page).toHaveURL(`${APP_ORIGIN}/auth?next=%2Fshare-story`);
    await expect(page.getByText(MESSAGES.shareSignInRequired)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('auth-reason-360.png') });
  });
});

test('her session ended on another device while she wrote: she signs in again and finds her draft', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('verified-elsewhere');
  await signUp(page, email);
  await signIn(page, email);
  await page.goto('/share-story');
  await page.getByRole('textbox', { name: 'Title' }).fill('Written while signed in');
  await page.getByRole('textbox', { name: 'Your Story' }).fill('Not lost.');

  // Confirming her address on another device ends the sessions opened before it (the browser
  // that opens the link keeps one only if it held one of them: verify-keeps-session.spec.ts).
  const mail = await newPage(browser);
  await mail.goto(await linkFromMail(email, /confirm your e-mail/i));
  await mail.context().close();

  await page.getByRole('button', { name: 'Share Story', exact: true }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/auth?next=%2Fshare-story`);
  await signInForDraft(page, email, 'Written while signed in');
});

for (const next of ['//evil.example', 'https://evil.example']) {
  test(`signing in with next=${next} stays on the app`, async ({ page, browser }) => {
    const email = await accountIn(browser, 'open-redirect');
    await page.goto(`/auth?next=${encodeURIComponent(next)}`);
    await signInHere(page, email);
    await expect(page).toHaveURL(`${APP_ORIGIN}/`);
    await expect(
      page.getByText('A safe space to share your story and connect with others who understand'),
    ).toBeVisible();
  });
}

test('a signed-in reader who is not an admin is offered the way back from /admin', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'not-admin-way-back');
  await page.goto('/admin');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(
    main.getByText('You are signed in, and everything else in Sahas is open to you.'),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await main.getByRole('link', { name: 'Read stories' }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/stories`);
});
