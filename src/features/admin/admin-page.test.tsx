import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuthPort } from '@/backend/port';
import { MESSAGES } from '@/domain/messages';
import { NGO_CATEGORIES } from '@/domain/vocabularies';
import { seedStory } from '@/testing/seed';
import { seedReports } from '@/testing/seed-reports';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';
import AdminPage from '@/features/admin/admin-page';
import {
  adminSection,
  cardTitles,
  seedApprovedNgo,
  seedRequest,
  startAdminBackend,
  waitForAdminData,
} from '@/features/admin/admin-test-data';

const ADMIN_API = /^\/api\/admin\//;

/** The admin's dashboard on a server seeded by `seed` first. */
async function renderDashboard(
  seed: (started: Awaited<ReturnType<typeof startAdminBackend>>) => Promise<unknown> = () =>
    Promise.resolve(),
) {
  const started = await startAdminBackend();
  await seed(started);
  renderWithProviders(<AdminPage />, { route: '/admin', backend: started.backend });
  await waitForAdminData();
  return started;
}

/** The open confirmation: an alert dialog where it deletes something. */
function dialog() {
  return screen.queryByRole('dialog') ?? screen.getByRole('alertdialog');
}

async function confirmIn(label: string) {
  await userEvent.click(within(dialog()).getByRole('button', { name: label }));
}

describe('Admin page: who may see it', () => {
  it('shows Access Denied to a visitor, with Sign In that comes back here, and asks for no admin data', async () => {
    const { backend, network } = await startTestBackend();
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent('/admin')}`,
    );
    expect(network.requestsTo('GET', ADMIN_API)).toEqual([]);
  });

  it('offers a signed-in reader who is not an admin the way back, not Sign In', async () => {
    const { backend, network } = await startTestBackend({ signedIn: 'reader@example.org' });
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You are signed in, and everything else in Sahas is open to you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Read stories' })).toHaveAttribute('href', '/stories');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(network.requestsTo('GET', ADMIN_API)).toEqual([]);
  });
});

describe('Admin page: loading', () => {
  it('shows the three sections, loads their lists once, and shows each empty state', async () => {
    const { backend, network } = await startAdminBackend();
    const held = network.hold('GET', '/api/admin/stories/reported');
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading admin data...');
    for (const name of ['Pending NGO Requests', 'Approved NGOs', 'Story Moderation']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.queryByText(MESSAGES.noPendingRequests)).not.toBeInTheDocument();
    held.releaseAll();
    await waitForAdminData();
    for (const path of [
      '/api/admin/ngos/requests',
      '/api/admin/ngos',
      '/api/admin/stories/reported',
    ]) {
      expect(network.requestsTo('GET', path)).toHaveLength(1);
    }
    // Each empty.
    for (const [section, empty] of [
      ['Pending NGO Requests', MESSAGES.noPendingRequests],
      ['Approved NGOs', MESSAGES.noApprovedNgos],
      ['Story Moderation', MESSAGES.noStoriesToModerate],
    ] as const) {
      expect(within(adminSection(section)).getByText(empty)).toBeInTheDocument();
    }
  });

  it.each(['/api/admin/ngos/requests', '/api/admin/ngos', '/api/admin/stories/reported'])(
    'says the data could not be loaded when %s cannot be reached, and tries again on request',
    async (path) => {
      const { backend, network, server } = await startAdminBackend();
      await seedRequest(server, 1);
      network.fail('GET', path);
      renderWithProviders(<AdminPage />, { route: '/admin', backend });
      await waitForAdminData();
      // Once as a toast (its toaster fetched at the first toast), once on the page.
      await waitFor(() => expect(screen.getAllByText(MESSAGES.adminLoadFailed)).toHaveLength(2));
      expect(screen.queryByText(MESSAGES.noApprovedNgos)).not.toBeInTheDocument();

      network.fail('GET', path, false);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitForAdminData();
      expect(cardTitles('Pending NGO Requests')).toEqual(['Requested NGO 1']);
      expect(screen.getByText(MESSAGES.noApprovedNgos)).toBeInTheDocument();
    },
  );
});

// Cancel, Escape and the focus of each question are the dialog's own (confirm-dialog.test.tsx).
describe('Admin page: pending NGO requests', () => {
  const twoRequests = async ({ server }: { server: Parameters<typeof seedRequest>[0] }) => {
    await seedRequest(server, 1);
    await seedRequest(server, 2);
  };

  it('shows each request with its details, newest first', async () => {
    await renderDashboard(twoRequests);
    expect(cardTitles('Pending NGO Requests')).toEqual(['Requested NGO 2', 'Requested NGO 1']);
    const card = screen.getByRole('article', { name: 'Requested NGO 1' });
    expect(card).toHaveTextContent('What requested NGO 1 does.');
    expect(card).toHaveTextContent('+91 22 5555 0001');
    expect(card).toHaveTextContent('request1@example.org');
    expect(card).toHaveTextContent('REQ-1');
  });

  // Asking with General chosen and focused, approving as Legal Aid, the request moving to the
  // approved list and into the directory: admin.spec.ts' journey.
  it('offers every category to approve with, and moves the focus to the section after', async () => {
    const { backend } = await renderDashboard(twoRequests);
    await userEvent.click(screen.getByRole('button', { name: 'Approve Requested NGO 2' }));
    const confirm = screen.getByRole('dialog', { name: 'Approve this NGO?' });
    expect(confirm).toHaveTextContent('"Requested NGO 2" will appear in the public directory');
    const category = within(confirm).getByRole('combobox', { name: 'Directory category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...NGO_CATEGORIES]);
    await userEvent.selectOptions(category, 'Shelter');
    await confirmIn('Approve');
    expect(await screen.findByText('Requested NGO 2 has been approved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending NGO Requests' })).toHaveFocus();
    expect(await backend.ngos.approved()).toEqual([
      expect.objectContaining({ name: 'Requested NGO 2', category: 'Shelter' }),
    ]);
  });

  it('offers General again after a cancel, and approves as General when nothing else is picked', async () => {
    const { backend } = await renderDashboard(({ server }) => seedRequest(server, 1));
    const approve = screen.getByRole('button', { name: 'Approve Requested NGO 1' });
    await userEvent.click(approve);
    await userEvent.selectOptions(within(dialog()).getByRole('combobox'), 'Shelter');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(approve).toHaveFocus();
    await userEvent.click(approve);
    expect(within(dialog()).getByRole('combobox')).toHaveValue('General');
    await confirmIn('Approve');
    expect(await screen.findByText('Requested NGO 1 has been approved.')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noPendingRequests)).toBeInTheDocument();
    expect(await backend.ngos.approved()).toEqual([
      expect.objectContaining({ name: 'Requested NGO 1', category: 'General' }),
    ]);
  });

  it('approves nothing, and says so, when the session names no e-mail for the approving admin', async () => {
    const started = await startAdminBackend();
    await seedRequest(started.server, 1);
    // A session without an address (a Firebase account made with a phone number): the
    // approval must name its approver, so the dashboard refuses before asking the server.
    const auth: AuthPort = {
      ...started.auth,
      watch: (listener) => started.auth.watch((user) => listener(user && { ...user, email: '' })),
    };
    renderWithProviders(<AdminPage />, {
      route: '/admin',
      backend: { ...started.backend, auth },
    });
    await waitForAdminData();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Requested NGO 1' }));
    await confirmIn('Approve');
    expect(await screen.findByText(MESSAGES.adminUnknownApprover)).toBeInTheDocument();
    expect(cardTitles('Pending NGO Requests')).toEqual(['Requested NGO 1']);
    expect(started.network.requestsTo('POST', /\/approve$/)).toEqual([]);
    expect(await started.backend.ngos.approved()).toEqual([]);
  });

  it('keeps the request and says so when approval fails', async () => {
    const { network } = await renderDashboard(twoRequests);
    network.fail('POST', /\/approve$/);
    await userEvent.click(screen.getByRole('button', { name: 'Approve Requested NGO 1' }));
    await confirmIn('Approve');
    expect(await screen.findByText(MESSAGES.ngoApproveFailed)).toBeInTheDocument();
    expect(cardTitles('Pending NGO Requests')).toEqual(['Requested NGO 2', 'Requested NGO 1']);
    expect(screen.getByText(MESSAGES.noApprovedNgos)).toBeInTheDocument();
  });

  it('shows Approving... while it runs, and a second tap sends nothing more', async () => {
    const { network } = await renderDashboard(({ server }) => seedRequest(server, 1));
    const held = network.hold('POST', /\/approve$/);
    await userEvent.click(screen.getByRole('button', { name: 'Approve Requested NGO 1' }));
    await confirmIn('Approve');
    const busy = screen.getByRole('button', { name: `Approving... Requested NGO 1` });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    held.releaseAll();
    expect(await screen.findByText('Requested NGO 1 has been approved.')).toBeInTheDocument();
    expect(network.requestsTo('POST', /\/approve$/)).toHaveLength(1);
  });

  // Rejecting after the question, said and gone from the list: admin.spec.ts' journey.
  it('keeps the request and says so when rejection fails', async () => {
    const { network } = await renderDashboard(twoRequests);
    network.fail('DELETE', /^\/api\/admin\/ngos\/requests\//);
    await userEvent.click(screen.getByRole('button', { name: 'Reject Requested NGO 2' }));
    await confirmIn('Reject');
    expect(await screen.findByText(MESSAGES.ngoRejectFailed)).toBeInTheDocument();
    expect(cardTitles('Pending NGO Requests')).toEqual(['Requested NGO 2', 'Requested NGO 1']);
  });
});

describe('Admin page: approved NGOs', () => {
  const twoNgos = async ({ server }: { server: Parameters<typeof seedRequest>[0] }) => {
    await seedApprovedNgo(server, 2);
    await seedApprovedNgo(server, 1, 'Shelter');
  };

  it('lists them newest approval first, with category and registration number', async () => {
    await renderDashboard(twoNgos);
    expect(cardTitles('Approved NGOs')).toEqual(['Approved NGO 1', 'Approved NGO 2']);
    const card = screen.getByRole('article', { name: 'Approved NGO 1' });
    expect(card).toHaveTextContent('Shelter');
    expect(card).toHaveTextContent('REG-1');
  });

  it('deletes after the confirmation', async () => {
    const { backend } = await renderDashboard(twoNgos);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Approved NGO 2' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this NGO?' })).toHaveTextContent(
      'Delete "Approved NGO 2"? This cannot be undone.',
    );
    await confirmIn('Delete');
    expect(await screen.findByText('Approved NGO 2 has been deleted.')).toBeInTheDocument();
    expect(cardTitles('Approved NGOs')).toEqual(['Approved NGO 1']);
    expect(screen.getByRole('heading', { name: 'Approved NGOs' })).toHaveFocus();
    expect((await backend.ngos.approved()).map((ngo) => ngo.name)).toEqual(['Approved NGO 1']);
  });

  it('keeps the NGO and says so when deleting fails', async () => {
    const { network } = await renderDashboard(twoNgos);
    network.fail('DELETE', /^\/api\/admin\/ngos\//);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Approved NGO 1' }));
    await confirmIn('Delete');
    expect(await screen.findByText(MESSAGES.ngoDeleteFailed)).toBeInTheDocument();
    expect(cardTitles('Approved NGOs')).toEqual(['Approved NGO 1', 'Approved NGO 2']);
  });
});

describe('Admin page: story moderation', () => {
  /** Four stories, three of them reported: once, five times and twice (the untitled one). */
  async function renderWithReports() {
    return renderDashboard(async ({ server }) => {
      const once = await seedStory(server, { title: 'Once reported' });
      await seedStory(server, { title: 'Never reported' });
      const most = await seedStory(server, { title: 'Most reported', content: 'x'.repeat(500) });
      const untitled = await seedStory(server, { title: '' });
      await seedReports(server, once.id, ['harassment']);
      await seedReports(
        server,
        most.id,
        Array.from({ length: 5 }, () => 'harassment' as const),
      );
      await seedReports(server, untitled.id, ['spam', 'spam']);
    });
  }

  it('lists reported stories, most reported first, with their report counts', async () => {
    await renderWithReports();
    expect(cardTitles('Story Moderation')).toEqual([
      'Most reported',
      'Untitled story',
      'Once reported',
    ]);
    const most = screen.getByRole('article', { name: 'Most reported' });
    expect(most).toHaveTextContent('5 reports');
    expect(screen.getByRole('article', { name: 'Untitled story' })).toHaveTextContent('2 reports');
    expect(screen.getByRole('article', { name: 'Once reported' })).toHaveTextContent('1 report');
    // Long stories are cut for the overview.
    expect(most).toHaveTextContent(`${'x'.repeat(300)}...`);
    expect(most).not.toHaveTextContent('x'.repeat(301));
  });

  it('warns that reactions and reports go too, deletes the story after the confirmation, and says when nothing is left to moderate', async () => {
    const { backend } = await renderDashboard(async ({ server }) => {
      const story = await seedStory(server, { title: 'Once reported' });
      await seedReports(server, story.id, ['harassment']);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Once reported' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this story?' })).toHaveTextContent(
      'Delete the story "Once reported"? Its reactions and reports will be deleted with it. This cannot be undone.',
    );
    await confirmIn('Delete');
    expect(await screen.findByText('Story "Once reported" has been deleted.')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noStoriesToModerate)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Story Moderation' })).toHaveFocus();
    expect(await backend.admin.reportedStories()).toEqual([]);
    expect((await backend.stories.list({ tags: [], sort: 'newest' })).stories).toEqual([]);
  });

  it('keeps the story and says so when deleting fails', async () => {
    const { network } = await renderDashboard(async ({ server }) => {
      const story = await seedStory(server, { title: 'Once reported' });
      await seedReports(server, story.id, ['harassment']);
    });
    network.fail('DELETE', /^\/api\/admin\/stories\//);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Once reported' }));
    await confirmIn('Delete');
    expect(await screen.findByText(MESSAGES.adminStoryDeleteFailed)).toBeInTheDocument();
    expect(cardTitles('Story Moderation')).toEqual(['Once reported']);
  });
});
