import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { message, MESSAGES } from '@/domain/messages';
import AuthPage from '@/features/auth/auth-page';
import { AUTH_ROUTE } from '@/features/auth/auth-test-utils';
import { createFakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render-with-providers';

beforeEach(() => {
  toast.removeAll();
});

describe('Google sign-in', () => {
  it('offers no Google tab when the deployment has none', async () => {
    const auth = createFakeAuth(null, { googleAvailable: false });
    renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, auth });
    await waitFor(() => expect(auth.callsTo('googleAvailable')).toHaveLength(1));
    // Let the answer settle before looking.
    await act(async () => {});
    expect(screen.queryByRole('tab', { name: 'Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  });

  it('offers Email and Google tabs with arrow-key navigation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, {
      ...AUTH_ROUTE,
      auth: createFakeAuth(null, { googleAvailable: true }),
    });
    const googleTab = await screen.findByRole('tab', { name: 'Google' });
    const emailTab = screen.getByRole('tab', { name: 'Email' });
    expect(
      screen.getByRole('tablist', { name: 'How would you like to continue?' }),
    ).toBeInTheDocument();
    expect(emailTab).toHaveAttribute('aria-selected', 'true');
    expect(googleTab).toHaveAttribute('aria-selected', 'false');
    expect(googleTab).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Email' })).toContainElement(
      screen.getByRole('textbox', { name: 'Email address' }),
    );

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'asha@example.org');
    emailTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(googleTab).toHaveFocus();
    expect(googleTab).toHaveAttribute('aria-selected', 'true');
    expect(googleTab).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'Google' })).toContainElement(
      screen.getByRole('button', { name: 'Continue with Google' }),
    );
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(emailTab).toHaveFocus();
    expect(emailTab).toHaveAttribute('aria-selected', 'true');
    // The hidden e-mail panel kept what was typed.
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('asha@example.org');

    await user.keyboard('{End}');
    expect(googleTab).toHaveFocus();
    await user.keyboard('{Home}');
    expect(emailTab).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(googleTab).toHaveFocus();
  });

  it('keeps what was typed when the Google tab arrives late', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(null);
    let answer: (available: boolean) => void = () => undefined;
    const available = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    auth.googleAvailable = () => available;
    renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, auth });
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'asha@example.org');
    expect(screen.queryByRole('tab')).toBeNull();

    await act(() => {
      answer(true);
      return available;
    });
    expect(await screen.findByRole('tab', { name: 'Google' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBe(email);
    expect(email).toHaveValue('asha@example.org');
  });

  it('signs in with Google and goes to /', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(null, { googleAvailable: true });
    renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, auth });
    await user.click(await screen.findByRole('tab', { name: 'Google' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(MESSAGES.googleSignedIn)).toBeInTheDocument();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(auth.callsTo('signInWithGoogle')).toEqual([{ method: 'signInWithGoogle', args: ['/'] }]);
  });

  it('asks Google to bring her back to the page that sent her to sign in', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(null, { googleAvailable: true });
    renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, route: '/auth?next=/share-story', auth });
    await user.click(await screen.findByRole('tab', { name: 'Google' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(MESSAGES.googleSignedIn)).toBeInTheDocument();
    expect(auth.callsTo('signInWithGoogle')).toEqual([
      { method: 'signInWithGoogle', args: ['/share-story'] },
    ]);
  });

  it('passes on the reason when Google sign-in fails', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(null, {
      googleAvailable: true,
      failWith: { google: new Error('The popup was closed') },
    });
    renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, auth });
    await user.click(await screen.findByRole('tab', { name: 'Google' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(
      await screen.findByText(message('googleFailed', { message: 'The popup was closed' })),
    ).toBeInTheDocument();
    expect(screen.queryByText('Home screen')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});
