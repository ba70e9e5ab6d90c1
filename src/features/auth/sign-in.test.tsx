import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthError } from '@/backend/auth-error';
import { MESSAGES } from '@/domain/messages';
import AuthPage from '@/features/auth/auth-page';
import { AUTH_ROUTE } from '@/features/auth/auth-test-utils';
import { createFakeAuth, type FakeAuth } from '@/testing/fake-auth';
import { currentLocation, renderWithProviders } from '@/testing/render-with-providers';

const EMAIL = 'meera@example.org';
const PASSWORD = 'Quiet#River4';

async function signIn(auth: FakeAuth, email = EMAIL, password = PASSWORD) {
  const user = userEvent.setup();
  renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, auth });
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await user.type(screen.getByLabelText('Password'), password);
  const form = screen.getByRole('form', { name: 'Sign In' });
  await user.click(within(form).getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  toast.removeAll();
});

describe('sign in', () => {
  it('signs in and goes to /', async () => {
    const auth = createFakeAuth(null, { accounts: { [EMAIL]: { password: PASSWORD } } });
    await signIn(auth);
    expect(await screen.findByText(MESSAGES.signInSucceeded)).toBeInTheDocument();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(currentLocation()).toMatchObject({ pathname: '/', search: '' });
    expect(screen.queryByText(MESSAGES.verifyEmailWarning)).toBeNull();
    expect(auth.callsTo('signIn')).toEqual([{ method: 'signIn', args: [EMAIL, PASSWORD] }]);
  });

  it('also warns when the address is not verified yet', async () => {
    const auth = createFakeAuth(null, {
      accounts: { [EMAIL]: { password: PASSWORD, verified: false } },
    });
    await signIn(auth);
    expect(await screen.findByText(MESSAGES.signInSucceeded)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.verifyEmailWarning)).toBeInTheDocument();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it.each([
    ['a wrong password', {}, 'Wrong#Pass1', MESSAGES.wrongPassword],
    ['an unknown e-mail', { accounts: {} }, PASSWORD, MESSAGES.userNotFound],
    [
      'a disabled account',
      { accounts: { [EMAIL]: { password: PASSWORD, disabled: true } } },
      PASSWORD,
      MESSAGES.userDisabled,
    ],
    [
      'too many attempts',
      { failWith: { signIn: new AuthError('auth/too-many-requests') } },
      PASSWORD,
      MESSAGES.tooManyRequests,
    ],
    [
      'an unknown code',
      { failWith: { signIn: new AuthError('auth/invalid-credential') } },
      PASSWORD,
      MESSAGES.signInFailed,
    ],
    [
      'an error without a code',
      { failWith: { signIn: new Error('offline') } },
      PASSWORD,
      MESSAGES.signInFailed,
    ],
  ])('explains %s and keeps what was typed', async (_case, options, password, expected) => {
    const auth = createFakeAuth(null, {
      accounts: { [EMAIL]: { password: PASSWORD } },
      ...options,
    });
    await signIn(auth, EMAIL, password);
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.signInSucceeded)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Password')).toHaveValue(password);
    expect(screen.queryByText('Home screen')).toBeNull();
  });

  it('shows progress and disables the button while signing in', async () => {
    const auth = createFakeAuth(null, { accounts: { [EMAIL]: { password: PASSWORD } } });
    const realSignIn = auth.signIn.bind(auth);
    let release: () => void = () => undefined;
    auth.signIn = (email, password) =>
      new Promise((resolve) => {
        release = () => resolve(realSignIn(email, password));
      });
    await signIn(auth);
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });
});
