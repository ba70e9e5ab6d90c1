// The whole app on a test server: the layout's skip link and Quick exit, each page's tab name, who
// each route lets in, and the Account page (reached from her name in the navigation and at the
// address the policies send her to, ACCOUNT_PATH, and left for Home when she deletes her account,
// as the layout rebuilds the page when her session ends).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anonymousName } from '@/domain/display';
import { MESSAGES } from '@/domain/messages';
import { ACCOUNT_PATH } from '@/features/legal/policy-storage';
import { AppRoutes } from '@/app/routes';
import { currentLocation, renderWithProviders } from '@/testing/render-with-providers';
import { user as users } from '@/testing/server-side';
import {
  startTestBackend,
  TEST_PASSWORD,
  type StartTestBackendOptions,
} from '@/testing/test-backend';

/** The whole app at `route` on a test server; a visitor's unless said otherwise. */
async function renderAt(route: string, options: StartTestBackendOptions = {}) {
  const started = await startTestBackend(options);
  renderWithProviders(<AppRoutes />, { route, backend: started.backend });
  return started;
}

// The first render imports the page's chunk, which can take a while on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };
const HOME_TAGLINE = 'A safe space to share your story and connect with others who understand';

describe('routes', () => {
  it('sends a signed-in user from /auth to /', async () => {
    await renderAt('/auth', { signedIn: 'her@example.org' });
    expect(await screen.findByText(HOME_TAGLINE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  // What a reader who is not an admin finds at /admin: admin-page.test.tsx, on the page the
  // route shows an admin here.
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
  // route, visitor and signed in, at a phone's and a laptop's width.
});

describe('the Account page in the app', () => {
  it('is her anonymous name in the navigation, named as her account', async () => {
    const { user } = await renderAt('/about', { signedIn: 'her@example.org' });
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    const link = await nav.findByRole('link', {
      name: `${anonymousName(user?.id ?? '')} (Your account)`,
    });
    expect(link).toHaveAttribute('href', ACCOUNT_PATH);
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Download my data/ })).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-current', 'page');
    // The title is set by an effect after the page renders: on a busy machine, a moment later.
    await waitFor(() => expect(document.title).toBe(`Your account · Sahas`));
  });

  it('leads a visitor who opens it to the sign-in page', async () => {
    await renderAt('/account');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(currentLocation().search).toBe('?next=%2Faccount');
  });

  it('leaves for Home once her account is deleted, signed out, with the toast', async () => {
    const { server } = await renderAt('/account', { signedIn: 'her@example.org' });
    const deleteSection = within(
      await screen.findByRole('region', { name: 'Delete your account' }, FIRST_LOAD),
    );
    await userEvent.click(deleteSection.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete your account?' }));
    await userEvent.type(dialog.getByLabelText('Your password, to confirm'), TEST_PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(HOME_TAGLINE, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accountDeleted)).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(await server.db.select().from(users)).toEqual([]);
  });
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

  // An unknown path's not-found page is named here as well.
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

  it('renames the tab on navigation', async () => {
    await renderAt('/about');
    await waitFor(() => expect(document.title).toBe('About · Sahas'), FIRST_LOAD);
    await userEvent.click(screen.getAllByRole('link', { name: 'FAQs' })[0] as HTMLElement);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Frequently Asked Questions' },
      FIRST_LOAD,
    );
    await waitFor(() => expect(document.title).toBe('FAQs · Sahas'));
  });
});
