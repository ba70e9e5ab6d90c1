import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { COPY } from '@/domain/copy';
import { AUTH_COPY } from '@/domain/copy/auth';
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
    expect(screen.queryByRole('tab', { name: AUTH_COPY.google })).toBeNull();
    expect(screen.queryByRole('button', { name: AUTH_COPY.continueWithGoogle })).toBeNull();
    expect(screen.getByRole('textbox', { name: AUTH_COPY.emailLabel })).toBeVisible();
  });

  it('offers Email and Google tabs with arrow-key navigation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, {
      ...AUTH_ROUTE,
      auth: createFakeAuth(null, { googleAvailable: true }),
    });
    const googleTab = await screen.findByRole('tab', { name: AUTH_COPY.google });
    const emailTab = screen.getByRole('tab', { name: COPY.email });
    expect(screen.getByRole('tablist', { name: AUTH_COPY.signInMethodLabel })).toBeInTheDocument();
    expect(emailTab).toHaveAttribute('aria-selected', 'true');
    expect(googleTab).toHaveAttribute('aria-selected', 'false');
    expect(googleTab).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: COPY.email })).toContainElement(
      screen.getByRole('textbox', { name: AUTH_COPY.emailLabel }),
    );

    await user.type(
      screen.getByRole('textbox', { name: AUTH_COPY.emailLabel }),
      'asha@example.org',
    );
    emailTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(googleTab).toHaveFocus();
    expect(googleTab).toHaveAttribute('aria-selected', 'true');
    expect(googleTab).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: AUTH_COPY.google })).toContainElement(
      screen.getByRole('button', { name: AUTH_COPY.continueWithGoogle }),
    );
    expect(screen.queryByRole('textbox', { name: AUTH_COPY.emailLabel })).toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(emailTab).toHaveFocus();
    expect(emailTab).toHaveAttribute('aria-selected', 'true');
    // The hidden e-mail panel kept what was typed.
    expect(screen.getByRole('textbox', { name: AUTH_COPY.emailLabel })).toHaveValue(
      'asha@example.org',
    );

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
    const email = screen.getByRole('textbox', { name: AUTH_COPY.emailLabel });
    await user.type(email, 'asha@example.org');
    expect(screen.queryByRole('tab')).toBeNull();

    await act(() => {
      answer(true);
      return available;
    });
    expect(await screen.findByRole('tab', { name: AUTH_COPY.google })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: AUTH_COPY.emailLabel })).toBe(email);
    expect(email).toHaveValue('asha@example.org');
  });

  it('signs in with Google and goes to /', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(null, { googleAvailable: true });
    renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, auth });
    await user.click(await screen.findByRole('tab', { name: AUTH_COPY.google }));
    await user.click(screen.getByRole('button', { name: AUTH_COPY.continueWithGoogle }));
    expect(await screen.findByText(MESSAGES.googleSignedIn)).toBeInTheDocument();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(auth.callsTo('signInWithGoogle')).toEqual([{ method: 'signInWithGoogle', args: ['/'] }]);
  });

  it('asks Google to bring her back to the page that sent her to sign in', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(null, { googleAvailable: true });
    renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, route: '/auth?next=/share-story', auth });
    await user.click(await screen.findByRole('tab', { name: AUTH_COPY.google }));
    await user.click(screen.getByRole('button', { name: AUTH_COPY.continueWithGoogle }));
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
    await user.click(await screen.findByRole('tab', { name: AUTH_COPY.google }));
    await user.click(screen.getByRole('button', { name: AUTH_COPY.continueWithGoogle }));
    expect(
      await screen.findByText(message('googleFailed', { message: 'The popup was closed' })),
    ).toBeInTheDocument();
    expect(screen.queryByText('Home screen')).toBeNull();
    expect(screen.getByRole('button', { name: AUTH_COPY.continueWithGoogle })).toBeEnabled();
  });
});
