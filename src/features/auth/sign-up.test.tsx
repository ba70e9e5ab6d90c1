import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { renderAuthPage, submitForm, switchTo } from '@/features/auth/auth-test-utils';
import { seedUser } from '@/testing/seed';
import { session } from '@/testing/server-side';

const STRONG = 'Brave#Heart9';

async function signUp(email: string, password: string) {
  await switchTo('Sign Up');
  await submitForm('Sign Up', email, password);
}

describe('sign up', () => {
  // The account made, unverified with its confirmation mailed, and the Sign In form she turns to
  // with her address kept: auth.spec.ts' first journey. Here, what it leaves on this screen.
  it('creates the account, then switches to sign in with the e-mail kept', async () => {
    const { server } = await renderAuthPage();
    await signUp('asha@example.org', STRONG);
    expect(await screen.findByText(MESSAGES.signUpSucceeded)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('asha@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    // Signing up does not sign in.
    expect(await server.db.select().from(session)).toEqual([]);
    expect(screen.queryByText('Home screen')).toBeNull();
  });

  // With enumeration protection (the default) the server answers a registered address as a new
  // one (server/auth/auth.test.ts); a deployment that turns it off says so.
  it.each([
    ['says when the e-mail is already registered', MESSAGES.emailAlreadyInUse],
    ['gives the general message when the connection drops', MESSAGES.signUpFailed],
  ])('%s, keeping what she typed', async (_, message) => {
    const registered = message === MESSAGES.emailAlreadyInUse;
    const test = await renderAuthPage('/auth', registered ? { enumerationProtection: false } : {});
    if (registered) await seedUser(test.server, 'asha@example.org');
    else test.network.fail('POST', '/api/auth/sign-up/email');
    await signUp('asha@example.org', STRONG);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign Up');
    expect(screen.getByLabelText('Password')).toHaveValue(STRONG);
  });

  it('shows progress and blocks a second submit while creating the account', async () => {
    const { network } = await renderAuthPage();
    const held = network.hold('POST', '/api/auth/sign-up/email');
    await signUp('asha@example.org', STRONG);
    const busy = await screen.findByRole('button', { name: 'Creating account...' });
    expect(busy).toBeDisabled();
    held.releaseAll();
    expect(await screen.findByText(MESSAGES.signUpSucceeded)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Sign In' });
    // React ends its pending state once the whole send has settled, a render after the toast.
    expect(await within(form).findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
