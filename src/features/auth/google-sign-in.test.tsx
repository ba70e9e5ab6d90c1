import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { message, MESSAGES } from '@/domain/messages';
import { GOOGLE_CONFIGURED, renderAuthPage, showAuthPage } from '@/features/auth/auth-test-utils';
import { startTestBackend } from '@/testing/test-backend';

describe('Google sign-in', () => {
  it('offers no Google tab when the deployment has none', async () => {
    const { backend } = await renderAuthPage();
    // The screen's own read of the server's answer (one read per page), then its render.
    expect(await backend.auth.googleAvailable()).toBe(false);
    await act(async () => {});
    expect(screen.queryByRole('tab', { name: 'Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  });

  it('offers Email and Google tabs with arrow-key navigation', async () => {
    const user = userEvent.setup();
    await renderAuthPage('/auth', { google: GOOGLE_CONFIGURED });
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
    const { backend, network } = await startTestBackend({ google: GOOGLE_CONFIGURED });
    const answer = network.hold('GET', '/api/config');
    showAuthPage(backend, '/auth');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'asha@example.org');
    expect(screen.queryByRole('tab')).toBeNull();

    answer.releaseAll();
    expect(await screen.findByRole('tab', { name: 'Google' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBe(email);
    expect(email).toHaveValue('asha@example.org');
  });

  // Google's consent reached, and where Google brings her back (the page that sent her to sign in):
  // a stand-in for Google in google-sign-in.spec.ts and server/auth/google-sign-in.test.ts.
  it('sends her to Google to consent', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { network } = await renderAuthPage('/auth', { google: GOOGLE_CONFIGURED });
    const held = network.hold('POST', '/api/auth/sign-in/social');
    await user.click(await screen.findByRole('tab', { name: 'Google' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    // While it starts: it says so, and a second tap sends nothing more.
    const connecting = screen.getByRole('button', { name: 'Connecting to Google...' });
    expect(connecting).toBeDisabled();
    await user.click(connecting);
    held.releaseAll();
    expect(await screen.findByText(MESSAGES.googleSignedIn)).toBeInTheDocument();
    expect(network.requestsTo('POST', '/api/auth/sign-in/social')).toHaveLength(1);
    expect(assign).toHaveBeenCalledOnce();
  });

  it('passes on the reason when Google sign-in cannot start', async () => {
    const user = userEvent.setup();
    const { network } = await renderAuthPage('/auth', { google: GOOGLE_CONFIGURED });
    network.fail('POST', '/api/auth/sign-in/social');
    await user.click(await screen.findByRole('tab', { name: 'Google' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(
      await screen.findByText(message('googleFailed', { message: message('serverUnreachable') })),
    ).toBeInTheDocument();
    expect(screen.queryByText('Home screen')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});
