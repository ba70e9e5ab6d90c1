import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { COPY } from '@/domain/copy';
import { AUTH_COPY } from '@/domain/copy/auth';
import AuthPage from '@/features/auth/auth-page';
import { AUTH_ROUTE } from '@/features/auth/auth-test-utils';
import { createFakeAuth, SIGNED_IN_USER } from '@/testing/fake-auth';
import { currentLocation, renderWithProviders } from '@/testing/render-with-providers';

function renderAuth(path = '/auth', auth = createFakeAuth(null)) {
  renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, route: path, auth });
  return auth;
}

beforeEach(() => {
  toast.removeAll();
});

describe('AuthPage', () => {
  it('opens in sign-in mode with one h1 and a current-password field', async () => {
    renderAuth();
    const headings = await screen.findAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(COPY.signIn);
    const toggle = screen.getByRole('group', { name: AUTH_COPY.authModeLabel });
    expect(within(toggle).getByRole('button', { name: COPY.signIn })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(toggle).getByRole('button', { name: AUTH_COPY.signUp })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const form = screen.getByRole('form', { name: COPY.signIn });
    expect(within(form).getByRole('button', { name: COPY.signIn })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(within(form).getByLabelText(AUTH_COPY.passwordLabel)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(within(form).getByRole('textbox', { name: AUTH_COPY.emailLabel })).toHaveAttribute(
      'type',
      'email',
    );
  });

  it('toggles between sign in and sign up, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderAuth();
    const toggle = screen.getByRole('group', { name: AUTH_COPY.authModeLabel });
    await user.type(
      screen.getByRole('textbox', { name: AUTH_COPY.emailLabel }),
      'asha@example.org',
    );

    await user.click(within(toggle).getByRole('button', { name: AUTH_COPY.signUp }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(AUTH_COPY.signUp);
    expect(within(toggle).getByRole('button', { name: AUTH_COPY.signUp })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const form = screen.getByRole('form', { name: AUTH_COPY.signUp });
    expect(within(form).getByRole('button', { name: AUTH_COPY.signUp })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(within(form).getByLabelText(AUTH_COPY.passwordLabel)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(within(form).queryByRole('button', { name: AUTH_COPY.forgotPassword })).toBeNull();
    expect(screen.getByRole('textbox', { name: AUTH_COPY.emailLabel })).toHaveValue(
      'asha@example.org',
    );

    await user.click(within(toggle).getByRole('button', { name: COPY.signIn }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COPY.signIn);
    expect(screen.getByRole('button', { name: AUTH_COPY.forgotPassword })).toBeInTheDocument();
  });

  it('sends a signed-in user to /', async () => {
    renderAuth('/auth', createFakeAuth(SIGNED_IN_USER));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: COPY.signIn })).toBeNull();
    expect(currentLocation()).toMatchObject({ pathname: '/', search: '' });
  });

  it('shows the privacy promise and never an e-mail address', () => {
    renderAuth();
    expect(screen.getByText(AUTH_COPY.authPrivacyNote)).toBeInTheDocument();
  });

  it('shows the verified note once and cleans the URL', async () => {
    renderAuth('/auth?verified=1');
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_COPY.emailVerified);
    expect(currentLocation()).toMatchObject({ pathname: '/auth', search: '' });
    // The note stays for this visit even though the URL no longer carries it.
    expect(screen.getByText(AUTH_COPY.emailVerified)).toBeInTheDocument();
  });

  it('shows no verified note without the query', () => {
    renderAuth();
    expect(screen.queryByText(AUTH_COPY.emailVerified)).toBeNull();
  });
});
