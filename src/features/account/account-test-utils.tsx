// Test-only: the Account page on the real server, signed in as her (password TEST_PASSWORD),
// with stand-ins for the pages it sends her to.
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { BackendPort } from '@/backend/port';
import { seedStory } from '@/testing/seed';
import { renderWithProviders } from '@/testing/render-with-providers';
import {
  startTestBackend,
  type StartTestBackendOptions,
  type TestBackend,
} from '@/testing/test-backend';
import AccountPage from '@/features/account/account-page';
import { isTooManyRequests } from '@/features/account/account-errors';

export const HER_EMAIL = 'her@example.org';
export const HOME_STUB = 'Home page stand-in';
export const AUTH_STUB = 'Sign-in page stand-in';
export const HER_STORY_TITLE = 'What happened on the bus';
export const OTHER_STORY_TITLE = 'Someone else’s story';

/**
 * A server where she is signed in (unless `signedIn` says otherwise), with her story and someone
 * else's.
 */
export async function startAccountBackend(
  options: StartTestBackendOptions = {},
): Promise<TestBackend> {
  const started = await startTestBackend({ signedIn: HER_EMAIL, ...options });
  await seedStory(started.server, { title: HER_STORY_TITLE, author: HER_EMAIL });
  await seedStory(started.server, { title: OTHER_STORY_TITLE });
  return started;
}

/** The Account page (or `ui` around it) on `backend`. */
export function renderAccount(backend: BackendPort, ui?: ReactElement) {
  return renderWithProviders(ui ?? <AccountPage />, {
    route: '/account',
    backend,
    stubs: { '/': <p>{HOME_STUB}</p>, '/auth': <p>{AUTH_STUB}</p> },
  });
}

/** Waits for the page to have her summary (its first heading, in the language shown). */
export async function accountLoaded(heading = 'About your account') {
  return screen.findByRole('heading', { level: 2, name: heading });
}

/** Her Account page on a new server (made ready by `prepare` first), once her summary shows. */
export async function renderAccountPage(
  options: StartTestBackendOptions = {},
  prepare: (started: TestBackend) => Promise<unknown> = async () => {},
): Promise<TestBackend> {
  const started = await startAccountBackend(options);
  await prepare(started);
  renderAccount(started.backend);
  await accountLoaded();
  return started;
}

/** The section headed `name`. */
export function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

/** The titles of the stories a visitor's list shows. */
export async function listedStories(started: TestBackend): Promise<string[]> {
  const visitor = await started.openBrowser();
  const { stories } = await visitor.backend.stories.list({ tags: [], sort: 'newest' });
  return stories.map((story) => story.title);
}

/** Whether her address and `password` still sign in, from another browser. */
export async function signsIn(started: TestBackend, password: string): Promise<boolean> {
  const visitor = await started.openBrowser();
  return visitor.auth.signIn(HER_EMAIL, password).then(
    () => true,
    () => false,
  );
}

/**
 * Gives wrong passwords through the adapter until the server refuses to check any more (her
 * allowance per account is the server's to count).
 */
export async function spendPasswordChecks(backend: BackendPort): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const refusal: unknown = await backend.account.changePassword('Wr0ng!pass', 'N3w!secret').then(
      () => null,
      (error: unknown) => error,
    );
    if (isTooManyRequests(refusal)) return;
  }
  throw new Error('The server never refused to check her password again');
}
