import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthError } from '@/backend/auth-error';
import { MESSAGES } from '@/domain/messages';
import AuthPage from '@/features/auth/auth-page';
import { AUTH_ROUTE } from '@/features/auth/auth-test-utils';
import { createFakeAuth, type FakeAuth } from '@/testing/fake-auth';
import { currentLocation, renderWithProviders } from '@/testing/render-with-providers';

const STRONG = 'New#Start2025';

async function choosePassword(auth: FakeAuth, password: string) {
  const user = userEvent.setup();
  renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, route: '/auth?token=tok-123', auth });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a new password');
  await user.type(screen.getByLabelText('New password'), password);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  return user;
}

beforeEach(() => {
  toast.removeAll();
});

describe('reset password link', () => {
  it('shows the new-password form with the rules checklist', () => {
    renderWithProviders(<AuthPage />, {
      ...AUTH_ROUTE,
      route: '/auth?token=tok-123',
      auth: createFakeAuth(null),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a new password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('Your password needs:')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Sign in or create an account' })).toBeNull();
  });

  it('refuses a weak password without calling the server', async () => {
    const auth = createFakeAuth(null);
    await choosePassword(auth, 'short');
    expect(await screen.findByText(MESSAGES.weakPassword)).toBeInTheDocument();
    expect(auth.callsTo('resetPassword')).toHaveLength(0);
  });

  it('sets the new password, drops the token and shows sign in', async () => {
    const auth = createFakeAuth(null);
    await choosePassword(auth, STRONG);
    expect(
      await screen.findByText('Your password has been changed. Please sign in.'),
    ).toBeInTheDocument();
    expect(auth.callsTo('resetPassword')).toEqual([
      { method: 'resetPassword', args: ['tok-123', STRONG] },
    ]);
    // The toast can show a render before the page switches to sign in.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In'),
    );
    expect(currentLocation()).toMatchObject({ pathname: '/auth', search: '' });
  });

  it('says gently when the link has expired, and stays on the form', async () => {
    const auth = createFakeAuth(null, {
      failWith: { resetPassword: new AuthError('auth/invalid-action-code') },
    });
    await choosePassword(auth, STRONG);
    expect(
      await screen.findByText(
        'This reset link has expired or was already used. Please ask for a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a new password');
    expect(screen.getByLabelText('New password')).toHaveValue(STRONG);
  });

  it('asks to try again when the server cannot be reached', async () => {
    const auth = createFakeAuth(null, { failWith: { resetPassword: new Error('offline') } });
    await choosePassword(auth, STRONG);
    expect(
      await screen.findByText('We could not change your password just now. Please try again.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(
        'This reset link has expired or was already used. Please ask for a new one.',
      ),
    ).toBeNull();
  });

  it('can go back to sign in without changing anything', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(null);
    renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, route: '/auth?token=tok-123', auth });
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In');
    expect(currentLocation()).toMatchObject({ pathname: '/auth', search: '' });
    expect(auth.callsTo('resetPassword')).toHaveLength(0);
  });
});
