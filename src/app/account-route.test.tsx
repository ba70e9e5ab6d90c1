// The Account page within the whole app: reached from her name in the navigation and at the
// address the policies send her to (ACCOUNT_PATH), closed to visitors, and left for Home when she
// deletes her account (the layout rebuilds the page as her session ends).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anonymousName } from '@/domain/display';
import { MESSAGES } from '@/domain/messages';
import { ACCOUNT_PATH } from '@/features/legal/policy-storage';
import { AppRoutes } from '@/app/routes';
import { currentLocation, renderWithProviders } from '@/testing/render-with-providers';
import { user as users } from '@/testing/server-side';
import { startTestBackend, TEST_PASSWORD } from '@/testing/test-backend';

// The first render imports the page's chunk, which can take a while on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };

describe('the Account page in the app', () => {
  it('is her anonymous name in the navigation, named as her account', async () => {
    const { backend, user } = await startTestBackend({ signedIn: 'her@example.org' });
    renderWithProviders(<AppRoutes />, { route: '/about', backend });
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
    const { backend } = await startTestBackend();
    renderWithProviders(<AppRoutes />, { route: '/account', backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(currentLocation().search).toBe('?next=%2Faccount');
  });

  it('leaves for Home once her account is deleted, signed out, with the toast', async () => {
    const { backend, server } = await startTestBackend({ signedIn: 'her@example.org' });
    renderWithProviders(<AppRoutes />, { route: '/account', backend });
    const deleteSection = within(
      await screen.findByRole('region', { name: 'Delete your account' }, FIRST_LOAD),
    );
    await userEvent.click(deleteSection.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete your account?' }));
    await userEvent.type(dialog.getByLabelText('Your password, to confirm'), TEST_PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(
      await screen.findByText(
        'A safe space to share your story and connect with others who understand',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accountDeleted)).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(await server.db.select().from(users)).toEqual([]);
  });
});
