import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { renderAuthPage } from '@/features/auth/auth-test-utils';
import { currentLocation } from '@/testing/render-with-providers';

const STRONG = 'New#Start2025';

async function choosePassword(password: string) {
  const user = userEvent.setup();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeInTheDocument();
  await user.type(screen.getByLabelText('New password'), password);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  return user;
}

describe('reset password link', () => {
  it('shows the new-password form with the rules checklist, refuses a weak password without calling the server, and goes back to sign in unchanged', async () => {
    const { network } = await renderAuthPage('/auth?token=tok-123');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('Your password needs:')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Sign in or create an account' })).toBeNull();
    const user = await choosePassword('short');
    expect(await screen.findByText(MESSAGES.weakPassword)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In');
    expect(currentLocation()).toMatchObject({ pathname: '/auth', search: '' });
    expect(network.requestsTo('POST', '/api/auth/reset-password')).toEqual([]);
  });

  // A new password set from the mailed link, then signed in with: auth.spec.ts' reset journey.
  it.each([
    ['says gently when the link has expired, and stays on the form', MESSAGES.resetLinkInvalid],
    ['asks to try again when the server cannot be reached', MESSAGES.resetPasswordFailed],
  ])('%s', async (_, message) => {
    const { network } = await renderAuthPage('/auth?token=tok-123');
    if (message === MESSAGES.resetPasswordFailed) network.fail('POST', '/api/auth/reset-password');
    await choosePassword(STRONG);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a new password');
    expect(screen.getByLabelText('New password')).toHaveValue(STRONG);
  });
});
