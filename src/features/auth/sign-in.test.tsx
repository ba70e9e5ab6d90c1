import { screen } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { renderAuthPage, submitForm } from '@/features/auth/auth-test-utils';
import { seedUser } from '@/testing/seed';
import { user as users } from '@/testing/server-side';
import { TEST_PASSWORD } from '@/testing/test-backend';

const EMAIL = 'meera@example.org';

describe('sign in', () => {
  // Signing in, with the gentle warning while her address is unverified, and going to / is
  // auth.spec.ts' first journey; the session it leaves, server/auth/auth-contract.test.ts'.
  // Which code each failure gets is the server's (server/auth/auth.test.ts: an unknown address
  // answers as a wrong password does) and which message each code shows is the catalogue's
  // (src/domain/messages.test.ts, signInErrorKey); here, what the screen does with a refusal.
  it.each([
    ['a wrong password', 'Wr0ng!pass', MESSAGES.signInFailed],
    ['a disabled account', TEST_PASSWORD, MESSAGES.userDisabled],
    ['too many failed attempts', TEST_PASSWORD, MESSAGES.tooManyRequests],
    ['a dropped connection', TEST_PASSWORD, MESSAGES.signInFailed],
  ])('explains %s and keeps what was typed', async (failure, password, expected) => {
    // The server counts failed sign-ins only where its limits are on, as in production.
    const test = await renderAuthPage('/auth', {
      rateLimit: failure === 'too many failed attempts',
    });
    const { server, network } = test;
    const id = await seedUser(server, EMAIL);
    if (failure === 'a disabled account') {
      await server.db.update(users).set({ disabled: true }).where(eq(users.id, id));
    }
    if (failure === 'too many failed attempts') {
      // Someone guessed her password from this address until the server stopped counting.
      const guesser = await test.openBrowser();
      for (let guess = 0; guess < 10; guess++) {
        await guesser.auth.signIn(EMAIL, `Wr0ng!pass${guess}`).catch(() => undefined);
      }
    }
    if (failure === 'a dropped connection') network.fail('POST', '/api/auth/sign-in/email');
    await submitForm('Sign In', EMAIL, password);
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.signInSucceeded)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Password')).toHaveValue(password);
    expect(screen.queryByText('Home screen')).toBeNull();
  });

  it('shows progress and disables the button while signing in', async () => {
    const { server, network } = await renderAuthPage();
    await seedUser(server, EMAIL);
    const held = network.hold('POST', '/api/auth/sign-in/email');
    await submitForm('Sign In', EMAIL);
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    held.releaseAll();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });
});
