import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { renderAuthPage, submitForm, switchTo } from '@/features/auth/auth-test-utils';
import { seedUser } from '@/testing/seed';

const EMAIL = 'asha@example.org';
const STRONG = 'Brave#Heart9';

/** The auth screen on a server where EMAIL has an account; what was sent up, and her fields. */
async function setup() {
  const { server, network } = await renderAuthPage();
  await seedUser(server, EMAIL);
  return {
    signUps: () => network.requestsTo('POST', '/api/auth/sign-up/email'),
    email: () => screen.getByRole('textbox', { name: 'Email address' }),
    password: () => screen.getByLabelText('Password'),
  };
}

async function gone(text: string) {
  await waitFor(() => expect(screen.queryByText(text)).toBeNull());
}

describe('the auth screen takes an error away once it no longer holds', () => {
  // Each refusal is made on the page: nothing is sent, and what she typed stays.
  it('the weak-password error goes once every rule is met, not before', async () => {
    const { signUps, password } = await setup();
    await switchTo('Sign Up');
    await submitForm('Sign Up', EMAIL, 'weak');
    expect(await screen.findByText(MESSAGES.weakPassword)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.invalidEmail)).toBeNull();
    expect(password()).toHaveValue('weak');
    expect(signUps()).toEqual([]);

    await userEvent.clear(password());
    await userEvent.type(password(), 'Braveheart9');
    expect(screen.getByText(MESSAGES.weakPassword)).toBeInTheDocument();
    await userEvent.type(password(), '#');
    await gone(MESSAGES.weakPassword);
  });

  it('an invalid e-mail error goes once the address is whole', async () => {
    const { signUps, email } = await setup();
    await switchTo('Sign Up');
    await submitForm('Sign Up', 'asha@example', STRONG);
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(signUps()).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign Up');
    await userEvent.type(email(), '.org');
    await gone(MESSAGES.invalidEmail);
  });

  it('a sign-in failure goes when she switches to Sign Up, and when a reset mail is sent', async () => {
    await setup();
    await submitForm('Sign In', EMAIL, 'Wrong#Pass1');
    expect(await screen.findByText(MESSAGES.signInFailed)).toBeInTheDocument();
    await switchTo('Sign Up');
    await gone(MESSAGES.signInFailed);

    await switchTo('Sign In');
    await submitForm('Sign In', '', '');
    expect(await screen.findByText(MESSAGES.signInFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(await screen.findByText(MESSAGES.resetEmailSent)).toBeInTheDocument();
    await gone(MESSAGES.signInFailed);
  });

  it('a success stays when she changes mode: it is still true', async () => {
    await setup();
    await switchTo('Sign Up');
    await submitForm('Sign Up', 'new@example.org', STRONG);
    // Signing up switches to Sign In by itself; she then switches back and forth.
    expect(await screen.findByText(MESSAGES.signUpSucceeded)).toBeInTheDocument();
    await switchTo('Sign Up');
    await switchTo('Sign In');
    expect(screen.getByText(MESSAGES.signUpSucceeded)).toBeInTheDocument();
  });
});
