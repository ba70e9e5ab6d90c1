import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BackendPort } from '@/backend/port';
import { anonymousName } from '@/domain/display';
import { MESSAGES } from '@/domain/messages';
import { currentLocation } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';
import { AccountDetails } from '@/features/account/account-details';
import {
  AUTH_STUB,
  HER_EMAIL,
  accountLoaded,
  renderAccount,
  renderAccountPage,
  section,
  startAccountBackend,
} from '@/features/account/account-test-utils';

const RESEND = 'Send the confirmation email again';

describe('Account page', () => {
  it('sends a visitor to sign in, to come back here afterwards, asking nothing of the server', async () => {
    const { backend, network } = await startTestBackend();
    renderAccount(backend);
    expect(await screen.findByText(AUTH_STUB)).toBeInTheDocument();
    expect(`${currentLocation().pathname}${currentLocation().search}`).toBe(
      '/auth?next=%2Faccount',
    );
    expect(network.requestsTo('GET', '/api/account')).toEqual([]);
  });

  it('shows her anonymous name, her address, that it is confirmed, and her one session', async () => {
    const { user } = await renderAccountPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    const about = section('About your account');
    expect(about.getByText(anonymousName(user?.id ?? ''))).toBeInTheDocument();
    expect(about.getByText(HER_EMAIL)).toBeInTheDocument();
    expect(about.getByText('Confirmed')).toBeInTheDocument();
    expect(about.getByText('Only here.')).toBeInTheDocument();
    expect(about.queryByRole('button', { name: RESEND })).not.toBeInTheDocument();
    for (const heading of [
      'Download your data',
      'Change your password',
      'Sign out everywhere',
      'Delete your account',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  // The browsers she is signed in to, counted: change-password.test.tsx, before and after a change.
  it('says plainly when the sessions cannot be counted (a backend that keeps no count)', async () => {
    const { backend, user } = await startAccountBackend();
    renderAccount(
      backend,
      <AccountDetails
        summary={{
          email: HER_EMAIL,
          pseudonym: anonymousName(user?.id ?? ''),
          emailVerified: true,
          created_at: '2026-01-01T00:00:00.000Z',
          provider: 'email',
          activeSessions: null,
        }}
      />,
    );
    expect(
      screen.getByText('This Sahas site cannot count them. Signing out everywhere still works.'),
    ).toBeInTheDocument();
  });

  // Not confirmed yet, sent again, said and mailed: account.spec.ts' journey.
  it('sends the confirmation e-mail again once, however often she taps while it goes', async () => {
    const { network } = await renderAccountPage({ verified: false });
    const about = section('About your account');
    // Busy while the e-mail is on its way: a second tap sends nothing more.
    const held = network.hold('POST', '/api/auth/send-verification-email');
    await userEvent.click(about.getByRole('button', { name: RESEND }));
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(network.requestsTo('POST', '/api/auth/send-verification-email')).toHaveLength(1);
    held.releaseAll();
    expect(await screen.findByText(MESSAGES.verificationResent)).toBeInTheDocument();
  });

  it('says the e-mail was sent too often once the server says so, and that it failed otherwise', async () => {
    // Her inbox's allowance of these mails spent, as the server counts it.
    const spend = ({ backend }: { backend: BackendPort }) =>
      expect(async () => {
        for (let sent = 0; sent < 20; sent++) await backend.account.resendVerification();
      }).rejects.toMatchObject({ kind: 'rate-limited' });
    const { network } = await renderAccountPage({ verified: false, rateLimit: true }, spend);
    const resend = section('About your account').getByRole('button', { name: RESEND });
    await userEvent.click(resend);
    expect(await screen.findByText(MESSAGES.verificationResendLimited)).toBeInTheDocument();

    network.fail('POST', '/api/auth/send-verification-email');
    await userEvent.click(resend);
    expect(await screen.findByText(MESSAGES.verificationResendFailed)).toBeInTheDocument();
  });

  it('offers to try again when her details cannot be loaded', async () => {
    const { backend, network } = await startAccountBackend();
    network.fail('GET', '/api/account');
    renderAccount(backend);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.accountLoadFailed);
    network.fail('GET', '/api/account', false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await accountLoaded();
    expect(screen.getByText(HER_EMAIL)).toBeInTheDocument();
  });
});
