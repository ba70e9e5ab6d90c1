import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { statusSaying } from './toast-locators';
import { shot } from './review-shots';
import { MESSAGES } from '../../src/domain/messages';
import { APP_ORIGIN, PHONE } from './e2e-env';
import { linkFromMail, uniqueEmail } from './outbox';
import { holdRequests } from './page-requests';
import { newPage, sendCredentials, signedInAt, signUp, signUpAndSignInOnScreen } from './session';
import { fillStoryForm } from './story-form';

// Proved on the real server in jsdom instead: a verification link opened while signed in
// (return-after-sign-in.test.tsx, and verify-keeps-session.spec.ts in a browser), sign-in's
// refusal of a next= address off the app (return-after-sign-in.test.tsx), and the way back from
// /admin for a reader who is not an admin (admin-page.test.tsx).

function emailField(page: Page) {
  return page.getByRole('textbox', { name: 'Email address' });
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
  await sendCredentials(page, 'Sign In', email);
  await expect(page.getByText(MESSAGES.signInSucceeded)).toBeVisible();
  await expect(page).toHaveURL(`${APP_ORIGIN}/share-story`);
  await expect(statusSaying(page, 'Your draft is still here.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
}

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
    const releaseScripts = await holdRequests(page, '**/assets/*.js');
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

  test('is told calmly; pressing Share Story takes her to sign in with the reason and no error; she signs in and finds her draft back', async ({
    page,
    browser,
  }) => {
    const email = await accountIn(browser, 'draft-keeper');
    await page.goto('/share-story');
    await fillStoryForm(page, { title: 'Written before signing in', story: 'My words, kept.' });

    const note = statusSaying(page, MESSAGES.shareSignInRequired);
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fshare-story',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shot(page, 'share-visitor-360', { fullPage: true });

    await page.getByRole('button', { name: 'Share Story', exact: true }).click();
    await expect(page).toHaveURL(`${APP_ORIGIN}/auth?next=%2Fshare-story`);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shot(page, 'auth-reason-360');
    await signInForDraft(page, email, 'Written before signing in');
    await expect(page.getByRole('textbox', { name: 'Your Story' })).toHaveValue('My words, kept.');
    await expect(page.getByText(MESSAGES.shareSignInRequired)).toHaveCount(0);
    await shot(page, 'share-draft-back-360');
  });
});

/**
 * Confirms her address from the mailed link in another browser: that ends the sessions opened
 * before it (the browser that opens the link keeps one only if it held one of them:
 * verify-keeps-session.spec.ts).
 */
async function confirmAddressElsewhere(browser: Browser, email: string) {
  const mail = await newPage(browser);
  await mail.goto(await linkFromMail(email, /confirm your e-mail/i));
  await mail.context().close();
}

test('her session ended on another device while she wrote: she signs in again and finds her draft', async ({
  page,
  browser,
}) => {
  const email = await signedInAt(page, '/share-story', 'verified-elsewhere');
  await fillStoryForm(page, { title: 'Written while signed in', story: 'Not lost.' });

  await confirmAddressElsewhere(browser, email);

  await page.getByRole('button', { name: 'Share Story', exact: true }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/auth?next=%2Fshare-story`);
  await signInForDraft(page, email, 'Written while signed in');
});

// The same, when the app learns of it before she presses Share Story: her stories were asked for
// only after her session had ended (held here; seen on a loaded machine). The refused read used to
// rebuild the page empty, her draft removed from the tab.
test('her session ended elsewhere before her stories were asked for: her draft stays', async ({
  page,
  browser,
}) => {
  const email = await signUpAndSignInOnScreen(page, 'verified-before-read');
  const release = await holdRequests(page, '**/api/stories/mine');
  await page.goto('/share-story');
  await fillStoryForm(page, { title: 'Written before the read', story: 'Not lost.' });

  await confirmAddressElsewhere(browser, email);
  const refused = page.waitForResponse('**/api/stories/mine');
  release();
  expect((await refused).status()).toBe(401);

  // The app now knows she is signed out; what she wrote is still there.
  await expect(statusSaying(page, MESSAGES.shareSignInRequired)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Written before the read');
  await page.getByRole('button', { name: 'Share Story', exact: true }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/auth?next=%2Fshare-story`);
  await signInForDraft(page, email, 'Written before the read');
});
