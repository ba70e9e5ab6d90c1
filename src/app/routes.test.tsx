import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, SIGNED_IN_USER } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AppRoutes } from '@/app/routes';

describe('routes', () => {
  it('sends a signed-in user from /auth to /', async () => {
    renderWithProviders(<AppRoutes />, { route: '/auth', signedIn: SIGNED_IN_USER });
    expect(
      await screen.findByText(
        'A safe space to share your story and connect with others who understand',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows Access Denied and the way home on /admin to a signed-in non-admin', async () => {
    renderWithProviders(<AppRoutes />, { route: '/admin', signedIn: SIGNED_IN_USER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' }),
    ).toHaveAttribute('href', '/');
  });

  it('shows the dashboard sections to an admin', async () => {
    renderWithProviders(<AppRoutes />, { route: '/admin', signedIn: ADMIN_USER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
    for (const section of ['Pending NGO Requests', 'Approved NGOs', 'Story Moderation']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
  });

  it.each(['/', '/stories', '/share-story', '/resources', '/faqs', '/auth', '/nowhere'])(
    'offers the Quick exit on %s',
    async (path) => {
      renderWithProviders(<AppRoutes />, { route: path });
      expect(await screen.findByRole('link', { name: 'Quick exit' })).toBeInTheDocument();
    },
  );

  it('shows a not-found page for an unknown path', async () => {
    renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
