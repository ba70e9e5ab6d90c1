import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackendError, catalogueError } from '@/backend/backend-error';
import { MESSAGES } from '@/domain/messages';
import { QuickExitContext } from '@/lib/quick-exit-context';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { activateForTests } from '@/testing/i18n';
import { currentLocation, renderWithProviders } from '@/testing/render-with-providers';
import AccountPage from '@/features/account/account-page';
import {
  HER_STORY,
  HOME_STUB,
  PASSWORD,
  accountBackend,
  accountLoaded,
  renderAccount,
  section,
} from '@/features/account/account-test-utils';

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

async function openDialog(options: Parameters<typeof renderAccount>[0] = {}) {
  const result = renderAccount(options);
  await accountLoaded();
  await userEvent.click(deleteButton());
  return result;
}

async function confirmWith(password: string) {
  if (password) await userEvent.type(passwordField(), password);
  await userEvent.click(dialog().getByRole('button', { name: 'Delete my account' }));
}

beforeEach(() => {
  sessionStorage.clear();
});

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

  it('closes on Escape with nothing removed, and focus goes back to Delete', async () => {
    const { backend } = await openDialog();
    await userEvent.type(passwordField(), 'half typed');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton()).toHaveFocus();
    expect(backend.callCount('account.deleteAccount')).toBe(0);

    // Opened again, it starts empty.
    await userEvent.click(deleteButton());
    expect(passwordField()).toHaveValue('');
    await userEvent.click(dialog().getByRole('button', { name: 'Keep my account' }));
    expect(deleteButton()).toHaveFocus();
  });

  it('asks for the password when none was typed, sending nothing', async () => {
    const { backend } = await openDialog();
    await confirmWith('');
    expect(dialog().getByRole('alert')).toHaveTextContent(MESSAGES.accountPasswordRequired);
    expect(backend.callCount('account.deleteAccount')).toBe(0);
  });

  it('keeps everything on a wrong password: the field says so and the dialog stays', async () => {
    const { backend } = await openDialog();
    await confirmWith('Wr0ng!pass');
    expect(await dialog().findByRole('alert')).toHaveTextContent(MESSAGES.wrongPassword);
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(MESSAGES.wrongPassword);
    expect(passwordField()).toHaveFocus();
    expect(backend.db.stories.map((story) => story.id)).toContain(HER_STORY.id);
    expect(backend.auth.accounts.has(SIGNED_IN_USER.email)).toBe(true);
    expect(currentLocation().pathname).toBe('/account');
  });

  it('deletes everything with her password, clears the tab and lands on Home', async () => {
    const { backend } = await openDialog();
    sessionStorage.setItem('sahas.share-draft', 'an unsent story');
    await confirmWith(PASSWORD);

    expect(await screen.findByText(HOME_STUB)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accountDeleted)).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/');
    expect(backend.callsTo('account.deleteAccount')[0]?.args).toEqual([PASSWORD]);
    expect(backend.db.stories.some((story) => story.owner_id === SIGNED_IN_USER.id)).toBe(false);
    expect(backend.db.stories).toHaveLength(1);
    expect(backend.auth.accounts.has(SIGNED_IN_USER.email)).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('says the dialog is working while the account is being deleted', async () => {
    const { backend } = await openDialog();
    const held = backend.hold('account.deleteAccount');
    await confirmWith(PASSWORD);
    expect(dialog().getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    held.releaseAll();
    expect(await screen.findByText(HOME_STUB)).toBeInTheDocument();
  });

  it.each([
    [
      'too many tries',
      catalogueError('rate-limited', 429, 'tooManyRequests'),
      MESSAGES.tooManyRequests,
    ],
    [
      'any other failure',
      new BackendError('network', 'Failed to fetch'),
      MESSAGES.accountDeleteFailed,
    ],
  ])('keeps the dialog open on %s, saying so', async (_, error, text) => {
    const { backend } = await openDialog();
    backend.fail('account.deleteAccount', error);
    await confirmWith(PASSWORD);
    expect(await dialog().findByRole('alert')).toHaveTextContent(text);
    expect(backend.db.stories.map((story) => story.id)).toContain(HER_STORY.id);
  });

  it('keeps the Quick exit within reach inside the dialog', async () => {
    const leave = { count: 0 };
    const backend = accountBackend();
    renderWithProviders(
      <QuickExitContext
        value={{ leave: () => void (leave.count += 1), href: 'https://example.org/' }}
      >
        <AccountPage />
      </QuickExitContext>,
      { route: '/account', backend },
    );
    await accountLoaded();
    await userEvent.click(deleteButton());
    await userEvent.click(dialog().getByRole('link', { name: 'Quick exit' }));
    expect(leave.count).toBe(1);
  });
});

describe('Delete my account, signed in with Google', () => {
  it('asks no password, and leaves for Home once the backend has deleted it', async () => {
    // The fake's accounts all have passwords: this stands in for a Google account's erasure.
    const backend = accountBackend();
    const asked: (string | null)[] = [];
    await openDialog({
      backend,
      summary: { provider: 'google' },
      account: {
        deleteAccount: (password) => {
          asked.push(password);
          backend.auth.endSession();
          return Promise.resolve();
        },
      },
    });
    expect(
      dialog().getByText('You sign in with Google, so Google will confirm it is you.'),
    ).toBeInTheDocument();
    expect(dialog().queryByLabelText('Your password, to confirm')).not.toBeInTheDocument();
    // Nothing destructive has the focus to begin with.
    expect(dialog().getByRole('button', { name: 'Keep my account' })).toHaveFocus();
    await userEvent.click(dialog().getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(HOME_STUB)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accountDeleted)).toBeInTheDocument();
    expect(asked).toEqual([null]);
  });

  it('offers a fresh Google sign-in when the backend asks for one, back to this page', async () => {
    const { backend } = await openDialog({ summary: { provider: 'google' } });
    backend.fail(
      'account.deleteAccount',
      catalogueError('forbidden', 403, 'accountRecentSignInRequired'),
    );
    await userEvent.click(dialog().getByRole('button', { name: 'Delete my account' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      MESSAGES.accountRecentSignInRequired,
    );
    await userEvent.click(dialog().getByRole('button', { name: 'Sign in with Google again' }));
    await waitFor(() =>
      expect(backend.auth.callsTo('signInWithGoogle')).toEqual([
        { method: 'signInWithGoogle', args: ['/account'] },
      ]),
    );
    expect(backend.db.stories.map((story) => story.id)).toContain(HER_STORY.id);
  });
});

describe('Delete my account in Hindi', () => {
  afterEach(() => activateForTests('en'));

  it('says in Hindi what goes for good, asks her password and keeps the account on Cancel', async () => {
    activateForTests('hi');
    const { backend } = renderAccount();
    await accountLoaded('आपके खाते के बारे में');
    await userEvent.click(section('अपना खाता हटाएँ').getByRole('button', { name: 'मेरा खाता हटाएँ' }));
    const asked = within(screen.getByRole('alertdialog', { name: 'क्या अपना खाता हटाना है?' }));
    expect(asked.getByText('इससे ये चीज़ें हमेशा के लिए हट जाएँगी:')).toBeInTheDocument();
    expect(asked.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'आपकी कहानियाँ, उनकी फ़ोटो और रिकॉर्डिंग के साथ',
      'कहानियों पर आपकी प्रतिक्रियाएँ',
      'आपकी की हुई रिपोर्ट',
      'आपके अनुभव',
      'एनजीओ जोड़ने के आपके अनुरोध',
      'आपका खाता, और हर वह जगह जहाँ आप साइन इन हैं',
    ]);
    expect(asked.getByText('इसे वापस नहीं लाया जा सकता।')).toBeInTheDocument();
    expect(asked.getByLabelText('पुष्टि के लिए आपका पासवर्ड')).toHaveFocus();
    await userEvent.click(asked.getByRole('button', { name: 'मेरा खाता रहने दें' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(backend.callCount('account.deleteAccount')).toBe(0);
  });
});
