import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthError } from '@/backend/auth-error';
import { MESSAGES } from '@/domain/messages';
import AuthPage from '@/features/auth/auth-page';
import { AUTH_ROUTE } from '@/features/auth/auth-test-utils';
import { createFakeAuth, type FakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render-with-providers';

const STRONG = 'Brave#Heart9';

async function signUp(auth: FakeAuth, email: string, password: string) {
  const user = userEvent.setup();
  renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, auth });
  const toggle = screen.getByRole('group', { name: 'Sign in or create an account' });
  await user.click(within(toggle).getByRole('button', { name: 'Sign Up' }));
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  const form = screen.getByRole('form', { name: 'Sign Up' });
  await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
}

beforeEach(() => {
  toast.removeAll();
});

describe('sign up', () => {
  it('refuses an invalid e-mail without calling the server', async () => {
    const auth = createFakeAuth(null);
    await signUp(auth, 'asha@example', STRONG);
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(auth.callsTo('signUp')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign Up');
  });

  it('refuses a weak password without calling the server, keeping what was typed', async () => {
    const auth = createFakeAuth(null);
    await signUp(auth, 'asha@example.org', 'weakpass');
    expect(await screen.findByText(MESSAGES.weakPassword)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.invalidEmail)).toBeNull();
    expect(auth.callsTo('signUp')).toHaveLength(0);
    expect(screen.getByLabelText('Password')).toHaveValue('weakpass');
  });

  it('creates the account, then switches to sign in with the e-mail kept', async () => {
    const auth = createFakeAuth(null);
    await signUp(auth, 'asha@example.org', STRONG);
    expect(await screen.findByText(MESSAGES.signUpSucceeded)).toBeInTheDocument();
    expect(auth.callsTo('signUp')).toEqual([
      { method: 'signUp', args: ['asha@example.org', STRONG] },
    ]);
    expect(auth.accounts.get('asha@example.org')).toEqual({
      password: STRONG,
      verified: false,
      disabled: false,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('asha@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    // Signing up does not sign in.
    expect(auth.callsTo('signIn')).toHaveLength(0);
    expect(screen.queryByText('Home screen')).toBeNull();
  });

  it('says when the e-mail is already registered', async () => {
    const auth = createFakeAuth(null, { accounts: { 'asha@example.org': { password: STRONG } } });
    await signUp(auth, 'asha@example.org', STRONG);
    expect(await screen.findByText(MESSAGES.emailAlreadyInUse)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign Up');
    expect(screen.getByLabelText('Password')).toHaveValue(STRONG);
  });

  it('gives the general message for any other failure', async () => {
    const auth = createFakeAuth(null, {
      failWith: { signUp: new AuthError('auth/network-request-failed') },
    });
    await signUp(auth, 'asha@example.org', STRONG);
    expect(await screen.findByText(MESSAGES.signUpFailed)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.signUpSucceeded)).toBeNull();
  });

  it('shows progress and blocks a second submit while creating the account', async () => {
    const auth = createFakeAuth(null);
    let finish: () => void = () => undefined;
    auth.signUp = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      });
    await signUp(auth, 'asha@example.org', STRONG);
    const busy = await screen.findByRole('button', { name: 'Creating account...' });
    expect(busy).toBeDisabled();
    finish();
    expect(await screen.findByText(MESSAGES.signUpSucceeded)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Sign In' });
    expect(within(form).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
