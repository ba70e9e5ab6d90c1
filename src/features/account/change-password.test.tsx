import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendError, catalogueError } from '@/backend/backend-error';
import { MESSAGES } from '@/domain/messages';
import { PASSWORD_RULES } from '@/domain/password-rules';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { activateForTests } from '@/testing/i18n';
import {
  PASSWORD,
  accountLoaded,
  renderAccount,
  section,
} from '@/features/account/account-test-utils';

const NEW_PASSWORD = 'N3w!secret';

function passwordSection() {
  return section('Change your password');
}

function currentField() {
  return passwordSection().getByLabelText('Current password');
}

function newField() {
  return passwordSection().getByLabelText('New password');
}

async function changePassword(current: string, next: string) {
  if (current) await userEvent.type(currentField(), current);
  if (next) await userEvent.type(newField(), next);
  await userEvent.click(passwordSection().getByRole('button', { name: 'Change password' }));
}

async function renderReady(options: Parameters<typeof renderAccount>[0] = {}) {
  const result = renderAccount(options);
  await accountLoaded();
  return result;
}

describe('Change password', () => {
  it('sets the new password, clears the form and says other devices were signed out', async () => {
    const { backend } = await renderReady({ summary: { activeSessions: 3 } });
    await changePassword(PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(backend.callsTo('account.changePassword')[0]?.args).toEqual([PASSWORD, NEW_PASSWORD]);
    expect(backend.auth.accounts.get(SIGNED_IN_USER.email)?.password).toBe(NEW_PASSWORD);
    expect(currentField()).toHaveValue('');
    expect(newField()).toHaveValue('');
    // Only this session is left.
    expect(screen.getByText('Only here.')).toBeInTheDocument();
  });

  it('checks the new password against the sign-up rules as she types', async () => {
    await renderReady();
    expect(newField()).toHaveAccessibleDescription(/^Your password needs:/);
    await userEvent.type(newField(), NEW_PASSWORD);
    for (const rule of PASSWORD_RULES) {
      expect(passwordSection().getByText(rule.label).closest('li')).toHaveTextContent('✓');
    }
  });

  it('asks for the current password before sending anything', async () => {
    const { backend } = await renderReady();
    await changePassword('', NEW_PASSWORD);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.currentPasswordRequired);
    expect(currentField()).toHaveAttribute('aria-invalid', 'true');
    expect(backend.callCount('account.changePassword')).toBe(0);
  });

  it('refuses a weak new password before sending it, keeping what she typed', async () => {
    const { backend } = await renderReady();
    await changePassword(PASSWORD, 'short');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.weakPassword);
    expect(newField()).toHaveAttribute('aria-invalid', 'true');
    expect(newField()).toHaveValue('short');
    expect(backend.callCount('account.changePassword')).toBe(0);
  });

  it('marks the current password wrong when the backend says so, and keeps the old one', async () => {
    const { backend } = await renderReady();
    await changePassword('Wr0ng!pass', NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.wrongPassword);
    expect(currentField()).toHaveAttribute('aria-invalid', 'true');
    expect(currentField()).toHaveAccessibleDescription(MESSAGES.wrongPassword);
    expect(newField()).not.toHaveAttribute('aria-invalid');
    expect(backend.auth.accounts.get(SIGNED_IN_USER.email)?.password).toBe(PASSWORD);
  });

  it.each([
    ['weakPassword', catalogueError('invalid', 400, 'weakPassword'), MESSAGES.weakPassword],
    [
      'tooManyRequests',
      catalogueError('rate-limited', 429, 'tooManyRequests'),
      MESSAGES.tooManyRequests,
    ],
    [
      'passwordChangeNeedsPassword',
      catalogueError('invalid', 400, 'passwordChangeNeedsPassword'),
      MESSAGES.passwordChangeNeedsPassword,
    ],
    [
      'anything else',
      new BackendError('network', 'Failed to fetch'),
      MESSAGES.passwordChangeFailed,
    ],
  ])('shows the catalogue message for %s', async (_, error, text) => {
    const { backend } = await renderReady();
    backend.fail('account.changePassword', error);
    await changePassword(PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(currentField()).toHaveValue(PASSWORD);
  });

  it('is not offered to a Google account, which says why in one line', async () => {
    await renderReady({ summary: { provider: 'google' } });
    expect(passwordSection().getByText(MESSAGES.passwordChangeNeedsPassword)).toBeInTheDocument();
    expect(passwordSection().queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(
      passwordSection().queryByRole('button', { name: 'Change password' }),
    ).not.toBeInTheDocument();
  });
});

describe('Change password in Hindi', () => {
  afterEach(() => activateForTests('en'));

  it('labels the fields and the button in Hindi, and refuses in Hindi', async () => {
    activateForTests('hi');
    const { backend } = renderAccount();
    await accountLoaded('आपके खाते के बारे में');
    const form = section('अपना पासवर्ड बदलें');
    expect(form.getByLabelText('मौजूदा पासवर्ड')).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(form.getByLabelText('नया पासवर्ड'), NEW_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(form.getByRole('alert')).toHaveTextContent('कृपया अपना मौजूदा पासवर्ड लिखें।');
    expect(backend.callCount('account.changePassword')).toBe(0);
  });
});
