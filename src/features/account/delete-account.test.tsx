import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { ageSessions, GOOGLE_SIGN_IN, makeGoogleOnly } from '@/testing/google-account';
import { currentLocation } from '@/testing/render-with-providers';
import {
  TEST_PASSWORD as PASSWORD,
  type StartTestBackendOptions,
  type TestBackend,
} from '@/testing/test-backend';
import {
  HER_EMAIL,
  HER_STORY_TITLE,
  HOME_STUB,
  OTHER_STORY_TITLE,
  listedStories,
  renderAccountPage,
  section,
  signsIn,
  spendPasswordChecks,
} from '@/features/account/account-test-utils';

const DELETE_PATH = '/api/account/delete';

function deleteButton() {
  return section('Delete your account').getByRole('button', {
    name: 'Delete my account',
  });
}

function dialog() {
  return within(screen.getByRole('alertdialog', { name: 'Delete your account?' }));
}

function passwordField() {
  return dialog().getByLabelText('Your password, to confirm');
}

/** Her Account page (her server made ready by `prepare`) with the dialog open. */
async function openDialog(
  options: StartTestBackendOptions = {},
  prepare: (started: TestBackend) => Promise<unknown> = async () => {},
) {
  const started = await renderAccountPage(options, prepare);
  await userEvent.click(deleteButton());
  return started;
}

async function confirmWith(password: string) {
  if (password) await userEvent.type(passwordField(), password);
  await userEvent.click(dialog().getByRole('button', { name: 'Delete my account' }));
}

describe('Delete my account', () => {
  it('says what will be removed, for good, and asks her password first', async () => {
    await openDialog();
    const asked = dialog();
    for (const item of [
      'your stories, with their photos and recordings',
      'your reactions to stories',
      'the reports you made',
      'your testimonials',
      'your requests to add an NGO',
      'your account, and every place you are signed in',
    ]) {
      expect(asked.getByText(item)).toBeInTheDocument();
    }
    expect(asked.getByText('This cannot be undone.')).toBeInTheDocument();
    expect(passwordField()).toHaveFocus();
  });

  // Escape and Keep my account giving the focus back are the dialog's own (confirm-dialog.test.tsx)
  // and account.spec.ts' journey.
  it('closes on Escape with nothing sent, and starts empty when opened again', async () => {
    const { network } = await openDialog();
    await userEvent.type(passwordField(), 'half typed');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(deleteButton());
    expect(passwordField()).toHaveValue('');
    expect(network.requestsTo('POST', DELETE_PATH)).toEqual([]);
  });

  it('asks for the password when none was typed, sending nothing', async () => {
    const { network } = await openDialog();
    await confirmWith('');
    expect(await dialog().findByRole('alert')).toHaveTextContent(MESSAGES.accountPasswordRequired);
    expect(network.requestsTo('POST', DELETE_PATH)).toEqual([]);
  });

  // A wrong password: said in the field, which keeps the focus, and nothing removed: account.spec.ts'
  // journey and the port contract ('deletes nothing without her password').
  it('deletes everything with her password, clears the tab and lands on Home', async () => {
    const started = await openDialog();
    sessionStorage.setItem('sahas.share-draft', 'an unsent story');
    const held = started.network.hold('POST', DELETE_PATH);
    await confirmWith(PASSWORD);
    // The dialog says it is working meanwhile.
    expect(dialog().getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    held.releaseAll();

    expect(await screen.findByText(HOME_STUB)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accountDeleted)).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/');
    expect(sessionStorage.length).toBe(0);
    // Her story went with her account; someone else's stays.
    expect(await listedStories(started)).toEqual([OTHER_STORY_TITLE]);
    expect(await signsIn(started, PASSWORD)).toBe(false);
  });

  it('keeps the dialog open when she tried too often, saying so', async () => {
    const started = await openDialog();
    await spendPasswordChecks(started.backend);
    await confirmWith(PASSWORD);
    expect(await dialog().findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
    expect(await listedStories(started)).toContain(HER_STORY_TITLE);
  });

  it('keeps the dialog open when the server cannot be reached, saying so', async () => {
    const started = await openDialog();
    started.network.fail('POST', DELETE_PATH);
    await confirmWith(PASSWORD);
    expect(await dialog().findByRole('alert')).toHaveTextContent(MESSAGES.accountDeleteFailed);
    expect(await listedStories(started)).toContain(HER_STORY_TITLE);
  });
});

describe('Delete my account, signed in with Google', () => {
  /** Her Google-only account, signed in a moment ago unless `stale`, with the dialog open. */
  function openGoogleDialog({ stale = false } = {}) {
    return openDialog({ google: GOOGLE_SIGN_IN }, async ({ server }) => {
      await makeGoogleOnly(server, HER_EMAIL);
      if (stale) await ageSessions(server, HER_EMAIL);
    });
  }

  it('asks no password, and leaves for Home once the server has deleted it', async () => {
    const started = await openGoogleDialog();
    expect(
      dialog().getByText('You sign in with Google, so Google will confirm it is you.'),
    ).toBeInTheDocument();
    expect(dialog().queryByLabelText('Your password, to confirm')).not.toBeInTheDocument();
    // Nothing destructive has the focus to begin with.
    expect(dialog().getByRole('button', { name: 'Keep my account' })).toHaveFocus();
    await userEvent.click(dialog().getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(HOME_STUB)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accountDeleted)).toBeInTheDocument();
    expect(await listedStories(started)).toEqual([OTHER_STORY_TITLE]);
  });

  it('offers a fresh Google sign-in when her sign-in is too old, back to this page', async () => {
    const started = await openGoogleDialog({ stale: true });
    const leave = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await userEvent.click(dialog().getByRole('button', { name: 'Delete my account' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      MESSAGES.accountRecentSignInRequired,
    );
    await userEvent.click(dialog().getByRole('button', { name: 'Sign in with Google again' }));
    // She leaves for Google's consent page, asked to come back to her account.
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(String(leave.mock.calls[0]?.[0])).toMatch(/^https:\/\/accounts\.google\.com\//);
    expect(
      started.network
        .requestsTo('POST', '/api/auth/sign-in/social')
        .map((request) => (request.body as { callbackURL?: unknown }).callbackURL),
    ).toEqual(['/account']);
    expect(await listedStories(started)).toContain(HER_STORY_TITLE);
  });
});
