import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend, type StartTestBackendOptions } from '@/testing/test-backend';
import { AppRoutes } from '@/app/routes';

/** The whole app at `route` on a test server; a visitor's unless said otherwise. */
async function renderAt(route: string, options: StartTestBackendOptions = {}) {
  const { backend } = await startTestBackend(options);
  renderWithProviders(<AppRoutes />, { route, backend });
}

describe('routes', () => {
  it('sends a signed-in user from /auth to /', async () => {
    await renderAt('/auth', { signedIn: 'her@example.org' });
    expect(
      await screen.findByText(
        'A safe space to share your story and connect with others who understand',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows Access Denied and the way home on /admin to a signed-in non-admin', async () => {
    await renderAt('/admin', { signedIn: 'her@example.org' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' }),
    ).toHaveAttribute('href', '/');
  });

  it('shows the dashboard sections to an admin', async () => {
    await renderAt('/admin', { signedIn: 'admin@example.org', admin: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
    for (const section of ['Pending NGO Requests', 'Approved NGOs', 'Story Moderation']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
  });

  // The Quick exit on every route: tests/e2e/never-covered.spec.ts finds it by name on each
  // route, visitor and signed in, at a phone's and a laptop's width. An unknown path's
  // not-found page: app-layout.test.tsx names its tab.
});
