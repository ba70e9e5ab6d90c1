// The whole app on a test server: the layout's skip link and Quick exit, each page's tab name, who
// each route lets in, and the Account page (reached from her name in the navigation and at the
// address the policies send her to, ACCOUNT_PATH).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anonymousName } from '@/domain/display';
import { ACCOUNT_PATH } from '@/features/legal/policy-storage';
import { AppRoutes } from '@/app/routes';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend, type StartTestBackendOptions } from '@/testing/test-backend';

/** The whole app at `route` on a test server; a visitor's unless said otherwise. */
async function renderAt(route: string, options: StartTestBackendOptions = {}) {
  const started = await startTestBackend(options);
  renderWithProviders(<AppRoutes />, { route, backend: started.backend });
  return started;
}

// The first render imports the page's chunk, which can take a while on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };

// A signed-in user sent from /auth to /: auth.spec.ts' first journey.
// /admin for an admin and for a reader: admin-page.test.tsx and every-route.spec.ts.
// The Quick exit on every route: tests/e2e/never-covered.spec.ts finds it by name on each
// route, visitor and signed in, at a phone's and a laptop's width.

describe('the Account page in the app', () => {
  it('is her anonymous name in the navigation, named as her account', async () => {
    const { user } = await renderAt('/about', { signedIn: 'her@example.org' });
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    const link = await nav.findByRole('link', {
      name: `${anonymousName(user?.id ?? '')} (Your account)`,
    });
    expect(link).toHaveAttribute('href', ACCOUNT_PATH);
    expect(nav.queryByRole('link', { name: /^(Sign In|Admin Panel)$/ })).toBeNull();
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Download my data/ })).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-current', 'page');
    // The title is set by an effect after the page renders: on a busy machine, a moment later.
    await waitFor(() => expect(document.title).toBe(`Your account · Sahas`));
  });

  // A visitor sent to sign in from it: account-page.test.tsx. Home, signed out, with the toast once
  // her account is deleted: account.spec.ts.
});

describe('AppLayout', () => {
  it('puts the Quick exit right after the skip link in Tab order', async () => {
    await renderAt('/about');
    await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Quick exit' })).toHaveFocus();
  });

  // An unknown path's not-found page is named here as well. Renamed as she moves within the app:
  // languages.spec.ts' first journey, from Stories to About in Hindi.
  it.each([
    ['/', 'Sahas'],
    ['/stories', 'Stories · Sahas'],
    ['/share-story', 'Share your Story · Sahas'],
    ['/faqs', 'FAQs · Sahas'],
    ['/auth', 'Sign In · Sahas'],
    ['/PrivacyPolicy', 'Privacy Policy · Sahas'],
    ['/nowhere', 'Page not found · Sahas'],
  ])('names the tab after the page on %s', async (path, title) => {
    document.title = 'Sahas';
    await renderAt(path);
    await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
