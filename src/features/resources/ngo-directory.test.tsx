import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { message, MESSAGES } from '@/domain/messages';
import { ADMIN_USER, SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend } from '@/testing/fake-backend';
import { activateForTests } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import ResourcesPage from '@/features/resources/resources-page';
import {
  makeNgo,
  RESOURCES_ROUTE,
  withUnsortedDirectory,
} from '@/features/resources/resources-test-data';

function directory() {
  return screen.getByRole('region', { name: 'NGO directory' });
}

/** The NGO names shown, in order. */
function shownNames() {
  return within(directory())
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

async function waitForDirectory() {
  await waitFor(() => expect(screen.queryByText('Loading NGOs...')).not.toBeInTheDocument());
}

function manyNgos(count: number) {
  return Array.from({ length: count }, (_, i) => makeNgo(i + 1));
}

describe('NGO directory: list and paging', () => {
  it('shows a loading placeholder, then the approved NGOs with tap-to-call and e-mail links', async () => {
    const backend = createFakeBackend({ ngos: [makeNgo(1, { contact: '+91 98765 43210' })] });
    const held = backend.hold('ngos.approved');
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend });
    expect(within(directory()).getByRole('status')).toHaveTextContent('Loading NGOs...');
    held.releaseAll();
    const card = await screen.findByRole('article', { name: 'NGO 01' });
    expect(within(card).getByRole('link', { name: /\+91 98765 43210/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(card).getByRole('link', { name: /ngo1@example\.org/ })).toHaveAttribute(
      'href',
      'mailto:ngo1@example.org',
    );
    expect(within(card).getByText('General')).toBeInTheDocument();
    expect(backend.callCount('ngos.approved')).toBe(1);
  });

  it('sorts by name whatever order the list arrives in', async () => {
    const backend = createFakeBackend();
    const unsorted = [
      makeNgo(1, { name: 'zeal foundation' }),
      makeNgo(2, { name: 'Asha Kendra' }),
      makeNgo(3, { name: 'bhumi trust' }),
    ];
    renderWithProviders(<ResourcesPage />, {
      ...RESOURCES_ROUTE,
      backend,
      port: withUnsortedDirectory(backend, unsorted),
    });
    await waitForDirectory();
    expect(shownNames()).toEqual(['Asha Kendra', 'bhumi trust', 'zeal foundation']);
  });

  it('shows 12 first; Load More adds 12 at a time and then goes away', async () => {
    renderWithProviders(<ResourcesPage />, {
      ...RESOURCES_ROUTE,
      backend: createFakeBackend({ ngos: manyNgos(30) }),
    });
    await waitForDirectory();
    expect(shownNames()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 30 NGOs')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(shownNames()).toHaveLength(24);
    // Focus moves to the first card Load More added.
    expect(screen.getByRole('article', { name: 'NGO 13' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(shownNames()).toHaveLength(30);
    expect(shownNames().at(-1)).toBe('NGO 30');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 30 of 30 NGOs')).toBeInTheDocument();
  });

  it('offers no Load More when 12 or fewer NGOs exist', async () => {
    renderWithProviders(<ResourcesPage />, {
      ...RESOURCES_ROUTE,
      backend: createFakeBackend({ ngos: manyNgos(12) }),
    });
    await waitForDirectory();
    expect(shownNames()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again on request', async () => {
    const backend = createFakeBackend({
      ngos: [makeNgo(1)],
      failWith: { 'ngos.approved': new BackendError('network', 'offline') },
    });
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend });
    await waitFor(() =>
      expect(within(directory()).getByText(MESSAGES.ngosLoadFailed)).toBeInTheDocument(),
    );
    // The toast says it too.
    expect(screen.getAllByText(MESSAGES.ngosLoadFailed)).toHaveLength(2);

    backend.fail('ngos.approved', null);
    await userEvent.click(within(directory()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'NGO 01' })).toBeInTheDocument();
    expect(backend.callCount('ngos.approved')).toBe(2);
  });
});

describe('NGO directory: search and category', () => {
  const ngos = [
    makeNgo(1, { name: 'Sakhi Legal Centre', description: 'Lawyers', category: 'Legal Aid' }),
    makeNgo(2, { name: 'Asha Shelter', description: 'Safe homes', category: 'Shelter' }),
    makeNgo(3, { name: 'Nyaya Trust', description: 'Free LEGAL aid camps', category: 'General' }),
    makeNgo(4, { name: 'Mann Counseling', description: 'Therapy', category: 'Counseling' }),
  ];

  it('searches name or description, ignoring case', async () => {
    renderWithProviders(<ResourcesPage />, {
      ...RESOURCES_ROUTE,
      backend: createFakeBackend({ ngos }),
    });
    await waitForDirectory();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search NGOs' }), 'legal');
    expect(shownNames()).toEqual(['Nyaya Trust', 'Sakhi Legal Centre']);
    expect(screen.getByText('Showing 2 of 2 NGOs')).toBeInTheDocument();
  });

  it('combines the search with the category filter', async () => {
    renderWithProviders(<ResourcesPage />, {
      ...RESOURCES_ROUTE,
      backend: createFakeBackend({ ngos }),
    });
    await waitForDirectory();
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Legal Aid', 'Counseling', 'Emergency', 'Shelter', 'General']);
    await userEvent.selectOptions(category, 'Legal Aid');
    expect(shownNames()).toEqual(['Sakhi Legal Centre']);
    await userEvent.type(screen.getByRole('searchbox'), 'LEGAL');
    expect(shownNames()).toEqual(['Sakhi Legal Centre']);
    await userEvent.selectOptions(category, 'General');
    expect(shownNames()).toEqual(['Nyaya Trust']);
    await userEvent.selectOptions(category, 'All categories');
    expect(shownNames()).toEqual(['Nyaya Trust', 'Sakhi Legal Centre']);
  });

  it('says when nothing matches', async () => {
    renderWithProviders(<ResourcesPage />, {
      ...RESOURCES_ROUTE,
      backend: createFakeBackend({ ngos }),
    });
    await waitForDirectory();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Emergency');
    expect(shownNames()).toEqual([]);
    expect(within(directory()).getByText(MESSAGES.noNgosMatch)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Shelter');
    expect(within(directory()).queryByText(MESSAGES.noNgosMatch)).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'therapy');
    expect(within(directory()).getByText(MESSAGES.noNgosMatch)).toBeInTheDocument();
  });

  it('says nothing matches when there are no approved NGOs at all', async () => {
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend: createFakeBackend() });
    await waitForDirectory();
    expect(within(directory()).getByText(MESSAGES.noNgosMatch)).toBeInTheDocument();
  });

  it('starts again from 12 when the search changes', async () => {
    renderWithProviders(<ResourcesPage />, {
      ...RESOURCES_ROUTE,
      backend: createFakeBackend({ ngos: manyNgos(40) }),
    });
    await waitForDirectory();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(shownNames()).toHaveLength(24);
    await userEvent.type(screen.getByRole('searchbox'), 'NGO');
    expect(shownNames()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 40 NGOs')).toBeInTheDocument();
  });
});

describe('NGO directory: admin tools', () => {
  const ngos = [makeNgo(1, { name: 'Asha Kendra' }), makeNgo(2, { name: 'Bhumi Trust' })];

  it.each([
    ['a visitor', null],
    ['a signed-in user', SIGNED_IN_USER],
  ])('hides registration numbers and delete buttons from %s', async (_who, user) => {
    renderWithProviders(<ResourcesPage />, {
      ...RESOURCES_ROUTE,
      backend: createFakeBackend({ user, ngos }),
    });
    await waitForDirectory();
    expect(shownNames()).toEqual(['Asha Kendra', 'Bhumi Trust']);
    expect(screen.queryByText(/REG-1/)).not.toBeInTheDocument();
    expect(
      within(directory()).queryByText('Registration number', { exact: false }),
    ).not.toBeInTheDocument();
    expect(within(directory()).queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });

  it('shows an admin each registration number and a delete button', async () => {
    renderWithProviders(<ResourcesPage />, {
      ...RESOURCES_ROUTE,
      backend: createFakeBackend({ user: ADMIN_USER, ngos }),
    });
    await waitForDirectory();
    const card = screen.getByRole('article', { name: 'Asha Kendra' });
    expect(within(card).getByText('REG-1')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Asha Kendra' })).toBeInTheDocument();
  });

  it('deletes nothing when the admin cancels or presses Escape', async () => {
    const backend = createFakeBackend({ user: ADMIN_USER, ngos });
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend });
    await waitForDirectory();
    const deleteButton = screen.getByRole('button', { name: 'Delete Asha Kendra' });
    await userEvent.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this NGO?' });
    expect(dialog).toHaveTextContent('Delete "Asha Kendra"? This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();

    await userEvent.click(deleteButton);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    expect(backend.callCount('admin.deleteNgo')).toBe(0);
    expect(shownNames()).toEqual(['Asha Kendra', 'Bhumi Trust']);
  });

  it('deletes after the confirmation and says so', async () => {
    const backend = createFakeBackend({ user: ADMIN_USER, ngos });
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend });
    await waitForDirectory();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha Kendra' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Asha Kendra deleted.')).toBeInTheDocument();
    expect(backend.callsTo('admin.deleteNgo')[0]?.args).toEqual(['ngo-1']);
    expect(shownNames()).toEqual(['Bhumi Trust']);
    expect(backend.db.ngos.map((ngo) => ngo.name)).toEqual(['Bhumi Trust']);
    expect(screen.getByRole('heading', { name: 'NGO directory' })).toHaveFocus();
  });

  it('keeps the NGO and says so when the delete fails', async () => {
    const backend = createFakeBackend({
      user: ADMIN_USER,
      ngos,
      failWith: { 'admin.deleteNgo': new BackendError('unavailable', 'down', 503) },
    });
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend });
    await waitForDirectory();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Bhumi Trust' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText(message('ngoDirectoryDeleteFailed', { name: 'Bhumi Trust' })),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to delete Bhumi Trust.')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Asha Kendra', 'Bhumi Trust']);
    expect(screen.getByRole('button', { name: 'Delete Bhumi Trust' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows Deleting... on the card while the delete runs', async () => {
    const backend = createFakeBackend({ user: ADMIN_USER, ngos });
    const held = backend.hold('admin.deleteNgo');
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend });
    await waitForDirectory();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha Kendra' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    const busy = screen.getByRole('button', { name: 'Deleting... Asha Kendra' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    held.releaseAll();
    expect(await screen.findByText('Asha Kendra deleted.')).toBeInTheDocument();
    expect(backend.callCount('admin.deleteNgo')).toBe(1);
  });
});

describe('NGO directory in Hindi', () => {
  afterEach(() => activateForTests('en'));

  it('shows its labels, count and categories in Hindi, and the NGOs as they were written', async () => {
    activateForTests('hi');
    const ngos = [
      makeNgo(1, {
        name: 'Asha Kendra',
        description: 'Safe homes',
        category: 'Shelter',
        website: 'https://asha.example.org/',
      }),
      makeNgo(2, { name: 'Nyaya Trust', category: 'Legal Aid' }),
    ];
    renderWithProviders(<ResourcesPage />, {
      ...RESOURCES_ROUTE,
      backend: createFakeBackend({ user: ADMIN_USER, ngos }),
    });
    const region = screen.getByRole('region', { name: 'एनजीओ डायरेक्टरी' });
    expect(within(region).getByRole('status')).toHaveTextContent('एनजीओ की सूची लोड हो रही है...');
    const card = await within(region).findByRole('article', { name: 'Asha Kendra' });
    expect(within(region).getByText('2 में से 2 एनजीओ दिखाए जा रहे हैं')).toBeInTheDocument();
    expect(within(card).getByText('Safe homes')).toBeInTheDocument();
    // The stored category is English; its label is not.
    expect(card).toHaveTextContent('श्रेणी: आश्रय');
    expect(
      within(card).getByRole('link', { name: 'वेबसाइट: https://asha.example.org/' }),
    ).toHaveAttribute('href', 'https://asha.example.org/');

    const category = within(region).getByRole('combobox', { name: 'श्रेणी' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['सभी श्रेणियाँ', 'क़ानूनी सहायता', 'काउंसलिंग', 'आपातकालीन मदद', 'आश्रय', 'सामान्य']);
    await userEvent.selectOptions(category, 'क़ानूनी सहायता');
    expect(
      within(region)
        .getAllByRole('article')
        .map((shown) => shown.id),
    ).toHaveLength(1);
    expect(within(region).getByRole('article', { name: 'Nyaya Trust' })).toBeInTheDocument();
    await userEvent.selectOptions(category, 'सभी श्रेणियाँ');
    expect(within(region).getByRole('searchbox', { name: 'एनजीओ खोजें' })).toHaveAttribute(
      'placeholder',
      'नाम या विवरण से खोजें',
    );

    // The name is read first, the verb after it, as Hindi says it.
    await userEvent.click(screen.getByRole('button', { name: 'Asha Kendra को हटाएँ' }));
    const dialog = screen.getByRole('alertdialog', { name: 'क्या इस एनजीओ को हटाना है?' });
    expect(within(dialog).getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
