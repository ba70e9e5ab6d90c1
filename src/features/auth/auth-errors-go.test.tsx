import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { MESSAGES } from '@/domain/messages';
import { renderAuthPage } from '@/features/auth/auth-test-utils';
import { seedUser } from '@/testing/seed';

const EMAIL = 'asha@example.org';
const STRONG = 'Brave#Heart9';

async function setup() {
  const { server, network } = await renderAuthPage();
  await seedUser(server, EMAIL);
  const user = userEvent.setup();
  const modes = screen.getByRole('group', { name: 'Sign in or create an account' });
  return {
    user,
    signUps: () => network.requestsTo('POST', '/api/auth/sign-up/email'),
    switchTo: (mode: 'Sign In' | 'Sign Up') =>
      user.click(within(modes).getByRole('button', { name: mode })),
    email: () => screen.getByRole('textbox', { name: 'Email address' }),
    password: () => screen.getByLabelText('Password'),
    submit: (name: 'Sign In' | 'Sign Up') =>
      user.click(within(screen.getByRole('form', { name })).getByRole('button', { name })),
  };
}

async function gone(text: string) {
  await waitFor(() => expect(screen.queryByText(text)).toBeNull());
}

beforeEach(() => {
  toast.removeAll();
});

describe('the auth screen takes an error away once it no longer holds', () => {
  // Each refusal is made on the page: nothing is sent, and what she typed stays.
  it('the weak-password error goes once every rule is met, not before', async () => {
    const { user, signUps, switchTo, email, password, submit } = await setup();
    await switchTo('Sign Up');
    await user.type(email(), EMAIL);
    await user.type(password(), 'weak');
    await submit('Sign Up');
    expect(await screen.findByText(MESSAGES.weakPassword)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.invalidEmail)).toBeNull();
    expect(password()).toHaveValue('weak');
    expect(signUps()).toEqual([]);

    await user.clear(password());
    await user.type(password(), 'Braveheart9');
    expect(screen.getByText(MESSAGES.weakPassword)).toBeInTheDocument();
    await user.type(password(), '#');
    await gone(MESSAGES.weakPassword);
  });

  it('an invalid e-mail error goes once the address is whole', async () => {
    const { user, signUps, switchTo, email, password, submit } = await setup();
    await switchTo('Sign Up');
    await user.type(email(), 'asha@example');
    await user.type(password(), STRONG);
    await submit('Sign Up');
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(signUps()).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign Up');
    await user.type(email(), '.org');
    await gone(MESSAGES.invalidEmail);
  });

  it('a sign-in failure goes when she switches to Sign Up, and when a reset mail is sent', async () => {
    const { user, switchTo, email, password, submit } = await setup();
    await user.type(email(), EMAIL);
    await user.type(password(), 'Wrong#Pass1');
    await submit('Sign In');
    expect(await screen.findByText(MESSAGES.signInFailed)).toBeInTheDocument();
    await switchTo('Sign Up');
    await gone(MESSAGES.signInFailed);

    await switchTo('Sign In');
    await submit('Sign In');
    expect(await screen.findByText(MESSAGES.signInFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(await screen.findByText(MESSAGES.resetEmailSent)).toBeInTheDocument();
    await gone(MESSAGES.signInFailed);
  });

  it('a success stays when she changes mode: it is still true', async () => {
    const { user, switchTo, email, password, submit } = await setup();
    await switchTo('Sign Up');
    await user.type(email(), 'new@example.org');
    await user.type(password(), STRONG);
    await submit('Sign Up');
    // Signing up switches to Sign In by itself; she then switches back and forth.
    expect(await screen.findByText(MESSAGES.signUpSucceeded)).toBeInTheDocument();
    await switchTo('Sign Up');
    await switchTo('Sign In');
    expect(screen.getByText(MESSAGES.signUpSucceeded)).toBeInTheDocument();
  });
});
