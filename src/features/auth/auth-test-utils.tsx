// Test-only helpers for the auth page tests: the page on a test server (the real self-hosted
// server in process, through the SPA's HTTP adapter), with stand-ins for where it sends her.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthPage from '@/features/auth/auth-page';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '@/testing/render-with-providers';
import type { BackendPort } from '@/backend/port';
import {
  startTestBackend,
  type StartTestBackendOptions,
  TEST_PASSWORD,
  type TestBackend,
} from '@/testing/test-backend';

/** The auth page, and stand-ins for the pages it sends her to once she is signed in. */
export const AUTH_ROUTE = {
  route: '/auth',
  stubs: {
    '/': <p>Home screen</p>,
    '/share-story': <p>Share Story screen</p>,
    '/stories': <p>Stories screen</p>,
  },
} satisfies RenderWithProvidersOptions;

/**
 * Google sign-in configured on the test server: /api/config offers it, and Continue with Google
 * gets the address of Google's consent page (these endpoints; nothing is fetched from them).
 * The whole journey through a stand-in for Google is tests/e2e/google-sign-in.spec.ts.
 */
export const GOOGLE_CONFIGURED = {
  clientId: 'sahas-test.apps.googleusercontent.com',
  clientSecret: 'test-client-secret',
  endpoints: {
    authorization: 'https://accounts.google.test/o/oauth2/v2/auth',
    token: 'https://oauth2.google.test/token',
  },
} satisfies StartTestBackendOptions['google'];

/**
 * /auth at `route` on a fresh test server: a visitor's browser unless `options.signedIn` signs
 * her in first. Accounts she signs in to are seeded with seed.ts's seedUser (TEST_PASSWORD).
 */
export async function renderAuthPage(
  route = '/auth',
  options: StartTestBackendOptions = {},
): Promise<TestBackend> {
  const test = await startTestBackend(options);
  showAuthPage(test.backend, route);
  return test;
}

/** /auth at `route` in a browser of a test server already started (for a state seeded first). */
export function showAuthPage(backend: BackendPort, route: string): void {
  renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, route, backend });
}

/** Turns the auth screen to Sign In or Sign Up with its toggle. */
export async function switchTo(mode: 'Sign In' | 'Sign Up'): Promise<void> {
  const toggle = screen.getByRole('group', { name: 'Sign in or create an account' });
  await userEvent.click(within(toggle).getByRole('button', { name: mode }));
}

/** Types what is given into the form of `mode` she is on (blank: left as it is) and sends it. */
export async function submitForm(
  mode: 'Sign In' | 'Sign Up',
  email: string,
  password = TEST_PASSWORD,
): Promise<void> {
  if (email) await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  const form = screen.getByRole('form', { name: mode });
  await userEvent.click(within(form).getByRole('button', { name: mode }));
}
