import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BRAND } from '@/domain/brand';
import { NAV_LINKS, TAGLINE } from '@/app/layout/nav-links';
import { i18n } from '@/i18n/i18n';
import { MESSAGES } from '@/domain/messages';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend, type StartTestBackendOptions } from '@/testing/test-backend';
import { AppRoutes } from '@/app/routes';

const HER_EMAIL = 'her@example.org';

/** The whole app at About, on a test server, as a visitor unless said otherwise. */
async function renderAbout(options: StartTestBackendOptions = {}) {
  const started = await startTestBackend(options);
  renderWithProviders(<AppRoutes />, { route: '/about', backend: started.backend });
  return started;
}

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

// The Admin Panel link an admin follows to the dashboard: admin.spec.ts' first journey (adminLink);
// a signed-in reader shown as Anonymous_ and 8 characters, never her e-mail: auth.spec.ts' first
// journey, and without Sign In or Admin Panel: app-layout.test.tsx's Account link.
describe('Navbar', () => {
  it('shows the brand, tagline, every link and Sign In to a visitor, marking the active route', async () => {
    await renderAbout();
    const nav = await mainNav();
    expect(nav.getByText(BRAND.name)).toBeInTheDocument();
    expect(nav.getByText(i18n._(TAGLINE))).toBeInTheDocument();
    for (const link of NAV_LINKS) {
      expect(nav.getByRole('link', { name: i18n._(link.label) })).toHaveAttribute('href', link.to);
    }
    // Signing in from here comes back here.
    expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fabout',
    );
    expect(nav.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  // Signing out with a toast and Sign In back: auth.spec.ts' first journey; the session ended on
  // the server, server/auth/auth.test.ts; the tab emptied, session-end.test.tsx.
  it('says so when signing out fails, and keeps the user signed in', async () => {
    const { network } = await renderAbout({ signedIn: HER_EMAIL });
    network.fail('DELETE', '/api/session');
    const nav = await mainNav();
    await userEvent.click(await nav.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText(MESSAGES.signOutFailed)).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  // Opening, navigating, Escape and a tap outside on nothing that takes focus (focus back on the
  // toggle) are navigation.spec.ts' phone journey.
  it('closes the mobile menu on a click or tap outside it, leaving focus where the tap went', async () => {
    await renderAbout();
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click((await mainNav()).getByRole('list'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('textbox', { name: 'Your e-mail' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Asked afresh: the footer's stand-in field may give way to the loaded form, focus moving with it.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your e-mail' })).toHaveFocus());
  });
});
