import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { renderAuthPage } from '@/features/auth/auth-test-utils';
import { currentLocation } from '@/testing/render-with-providers';

describe('AuthPage', () => {
  it('opens in sign-in mode with one h1 and a current-password field', async () => {
    await renderAuthPage();
    const headings = await screen.findAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Sign In');
    const toggle = screen.getByRole('group', { name: 'Sign in or create an account' });
    expect(within(toggle).getByRole('button', { name: 'Sign In' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(toggle).getByRole('button', { name: 'Sign Up' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const form = screen.getByRole('form', { name: 'Sign In' });
    expect(within(form).getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    expect(within(form).getByLabelText('Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(within(form).getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'type',
      'email',
    );
    // No password checklist, no verified note without the query, and no reason to sign in when
    // she came on her own.
    expect(screen.queryByText('Your password needs:')).toBeNull();
    expect(screen.queryByText('Your email address is verified. You can sign in now.')).toBeNull();
    expect(screen.queryByText(MESSAGES.shareSignInRequired)).toBeNull();
  });

  it('toggles between sign in and sign up, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderAuthPage();
    const toggle = screen.getByRole('group', { name: 'Sign in or create an account' });
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'asha@example.org');

    await user.click(within(toggle).getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign Up');
    expect(within(toggle).getByRole('button', { name: 'Sign Up' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const form = screen.getByRole('form', { name: 'Sign Up' });
    expect(within(form).getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'submit');
    expect(within(form).getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(form).queryByRole('button', { name: 'Forgot Password' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('asha@example.org');

    await user.click(within(toggle).getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In');
    expect(screen.getByRole('button', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  // A signed-in user opening /auth sent home: auth.spec.ts' first journey.
  it('shows the verified note once and cleans the URL', async () => {
    await renderAuthPage('/auth?verified=1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your email address is verified. You can sign in now.',
    );
    expect(currentLocation()).toMatchObject({ pathname: '/auth', search: '' });
    // The note stays for this visit even though the URL no longer carries it.
    expect(
      screen.getByText('Your email address is verified. You can sign in now.'),
    ).toBeInTheDocument();
  });
});
