import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { PASSWORD_RULES } from '@/domain/password-rules';
import { makeGoogleOnly } from '@/testing/google-account';
import { TEST_PASSWORD as PASSWORD } from '@/testing/test-backend';
import {
  HER_EMAIL,
  renderAccountPage,
  section,
  signsIn,
  spendPasswordChecks,
} from '@/features/account/account-test-utils';

const NEW_PASSWORD = 'N3w!secret';
const PASSWORD_PATH = '/api/account/password';

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

describe('Change password', () => {
  it('sets the new password, clears the form and says other devices were signed out', async () => {
    // Signed in on another browser too.
    const started = await renderAccountPage({}, (started) => started.openBrowser(HER_EMAIL));
    expect(screen.getByText('In 2 browsers or devices, this one included.')).toBeInTheDocument();
    await changePassword(PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(currentField()).toHaveValue('');
    expect(newField()).toHaveValue('');
    // Only this session is left.
    expect(screen.getByText('Only here.')).toBeInTheDocument();
    expect(await signsIn(started, NEW_PASSWORD)).toBe(true);
    expect(await signsIn(started, PASSWORD)).toBe(false);
  });

  it('checks the new password against the sign-up rules as she types', async () => {
    await renderAccountPage();
    expect(newField()).toHaveAccessibleDescription(/^Your password needs:/);
    await userEvent.type(newField(), NEW_PASSWORD);
    for (const rule of PASSWORD_RULES) {
      expect(passwordSection().getByText(rule.label).closest('li')).toHaveTextContent('✓');
    }
  });

  it('asks for the current password before sending anything', async () => {
    const { network } = await renderAccountPage();
    await changePassword('', NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.currentPasswordRequired);
    expect(currentField()).toHaveAttribute('aria-invalid', 'true');
    expect(network.requestsTo('POST', PASSWORD_PATH)).toEqual([]);
  });

  it('refuses a weak new password before sending it, keeping what she typed', async () => {
    const { network } = await renderAccountPage();
    await changePassword(PASSWORD, 'short');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.weakPassword);
    expect(newField()).toHaveAttribute('aria-invalid', 'true');
    expect(newField()).toHaveValue('short');
    expect(network.requestsTo('POST', PASSWORD_PATH)).toEqual([]);
  });

  // That the old one still signs in is the port contract's ('changes her password only with the
  // current one').
  it('marks the current password wrong when the server says so', async () => {
    await renderAccountPage();
    await changePassword('Wr0ng!pass', NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.wrongPassword);
    expect(currentField()).toHaveAttribute('aria-invalid', 'true');
    expect(currentField()).toHaveAccessibleDescription(MESSAGES.wrongPassword);
    expect(newField()).not.toHaveAttribute('aria-invalid');
  });

  it('says she tried too often once the server stops checking, keeping what she typed', async () => {
    const { backend } = await renderAccountPage();
    await spendPasswordChecks(backend);
    await changePassword(PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
    expect(currentField()).toHaveValue(PASSWORD);
  });

  it('says a password must exist first when the server finds none on her account', async () => {
    const { server } = await renderAccountPage();
    // Her account has just lost its password (as an account made through Google has none).
    await makeGoogleOnly(server, HER_EMAIL);
    await changePassword(PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.passwordChangeNeedsPassword,
    );
  });

  it('says it failed when the server cannot be reached, keeping what she typed', async () => {
    const { network } = await renderAccountPage();
    network.fail('POST', PASSWORD_PATH);
    await changePassword(PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordChangeFailed);
    expect(currentField()).toHaveValue(PASSWORD);
  });

  it('is not offered to a Google account, which says why in one line', async () => {
    await renderAccountPage({}, ({ server }) => makeGoogleOnly(server, HER_EMAIL));
    expect(passwordSection().getByText(MESSAGES.passwordChangeNeedsPassword)).toBeInTheDocument();
    expect(passwordSection().queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(
      passwordSection().queryByRole('button', { name: 'Change password' }),
    ).not.toBeInTheDocument();
  });
});
