import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueError } from '@/backend/backend-error';
import { anonymousName } from '@/domain/display';
import { MESSAGES } from '@/domain/messages';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { activateForTests } from '@/testing/i18n';
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
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    await accountLoaded();
    const about = section('About your account');
    expect(about.getByText(anonymousName(SIGNED_IN_USER.id))).toBeInTheDocument();
    expect(about.getByText(SIGNED_IN_USER.email)).toBeInTheDocument();
    expect(about.getByText('Confirmed')).toBeInTheDocument();
    expect(about.getByText('Only here.')).toBeInTheDocument();
    expect(
      about.queryByRole('button', { name: 'Send the confirmation email again' }),
    ).not.toBeInTheDocument();
    for (const heading of [
      'Download your data',
      'Change your password',
      'Sign out everywhere',
      'Delete your account',
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
    expect(
      screen.getByText('This Sahas site cannot count them. Signing out everywhere still works.'),
    ).toBeInTheDocument();
  });

  it('sends the confirmation e-mail again when her address is not confirmed', async () => {
    const { backend } = renderAccount({ summary: { emailVerified: false } });
    await accountLoaded();
    const about = section('About your account');
    expect(about.getByText('Not confirmed yet')).toBeInTheDocument();
    await userEvent.click(about.getByRole('button', { name: 'Send the confirmation email again' }));
    expect(await screen.findByText(MESSAGES.verificationResent)).toBeInTheDocument();
    expect(backend.callCount('account.resendVerification')).toBe(1);
  });

  it('says the e-mail was sent too often on a 429, and that it failed otherwise', async () => {
    const { backend } = renderAccount({ summary: { emailVerified: false } });
    await accountLoaded();
    const resend = section('About your account').getByRole('button', {
      name: 'Send the confirmation email again',
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
    await userEvent.click(
      screen.getByRole('button', { name: 'Send the confirmation email again' }),
    );
    const busy = screen.getByRole('button', { name: 'Sending...' });
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
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await accountLoaded();
    expect(screen.getByText(SIGNED_IN_USER.email)).toBeInTheDocument();
  });
});

describe('Account page in Hindi', () => {
  afterEach(() => activateForTests('en'));

  it('names every section and her details in Hindi, her address as she gave it', async () => {
    activateForTests('hi');
    renderAccount({ summary: { emailVerified: false, activeSessions: 3 } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('आपका खाता');
    await accountLoaded('आपके खाते के बारे में');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'आपके खाते के बारे में',
      'अपना डेटा डाउनलोड करें',
      'अपना पासवर्ड बदलें',
      'हर जगह से साइन आउट करें',
      'अपना खाता हटाएँ',
    ]);
    const about = section('आपके खाते के बारे में');
    expect(about.getByText('आपका ई-मेल पता')).toBeInTheDocument();
    expect(about.getByText(SIGNED_IN_USER.email)).toBeInTheDocument();
    expect(about.getByText('अभी पुष्टि नहीं हुई है')).toBeInTheDocument();
    expect(about.getByText('3 ब्राउज़र या डिवाइस पर, यह वाला भी मिलाकर।')).toBeInTheDocument();
    expect(about.getByRole('button', { name: 'पुष्टि वाला ई-मेल फिर से भेजें' })).toBeInTheDocument();
  });
});
