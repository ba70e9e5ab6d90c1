import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request,
  test,
} from '@playwright/test';
import { MESSAGES } from '../../src/domain/messages';
import { PLAIN_PNG } from '../../src/testing/image-samples';
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
  await submitSignUp(page, email, password);
}

/** A message of the interface in the page's language, from its English (`area`'s catalogue). */
export type Say = (area: string, english: string) => string;
const english: Say = (_, text) => text;

/** On the Auth screen, the Sign In or Sign Up tab (`tab`, named as `say` says). */
export async function turnTo(page: Page, tab: 'Sign In' | 'Sign Up', say = english) {
  await page
    .getByRole('group', { name: say('auth', 'Sign in or create an account') })
    .getByRole('button', { name: say('auth', tab) })
    .click();
}

/** Fills the form she is on with her address and password and presses `button`, whatever the answer. */
export async function sendCredentials(
  page: Page,
  button: 'Sign In' | 'Sign Up',
  email: string,
  password = E2E_PASSWORD,
  say = english,
) {
  await page.getByLabel(say('auth', 'Email address')).fill(email);
  await page.getByLabel(say('auth', 'Password'), { exact: true }).fill(password);
  await page
    .locator('form')
    .getByRole('button', { name: say('auth', button) })
    .click();
}

/** On the Auth screen she is on, turns to Sign Up and signs up. */
export async function submitSignUp(page: Page, email: string, password = E2E_PASSWORD) {
  await turnTo(page, 'Sign Up');
  await sendCredentials(page, 'Sign Up', email, password);
  await expect(page.getByText(MESSAGES.signUpSucceeded)).toBeVisible();
}

/** Signs in through the Auth screen and waits for Home. */
export async function signIn(page: Page, email: string, password = E2E_PASSWORD) {
  await openAuthScreen(page);
  await sendCredentials(page, 'Sign In', email, password);
  await expect(page.getByText(MESSAGES.signInSucceeded)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Forgot Password on the Auth screen, then the mailed link's form: what a reader does, and what
 * an operator tells a new admin to do. Ends on "Please sign in".
 */
export async function resetPasswordByMail(page: Page, email: string, password = E2E_PASSWORD) {
  await openAuthScreen(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByText(MESSAGES.resetEmailSent)).toBeVisible();
  await page.goto(await linkFromMail(email, /reset your password/i));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();
}

/** A fresh account signed up and then signed in through the Auth screen: her address. */
export async function signUpAndSignInOnScreen(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUp(page, email);
  await signIn(page, email);
  return email;
}

/** Signs in through the API (a page's browser shares the session with its `request`). */
export async function signInViaApi(
  from: Page | APIRequestContext,
  email: string,
  password = E2E_PASSWORD,
): Promise<void> {
  const api = 'request' in from ? from.request : from;
  const signedIn = await api.post('/api/auth/sign-in/email', {
    headers: SAME_ORIGIN,
    data: { email, password },
  });
  expect(signedIn.status()).toBe(200);
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
  await signInViaApi(api, credentials.email);
  return credentials.email;
}

/** A fresh account (signUpAndSignIn), then `path`, once the page knows she is signed in. */
export async function signedInAt(
  page: Page,
  path: string,
  label: string,
  options: { verified?: boolean } = {},
): Promise<string> {
  const email = await signUpAndSignIn(page, label, options);
  await page.goto(path);
  await untilSignedIn(page);
  return email;
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

/** Stories by a fresh author of their own (an API session, then disposed of): their ids. */
export async function storiesByAnother(
  label: string,
  stories: { title: string; content: string; tags?: string[] }[],
): Promise<string[]> {
  const author = await apiSession(label);
  const ids: string[] = [];
  for (const story of stories) ids.push(await createStoryViaApi(author, story));
  await author.dispose();
  return ids;
}

/** Reports a story through the API, as the Stories page does. */
export async function reportViaApi(api: APIRequestContext, storyId: string, reason = 'spam') {
  const reported = await api.post(`/api/stories/${storyId}/reports`, {
    headers: SAME_ORIGIN,
    data: { reason },
  });
  expect(reported.status()).toBe(201);
}

/** `count` fresh readers (of API sessions of their own, then disposed of) report the story. */
export async function reportedBy(
  count: number,
  storyId: string,
  label: string,
  options: { verified?: boolean } = {},
) {
  for (let n = 1; n <= count; n += 1) {
    const reader = await apiSession(`${label}-${n}`, options);
    await reportViaApi(reader, storyId);
    await reader.dispose();
  }
}

/** Creates a story through the API with the page's own session, or an API session. */
export async function createStoryViaApi(
  from: Page | APIRequestContext,
  story: { title: string; content: string; tags?: string[]; mediaUrls?: string[] },
): Promise<string> {
  const api = 'request' in from ? from.request : from;
  const response = await api.post('/api/stories', {
    headers: SAME_ORIGIN,
    data: { tags: [], mediaUrls: [], ...story },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A story with a small photo, shared with the page's session: the photo's address. */
export async function createStoryWithPhoto(
  page: Page,
  story: { title: string; content: string; tags?: string[] },
): Promise<string> {
  const upload = await page.request.post('/api/media?purpose=create', {
    headers: { ...SAME_ORIGIN, 'content-type': 'image/png' },
    data: Buffer.from(PLAIN_PNG),
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  await createStoryViaApi(page, { ...story, mediaUrls: [url] });
  return url;
}

/**
 * Waits until the page knows she is signed in: Sign Out is in the header (in the closed menu on a
 * phone). A prerendered page shows its form before the session check answers; tests about what
 * happens afterwards wait for it (share-story.spec.ts tests a file picked before then).
 */
export async function untilSignedIn(page: Page): Promise<void> {
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign Out', includeHidden: true }),
  ).toBeAttached();
}

/** The e2e server runs with ADMIN_EMAILS set to this address (playwright.config.ts). */
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

/** The main navigation (the navbar), named `name` in the page's language. */
export function mainNav(page: Page, name = 'Main') {
  return page.getByRole('navigation', { name });
}

/** The page's main heading (its h1), named `name` in the page's language. */
export function mainHeading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

/** The navbar's link to the admin panel, shown to admins only. */
export function adminLink(page: Page) {
  return mainNav(page).getByRole('link', { name: 'Admin Panel' });
}

/** Follows a link of the phone's menu (named `menu`), as she would: within the app. */
export async function throughMenu(page: Page, name: string | RegExp, menu = 'Menu') {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: menu, exact: true }).click();
  await header.getByRole('link', { name, exact: typeof name === 'string' }).click();
}

/** Signs out with the navbar's Sign Out and waits for the app to say so. */
export async function signOut(page: Page) {
  await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText(MESSAGES.signedOut)).toBeVisible();
}

/** A page in a browser context of its own (its own session). */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}
