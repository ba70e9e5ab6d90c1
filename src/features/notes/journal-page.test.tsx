import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAfterSignOut } from '@/lib/after-sign-out';
import { pageVaultKeys } from '@/lib/vault/key-holder';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';
import JournalPage from '@/features/notes/journal-page';

const HER = 'her@example.org';
const PASSPHRASE = 'Blue kite, 7 rivers!';
const WHAT_HAPPENED = 'He threw the phone at me in the courtyard';

// The page's one key holder outlives a test in this shared worker: nothing stays open.
afterEach(() => pageVaultKeys.lock());

/** Her journal on a new server, its passphrase chosen and the notes open. */
async function openJournal() {
  const started = await startTestBackend({ signedIn: HER });
  renderWithProviders(<JournalPage />, { route: '/journal', backend: started.backend });
  await choosePassphrase();
  return started;
}

async function choosePassphrase() {
  await screen.findByRole('heading', { name: 'Choose a passphrase' });
  await userEvent.type(screen.getByLabelText('New passphrase'), PASSPHRASE);
  await userEvent.type(screen.getByLabelText('Type the passphrase again'), PASSPHRASE);
  await userEvent.click(screen.getByRole('button', { name: 'Lock my notes with this passphrase' }));
  await screen.findByRole('heading', { name: 'Journal' }, { timeout: 10_000 });
}

async function writeEntry(text: string, date = '2025-03-12') {
  await userEvent.click(screen.getByRole('button', { name: 'Write an entry' }));
  fireEvent.change(screen.getByLabelText('Date it happened'), { target: { value: date } });
  await userEvent.type(screen.getByLabelText('What happened'), text);
  await userEvent.type(screen.getByLabelText('Who did it'), 'My husband');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Physical' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save entry' }));
  // Listed, once the list holds it (the form's own field holds the text until then).
  await waitFor(
    () =>
      expect(
        screen.getAllByRole('article').some((entry) => entry.textContent?.includes(text)),
      ).toBe(true),
    { timeout: 10_000 },
  );
}

async function unlock(passphrase: string) {
  await userEvent.type(await screen.findByLabelText('Passphrase'), passphrase);
  await userEvent.click(screen.getByRole('button', { name: 'Open my notes' }));
}

// Sealed in the page (nothing she wrote reaches the server in clear), locked after a reload, a
// wrong passphrase refused and hers opening: journal.spec.ts' journey; a visitor sent to sign in,
// every-route.spec.ts'.
describe('Journal', () => {
  it('locks when she signs out, whatever screen is showing', async () => {
    await openJournal();
    expect(pageVaultKeys.isUnlocked()).toBe(true);
    act(() => clearAfterSignOut());
    expect(pageVaultKeys.isUnlocked()).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Your notes are locked' })).toBeVisible();
  });

  it('lists entries newest first by when it happened, filters by type, and deletes after asking', async () => {
    const started = await openJournal();
    await writeEntry('The first time, in January', '2024-01-05');
    await writeEntry('Later, in June', '2024-06-20');
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'June 20, 2024',
      'January 5, 2024',
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Economic');
    expect(screen.getByText('No entries of this type.')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Physical');
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Delete June 20, 2024' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    expect(await screen.findByText('The entry has been deleted.')).toBeInTheDocument();
    await screen.findByText('The first time, in January');
    expect(screen.queryByText('Later, in June')).toBeNull();
    expect((await started.backend.vault.vaultItems({})).items).toHaveLength(1);
  });

  it('says so when they locked themselves after 5 minutes without use', async () => {
    await openJournal();
    act(() => pageVaultKeys.lock('idle'));
    expect(
      await screen.findByText('Your notes locked themselves after 5 minutes without use.'),
    ).toBeVisible();
  });

  // Key derivations at the real count: the change, then the old and the new passphrase.
  it(
    'changes the passphrase: the new one opens the same notes, the old one no longer does',
    { timeout: 60_000 },
    async () => {
      const started = await openJournal();
      await writeEntry(WHAT_HAPPENED);
      const { record: before } = await started.backend.vault.vaultKey({});
      await userEvent.click(screen.getByText('Change your passphrase', { selector: 'summary' }));
      await userEvent.type(screen.getByLabelText('Current passphrase'), PASSPHRASE);
      await userEvent.type(screen.getByLabelText('New passphrase'), 'Green boat, 9 hills?');
      await userEvent.type(
        screen.getByLabelText('Type the new passphrase again'),
        'Green boat, 9 hills?',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Change passphrase' }));
      expect(
        await screen.findByText('Your passphrase has been changed.', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      const { record: after } = await started.backend.vault.vaultKey({});
      expect(after?.wrappedKey).not.toBe(before?.wrappedKey);

      await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
      await unlock(PASSPHRASE);
      expect(
        await screen.findByText(
          'That passphrase does not open your notes. Please check it and try again.',
          {},
          { timeout: 10_000 },
        ),
      ).toBeVisible();
      expect(screen.getByLabelText('Passphrase')).toHaveAttribute('aria-invalid', 'true');
      await userEvent.clear(screen.getByLabelText('Passphrase'));
      await unlock('Green boat, 9 hills?');
      expect(await screen.findByText(WHAT_HAPPENED, {}, { timeout: 10_000 })).toBeVisible();
    },
  );

  it('erases everything after she confirms, and asks for a new passphrase', async () => {
    const started = await openJournal();
    await writeEntry(WHAT_HAPPENED);
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Erase and start again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase your notes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase everything' }));
    expect(
      await screen.findByText(
        'Your notes have been erased. You can start again with a new passphrase.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Choose a passphrase' })).toBeVisible();
    expect(await started.backend.vault.vaultKey({})).toEqual({ record: null });
    expect((await started.backend.vault.vaultItems({})).items).toEqual([]);
  });
});
