import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { message, MESSAGES } from '@/domain/messages';
import { renderWithProviders } from '@/testing/render-with-providers';
import { setNgoWebsite } from '@/testing/seed-ngo-website';
import type { TestServer } from '@/testing/server-side';
import { startTestBackend, type StartTestBackendOptions } from '@/testing/test-backend';
import ResourcesPage from '@/features/resources/resources-page';
import {
  ADMIN_EMAIL,
  RESOURCES_ROUTE,
  seedDirectory,
  seedDirectoryNgo,
} from '@/features/resources/resources-test-data';

const DIRECTORY_PATH = '/api/ngos';
const DELETE_NGO = /^\/api\/admin\/ngos\//;

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

/** The Resources page on a server whose directory `seed` fills, the list loaded. */
async function renderDirectory(
  seed: (server: TestServer) => Promise<unknown>,
  options: StartTestBackendOptions = {},
) {
  const started = await startTestBackend(options);
  await seed(started.server);
  renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend: started.backend });
  await waitForDirectory();
  return started;
}

/** The two NGOs the admin tests act on. */
async function twoNgos(server: TestServer) {
  await seedDirectoryNgo(server, 1, { name: 'Asha Kendra' });
  await seedDirectoryNgo(server, 2, { name: 'Bhumi Trust' });
}

const AS_ADMIN = { signedIn: ADMIN_EMAIL, admin: true };

/** An admin's Delete on `name`'s card, confirmed (her tools show once her session is known). */
async function confirmDelete(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('NGO directory: list and paging', () => {
  it('shows a loading placeholder, then the approved NGOs with tap-to-call, e-mail and website links', async () => {
    const { backend, network, server } = await startTestBackend();
    const ngo = await seedDirectoryNgo(server, 1, { contact: '+91 98765 43210' });
    await setNgoWebsite(server, ngo.id, 'https://ngo1.example.org/');
    const held = network.hold('GET', DIRECTORY_PATH);
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
    expect(
      within(card).getByRole('link', { name: 'Website: https://ngo1.example.org/' }),
    ).toHaveAttribute('href', 'https://ngo1.example.org/');
    expect(within(card).getByText('General')).toBeInTheDocument();
    expect(network.requestsTo('GET', DIRECTORY_PATH)).toHaveLength(1);
  });

  it('shows them by name, as every backend lists them, not in the order they were approved', async () => {
    // Approved in this order; the admin's list shows the latest first: bhumi, Asha, zeal.
    await renderDirectory(async (server) => {
      await seedDirectoryNgo(server, 1, { name: 'zeal foundation' });
      await seedDirectoryNgo(server, 2, { name: 'Asha Kendra' });
      await seedDirectoryNgo(server, 3, { name: 'bhumi trust' });
    });
    expect(shownNames()).toEqual(['Asha Kendra', 'bhumi trust', 'zeal foundation']);
  });

  it('shows 12 first; Load More adds 12 at a time and then goes away', async () => {
    await renderDirectory((server) => seedDirectory(server, 25));
    expect(shownNames()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 25 NGOs')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(shownNames()).toHaveLength(24);
    // Focus moves to the first card Load More added.
    expect(screen.getByRole('article', { name: 'NGO 13' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(shownNames()).toHaveLength(25);
    expect(shownNames().at(-1)).toBe('NGO 25');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 25 of 25 NGOs')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again on request', async () => {
    const { backend, network, server } = await startTestBackend();
    await seedDirectoryNgo(server, 1);
    network.fail('GET', DIRECTORY_PATH);
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend });
    await waitFor(() =>
      expect(within(directory()).getByText(MESSAGES.ngosLoadFailed)).toBeInTheDocument(),
    );
    // The toast says it too, once the toaster, fetched at the first toast, has arrived.
    await waitFor(() => expect(screen.getAllByText(MESSAGES.ngosLoadFailed)).toHaveLength(2));

    network.fail('GET', DIRECTORY_PATH, false);
    await userEvent.click(within(directory()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'NGO 01' })).toBeInTheDocument();
  });
});

describe('NGO directory: search and category', () => {
  async function fourNgos(server: TestServer) {
    await seedDirectoryNgo(server, 1, {
      name: 'Sakhi Legal Centre',
      description: 'Lawyers',
      category: 'Legal Aid',
    });
    await seedDirectoryNgo(server, 2, {
      name: 'Asha Shelter',
      description: 'Safe homes',
      category: 'Shelter',
    });
    await seedDirectoryNgo(server, 3, { name: 'Nyaya Trust', description: 'Free LEGAL aid camps' });
    await seedDirectoryNgo(server, 4, {
      name: 'Mann Counseling',
      description: 'Therapy',
      category: 'Counseling',
    });
  }

  it('searches name or description ignoring case, and combines it with the category', async () => {
    await renderDirectory(fourNgos);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search NGOs' }), 'legal');
    expect(shownNames()).toEqual(['Nyaya Trust', 'Sakhi Legal Centre']);
    expect(screen.getByText('Showing 2 of 2 NGOs')).toBeInTheDocument();

    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Legal Aid', 'Counseling', 'Emergency', 'Shelter', 'General']);
    await userEvent.selectOptions(category, 'Legal Aid');
    expect(shownNames()).toEqual(['Sakhi Legal Centre']);
    await userEvent.selectOptions(category, 'General');
    expect(shownNames()).toEqual(['Nyaya Trust']);
    await userEvent.selectOptions(category, 'All categories');
    expect(shownNames()).toEqual(['Nyaya Trust', 'Sakhi Legal Centre']);
  });

  // A category or a search that matches nothing saying so: admin.spec.ts' first journey and
  // offline-truth-admin.spec.ts' empty directory.
  // An empty directory saying none are approved yet, not that her search matches nothing:
  // offline-truth-admin.spec.ts, 'Resources says no NGO is listed yet, and a search that matches
  // nothing keeps its text'.
  it('starts again from 12 when the search changes', async () => {
    await renderDirectory((server) => seedDirectory(server, 25));
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(shownNames()).toHaveLength(24);
    await userEvent.type(screen.getByRole('searchbox'), 'NGO');
    expect(shownNames()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 25 NGOs')).toBeInTheDocument();
  });
});

describe('NGO directory: admin tools', () => {
  // From a visitor: admin.spec.ts' first journey.
  it('hides registration numbers and delete buttons from a signed-in reader', async () => {
    await renderDirectory(twoNgos, { signedIn: 'reader@example.org' });
    expect(shownNames()).toEqual(['Asha Kendra', 'Bhumi Trust']);
    expect(screen.queryByText(/REG-1/)).not.toBeInTheDocument();
    expect(
      within(directory()).queryByText('Registration number', { exact: false }),
    ).not.toBeInTheDocument();
    expect(within(directory()).queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });

  // Its registration number, the question and the deletion said are admin.spec.ts' journey; Cancel,
  // Escape and the focus are the dialog's own (confirm-dialog.test.tsx).
  it('deletes after the confirmation, busy meanwhile, and says so', async () => {
    const { backend, network } = await renderDirectory(twoNgos, AS_ADMIN);
    const held = network.hold('DELETE', DELETE_NGO);
    await confirmDelete('Asha Kendra');
    // While it runs the card says so, and a second tap sends nothing more.
    const busy = screen.getByRole('button', { name: 'Deleting... Asha Kendra' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    held.releaseAll();
    expect(await screen.findByText('Asha Kendra deleted.')).toBeInTheDocument();
    expect(network.requestsTo('DELETE', DELETE_NGO)).toHaveLength(1);
    expect(shownNames()).toEqual(['Bhumi Trust']);
    expect(screen.getByRole('heading', { name: 'NGO directory' })).toHaveFocus();
    expect((await backend.ngos.approved()).map((ngo) => ngo.name)).toEqual(['Bhumi Trust']);
  });

  it('keeps the NGO and says so when the delete fails', async () => {
    const { network } = await renderDirectory(twoNgos, AS_ADMIN);
    network.fail('DELETE', DELETE_NGO);
    await confirmDelete('Bhumi Trust');
    expect(
      await screen.findByText(message('ngoDirectoryDeleteFailed', { name: 'Bhumi Trust' })),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to delete Bhumi Trust.')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Asha Kendra', 'Bhumi Trust']);
    // The toast can show a render before the busy state ends.
    expect(await screen.findByRole('button', { name: 'Delete Bhumi Trust' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
