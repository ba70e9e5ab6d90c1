import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request,
  test,
} from '@playwright/test';
import { MESSAGES } from '../../src/domain/messages';
import { APP_ORIGIN, SAME_ORIGIN } from './e2e-env';
import { untilAppReady } from './fixtures';
import { linkFromMail, uniqueEmail } from './outbox';

export const E2E_PASSWORD = 'Str0ng!pass';

/**
 * The Auth screen, once its script has taken the prerendered form over (`data-ready`): a page of
 * its own context (`newPage`) lacks the fixture's `goto`, which waits for that, and a click
 * before it does nothing, as for a reader (on a loaded machine, the form stayed unsent).
 */
async function openAuthScreen(page: Page): Promise<void> {
  await page.goto('/auth');
  await untilAppReady(page);
}

/**
 * Signs up through the Auth screen. With enumeration protection an address already registered
 * gets the same answer, so this also works for a fixed address on a reused server.
 */
export async function signUp(page: Page, email: string, password = E2E_PASSWORD) {
  await openAuthScreen(page);
  await page
    .getByRole('group', { name: 'Sign in or create an account' })
    .getByRole('button', { name: 'Sign Up' })
    .click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(MESSAGES.signUpSucceeded)).toBeVisible();
}

/** Signs in through the Auth screen and waits for Home. */
export async function signIn(page: Page, email: string, password = E2E_PASSWORD) {
  await openAuthScreen(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(MESSAGES.signInSucceeded)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * A fresh account, signed up and signed in through the API: for tests whose subject comes after
 * (auth.spec signs up and in through the Sign In screen, with signUp and signIn). A page's browser
 * shares the session with its `request`. An unverified address may sign in; `verified` follows
 * the e-mailed link first, as a reader whose reports count towards hiding a story.
 */
export async function signUpAndSignIn(
  from: Page | APIRequestContext,
  label = 'reader',
  { verified = false }: { verified?: boolean } = {},
): Promise<string> {
  const api = 'request' in from ? from.request : from;
  const credentials = { email: uniqueEmail(label), password: E2E_PASSWORD };
  await api.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...credentials, name: 'Anonymous' },
  });
  if (verified) {
    const link = await linkFromMail(credentials.email, /confirm your e-mail/i);
    expect((await api.get(link)).ok()).toBe(true);
  }
  const signedIn = await api.post('/api/auth/sign-in/email', {
    headers: SAME_ORIGIN,
    data: credentials,
  });
  expect(signedIn.status()).toBe(200);
  return credentials.email;
}

/**
 * A fresh reader's API session of her own (signUpAndSignIn, cookies apart from any page's), for
 * seeding what a test then reads; the test disposes of it.
 */
export async function apiSession(
  label: string,
  options: { verified?: boolean } = {},
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: SAME_ORIGIN });
  await signUpAndSignIn(api, label, options);
  return api;
}

/** Creates a story through the API with the page's own session, or an API session (no media). */
export async function createStoryViaApi(
  from: Page | APIRequestContext,
  story: { title: string; content: string; tags?: string[] },
): Promise<string> {
  const api = 'request' in from ? from.request : from;
  const response = await api.post('/api/stories', {
    headers: SAME_ORIGIN,
    data: { title: story.title, content: story.content, tags: story.tags ?? [], mediaUrls: [] },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The e2e server runs with ADMIN_EMAILS set to this address (playwright.config.ts). */
/**
 * Waits until the page knows she is signed in (Sign Out in the desktop header). A prerendered
 * page shows its form before the session check answers; tests about what happens afterwards wait
 * for it (share-story.spec.ts tests a file picked before then).
 */
export async function untilSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

export const ADMIN_EMAIL = 'admin@sahas.test';

/**
 * Signs in as the admin. The account was onboarded once for the whole run (admin.setup.ts):
 * admin rights need a verified address in ADMIN_EMAILS and a password set through a mailed link,
 * and setting it ends every session of the account, so no spec may do it again.
 */
export async function signInAsAdmin(page: Page) {
  // Only the onboarding and the `admin` project's specs, which wait for it: a spec elsewhere
  // might run before it.
  const { project } = test.info();
  if (project.name !== 'admin' && project.name !== 'admin setup') {
    throw new Error(
      `Add this spec to ADMIN_SPECS in playwright.config.ts (it ran in ${project.name})`,
    );
  }
  await signIn(page, ADMIN_EMAIL);
  await expect(adminLink(page)).toBeVisible();
}

/** The navbar's link to the admin panel, shown to admins only. */
export function adminLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' });
}

/** A page in a browser context of its own (its own session). */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}
