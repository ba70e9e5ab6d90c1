import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueError } from '@/backend/backend-error';
import { COPY } from '@/domain/copy';
import { ACCOUNT_COPY } from '@/domain/copy/account';
import { anonymousName } from '@/domain/display';
import { MESSAGES } from '@/domain/messages';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { currentLocation } from '@/testing/render-with-providers';
import {
  AUTH_STUB,
  accountBackend,
  accountLoaded,
  renderAccount,
  section,
} from '@/features/account/account-test-utils';

describe('Account page', () => {
  it('sends a visitor to sign in, to come back here afterwards', async () => {
    const { backend } = renderAccount({ user: null });
    expect(await screen.findByText(AUTH_STUB)).toBeInTheDocument();
    expect(`${currentLocation().pathname}${currentLocation().search}`).toBe(
      '/auth?next=%2Faccount',
    );
    expect(backend.callCount('account.summary')).toBe(0);
  });

  it('shows her anonymous name, her address, that it is confirmed, and her one session', async () => {
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: COPY.yourAccount })).toBeInTheDocument();
    await accountLoaded();
    const about = section(ACCOUNT_COPY.aboutAccountHeading);
    expect(about.getByText(anonymousName(SIGNED_IN_USER.id))).toBeInTheDocument();
    expect(about.getByText(SIGNED_IN_USER.email)).toBeInTheDocument();
    expect(about.getByText(ACCOUNT_COPY.emailConfirmed)).toBeInTheDocument();
    expect(about.getByText(ACCOUNT_COPY.sessionsOne)).toBeInTheDocument();
    expect(
      about.queryByRole('button', { name: ACCOUNT_COPY.resendVerification }),
    ).not.toBeInTheDocument();
    for (const heading of [
      ACCOUNT_COPY.downloadHeading,
      ACCOUNT_COPY.changePasswordHeading,
      ACCOUNT_COPY.signOutEverywhereHeading,
      ACCOUNT_COPY.deleteAccountHeading,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('counts several sessions', async () => {
    renderAccount({ summary: { activeSessions: 3 } });
    await accountLoaded();
    expect(screen.getByText('In 3 browsers or devices, this one included.')).toBeInTheDocument();
  });

  it('says plainly when the sessions cannot be counted', async () => {
    renderAccount({ summary: { activeSessions: null } });
    await accountLoaded();
    expect(screen.getByText(ACCOUNT_COPY.sessionsUnknown)).toBeInTheDocument();
  });

  it('sends the confirmation e-mail again when her address is not confirmed', async () => {
    const { backend } = renderAccount({ summary: { emailVerified: false } });
    await accountLoaded();
    const about = section(ACCOUNT_COPY.aboutAccountHeading);
    expect(about.getByText(ACCOUNT_COPY.emailNotConfirmed)).toBeInTheDocument();
    await userEvent.click(about.getByRole('button', { name: ACCOUNT_COPY.resendVerification }));
    expect(await screen.findByText(MESSAGES.verificationResent)).toBeInTheDocument();
    expect(backend.callCount('account.resendVerification')).toBe(1);
  });

  it('says the e-mail was sent too often on a 429, and that it failed otherwise', async () => {
    const { backend } = renderAccount({ summary: { emailVerified: false } });
    await accountLoaded();
    const resend = section(ACCOUNT_COPY.aboutAccountHeading).getByRole('button', {
      name: ACCOUNT_COPY.resendVerification,
    });
    backend.fail(
      'account.resendVerification',
      catalogueError('rate-limited', 429, 'tooManyRequests'),
    );
    await userEvent.click(resend);
    expect(await screen.findByText(MESSAGES.verificationResendLimited)).toBeInTheDocument();

    backend.fail('account.resendVerification', new Error('mail server down'));
    await userEvent.click(resend);
    expect(await screen.findByText(MESSAGES.verificationResendFailed)).toBeInTheDocument();
  });

  it('shows the resend button busy while the e-mail is on its way', async () => {
    const { backend } = renderAccount({ summary: { emailVerified: false } });
    await accountLoaded();
    const held = backend.hold('account.resendVerification');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_COPY.resendVerification }));
    const busy = screen.getByRole('button', { name: ACCOUNT_COPY.resendingVerification });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(backend.callCount('account.resendVerification')).toBe(1);
    held.releaseAll();
    expect(await screen.findByText(MESSAGES.verificationResent)).toBeInTheDocument();
  });

  it('offers to try again when her details cannot be loaded', async () => {
    const backend = accountBackend();
    backend.fail('account.summary', new Error('offline'));
    renderAccount({ backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.accountLoadFailed);
    backend.fail('account.summary', null);
    await userEvent.click(screen.getByRole('button', { name: COPY.tryAgain }));
    await accountLoaded();
    expect(screen.getByText(SIGNED_IN_USER.email)).toBeInTheDocument();
  });
});
