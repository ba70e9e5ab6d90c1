import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthError } from '@/backend/auth-error';
import { COPY } from '@/domain/copy';
import { AUTH_COPY } from '@/domain/copy/auth';
import { MESSAGES } from '@/domain/messages';
import AuthPage from '@/features/auth/auth-page';
import { AUTH_ROUTE } from '@/features/auth/auth-test-utils';
import { createFakeAuth, type FakeAuth } from '@/testing/fake-auth';
import { currentLocation, renderWithProviders } from '@/testing/render-with-providers';

const STRONG = 'New#Start2025';

async function choosePassword(auth: FakeAuth, password: string) {
  const user = userEvent.setup();
  renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, route: '/auth?token=tok-123', auth });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(AUTH_COPY.chooseNewPassword);
  await user.type(screen.getByLabelText(AUTH_COPY.newPasswordLabel), password);
  await user.click(screen.getByRole('button', { name: AUTH_COPY.saveNewPassword }));
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
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      AUTH_COPY.chooseNewPassword,
    );
    expect(screen.getByLabelText(AUTH_COPY.newPasswordLabel)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(screen.getByText(AUTH_COPY.passwordRulesHeading)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: AUTH_COPY.authModeLabel })).toBeNull();
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
    expect(await screen.findByText(AUTH_COPY.passwordChanged)).toBeInTheDocument();
    expect(auth.callsTo('resetPassword')).toEqual([
      { method: 'resetPassword', args: ['tok-123', STRONG] },
    ]);
    // The toast can show a render before the page switches to sign in.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COPY.signIn),
    );
    expect(currentLocation()).toMatchObject({ pathname: '/auth', search: '' });
  });

  it('says gently when the link has expired, and stays on the form', async () => {
    const auth = createFakeAuth(null, {
      failWith: { resetPassword: new AuthError('auth/invalid-action-code') },
    });
    await choosePassword(auth, STRONG);
    expect(await screen.findByText(AUTH_COPY.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      AUTH_COPY.chooseNewPassword,
    );
    expect(screen.getByLabelText(AUTH_COPY.newPasswordLabel)).toHaveValue(STRONG);
  });

  it('asks to try again when the server cannot be reached', async () => {
    const auth = createFakeAuth(null, { failWith: { resetPassword: new Error('offline') } });
    await choosePassword(auth, STRONG);
    expect(await screen.findByText(AUTH_COPY.resetPasswordFailed)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_COPY.resetLinkInvalid)).toBeNull();
  });

  it('can go back to sign in without changing anything', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(null);
    renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, route: '/auth?token=tok-123', auth });
    await user.click(screen.getByRole('button', { name: AUTH_COPY.backToSignIn }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COPY.signIn);
    expect(currentLocation()).toMatchObject({ pathname: '/auth', search: '' });
    expect(auth.callsTo('resetPassword')).toHaveLength(0);
  });
});
