import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { MESSAGES } from '@/domain/messages';
import { NGO_CATEGORIES } from '@/domain/vocabularies';
import { ADMIN_USER, SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory, type FakeBackendOptions } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import AdminPage from '@/features/admin/admin-page';
import { makeApprovedNgo, makeRequest, report } from '@/features/admin/admin-test-data';

const FAILURE = new BackendError('unavailable', 'down', 503);

function section(name: string) {
  return screen.getByRole('region', { name });
}

/** The titles of the cards in a section, in order. */
function cardTitles(name: string) {
  return within(section(name))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

async function waitForData() {
  await waitFor(() => expect(screen.queryByText('Loading admin data...')).not.toBeInTheDocument());
}

async function renderDashboard(options: FakeBackendOptions = {}) {
  const backend = createFakeBackend({ user: ADMIN_USER, ...options });
  renderWithProviders(<AdminPage />, { route: '/admin', backend });
  await waitForData();
  return backend;
}

/** The open confirmation: an alert dialog where it deletes something. */
function dialog() {
  return screen.queryByRole('dialog') ?? screen.getByRole('alertdialog');
}

async function confirmIn(label: string) {
  await userEvent.click(within(dialog()).getByRole('button', { name: label }));
}

async function cancelDialog() {
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

describe('Admin page: who may see it', () => {
  it('shows Access Denied to a visitor, with Sign In that comes back here, and asks for no admin data', async () => {
    const backend = createFakeBackend({ user: null });
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent('/admin')}`,
    );
    expect(backend.calls.filter((call) => call.method.startsWith('admin.'))).toEqual([]);
  });

  it('offers a signed-in reader who is not an admin the way back, not Sign In', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER });
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
    expect(backend.calls.filter((call) => call.method.startsWith('admin.'))).toEqual([]);
  });
});

describe('Admin page: loading', () => {
  it('shows the three sections and loads their lists once', async () => {
    const backend = createFakeBackend({ user: ADMIN_USER });
    const held = backend.hold('admin.reportedStories');
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading admin data...');
    for (const name of ['Pending NGO Requests', 'Approved NGOs', 'Story Moderation']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.queryByText(MESSAGES.noPendingRequests)).not.toBeInTheDocument();
    held.releaseAll();
    await waitForData();
    expect(backend.callCount('admin.pendingRequests')).toBe(1);
    expect(backend.callCount('admin.approvedNgos')).toBe(1);
    expect(backend.callCount('admin.reportedStories')).toBe(1);
  });

  it('shows each empty state', async () => {
    await renderDashboard();
    expect(
      within(section('Pending NGO Requests')).getByText(MESSAGES.noPendingRequests),
    ).toBeInTheDocument();
    expect(within(section('Approved NGOs')).getByText(MESSAGES.noApprovedNgos)).toBeInTheDocument();
    expect(
      within(section('Story Moderation')).getByText(MESSAGES.noStoriesToModerate),
    ).toBeInTheDocument();
  });

  it.each(['admin.pendingRequests', 'admin.approvedNgos', 'admin.reportedStories'] as const)(
    'says the data could not be loaded when %s fails, and tries again on request',
    async (method) => {
      const backend = createFakeBackend({
        user: ADMIN_USER,
        ngoRequests: [makeRequest(1)],
        failWith: { [method]: FAILURE },
      });
      renderWithProviders(<AdminPage />, { route: '/admin', backend });
      await waitForData();
      // Once as a toast, once on the page.
      expect(screen.getAllByText(MESSAGES.adminLoadFailed)).toHaveLength(2);
      expect(screen.queryByText(MESSAGES.noApprovedNgos)).not.toBeInTheDocument();

      backend.fail(method, null);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitForData();
      expect(cardTitles('Pending NGO Requests')).toEqual(['Requested NGO 1']);
      expect(screen.getByText(MESSAGES.noApprovedNgos)).toBeInTheDocument();
    },
  );
});

describe('Admin page: pending NGO requests', () => {
  const requests = [makeRequest(1), makeRequest(2)];

  it('shows each request with its details', async () => {
    await renderDashboard({ ngoRequests: requests });
    expect(cardTitles('Pending NGO Requests')).toEqual([
      // Newest first, as both backends list them.
      'Requested NGO 2',
      'Requested NGO 1',
    ]);
    const card = screen.getByRole('article', { name: 'Requested NGO 1' });
    expect(card).toHaveTextContent('What requested NGO 1 does.');
    expect(card).toHaveTextContent('+91 22 5555 0001');
    expect(card).toHaveTextContent('request1@example.org');
    expect(card).toHaveTextContent('REQ-1');
  });

  it('approves with the chosen category after the confirmation', async () => {
    const backend = await renderDashboard({ ngoRequests: requests });
    await userEvent.click(screen.getByRole('button', { name: 'Approve Requested NGO 2' }));

    const confirm = screen.getByRole('dialog', { name: 'Approve this NGO?' });
    expect(confirm).toHaveTextContent('"Requested NGO 2" will appear in the public directory');
    const category = within(confirm).getByRole('combobox', {
      name: 'Directory category',
    });
    expect(category).toHaveValue('General');
    expect(category).toHaveFocus();
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...NGO_CATEGORIES]);
    await userEvent.selectOptions(category, 'Legal Aid');
    await confirmIn('Approve');

    expect(await screen.findByText('Requested NGO 2 has been approved.')).toBeInTheDocument();
    expect(backend.callsTo('admin.approveRequest')[0]?.args).toEqual(['request-2', 'Legal Aid']);
    expect(cardTitles('Pending NGO Requests')).toEqual(['Requested NGO 1']);
    expect(cardTitles('Approved NGOs')).toEqual(['Requested NGO 2']);
    expect(screen.getByRole('article', { name: 'Requested NGO 2' })).toHaveTextContent('Legal Aid');
    expect(backend.db.ngos).toEqual([
      expect.objectContaining({ name: 'Requested NGO 2', category: 'Legal Aid' }),
    ]);
    expect(screen.getByRole('heading', { name: 'Pending NGO Requests' })).toHaveFocus();
  });

  it('approves as General when no other category is picked', async () => {
    const backend = await renderDashboard({ ngoRequests: [makeRequest(1)] });
    await userEvent.click(screen.getByRole('button', { name: 'Approve Requested NGO 1' }));
    await confirmIn('Approve');
    expect(await screen.findByText('Requested NGO 1 has been approved.')).toBeInTheDocument();
    expect(backend.callsTo('admin.approveRequest')[0]?.args).toEqual(['request-1', 'General']);
    expect(screen.getByText(MESSAGES.noPendingRequests)).toBeInTheDocument();
  });

  it('offers General again the next time, whatever was picked before a cancel', async () => {
    const backend = await renderDashboard({ ngoRequests: [makeRequest(1)] });
    const approve = screen.getByRole('button', { name: 'Approve Requested NGO 1' });
    await userEvent.click(approve);
    await userEvent.selectOptions(within(dialog()).getByRole('combobox'), 'Shelter');
    await cancelDialog();
    expect(approve).toHaveFocus();
    await userEvent.click(approve);
    expect(within(dialog()).getByRole('combobox')).toHaveValue('General');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.callCount('admin.approveRequest')).toBe(0);
    expect(cardTitles('Pending NGO Requests')).toEqual(['Requested NGO 1']);
  });

  it('keeps the request and says so when approval fails', async () => {
    const backend = await renderDashboard({
      ngoRequests: requests,
      failWith: { 'admin.approveRequest': FAILURE },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Approve Requested NGO 1' }));
    await confirmIn('Approve');
    expect(await screen.findByText(MESSAGES.ngoApproveFailed)).toBeInTheDocument();
    expect(backend.callCount('admin.approveRequest')).toBe(1);
    expect(cardTitles('Pending NGO Requests')).toEqual([
      // Newest first, as both backends list them.
      'Requested NGO 2',
      'Requested NGO 1',
    ]);
    expect(screen.getByText(MESSAGES.noApprovedNgos)).toBeInTheDocument();
  });

  it('shows Approving... while it runs', async () => {
    const backend = await renderDashboard({ ngoRequests: [makeRequest(1)] });
    const held = backend.hold('admin.approveRequest');
    await userEvent.click(screen.getByRole('button', { name: 'Approve Requested NGO 1' }));
    await confirmIn('Approve');
    const busy = screen.getByRole('button', { name: `Approving... Requested NGO 1` });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    held.releaseAll();
    expect(await screen.findByText('Requested NGO 1 has been approved.')).toBeInTheDocument();
    expect(backend.callCount('admin.approveRequest')).toBe(1);
  });

  it('cannot approve without knowing which admin approves', async () => {
    const backend = await renderDashboard({
      user: { ...ADMIN_USER, email: '' },
      ngoRequests: [makeRequest(1)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Approve Requested NGO 1' }));
    await confirmIn('Approve');
    expect(await screen.findByText(MESSAGES.adminUnknownApprover)).toBeInTheDocument();
    expect(backend.callCount('admin.approveRequest')).toBe(0);
    expect(cardTitles('Pending NGO Requests')).toEqual(['Requested NGO 1']);
  });

  it('rejects after the confirmation; cancel rejects nothing', async () => {
    const backend = await renderDashboard({ ngoRequests: requests });
    const reject = screen.getByRole('button', { name: 'Reject Requested NGO 1' });
    await userEvent.click(reject);
    expect(screen.getByRole('dialog', { name: 'Reject this request?' })).toHaveTextContent(
      'The request from "Requested NGO 1" will be removed. This cannot be undone.',
    );
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await cancelDialog();
    expect(backend.callCount('admin.rejectRequest')).toBe(0);

    await userEvent.click(reject);
    await confirmIn('Reject');
    expect(await screen.findByText('Requested NGO 1 has been rejected.')).toBeInTheDocument();
    expect(backend.callsTo('admin.rejectRequest')[0]?.args).toEqual(['request-1']);
    expect(cardTitles('Pending NGO Requests')).toEqual(['Requested NGO 2']);
    expect(backend.db.ngoRequests.map((r) => r.id)).toEqual(['request-2']);
    expect(backend.db.ngos).toEqual([]);
  });

  it('keeps the request and says so when rejection fails', async () => {
    await renderDashboard({ ngoRequests: requests, failWith: { 'admin.rejectRequest': FAILURE } });
    await userEvent.click(screen.getByRole('button', { name: 'Reject Requested NGO 2' }));
    await confirmIn('Reject');
    expect(await screen.findByText(MESSAGES.ngoRejectFailed)).toBeInTheDocument();
    expect(cardTitles('Pending NGO Requests')).toEqual([
      // Newest first, as both backends list them.
      'Requested NGO 2',
      'Requested NGO 1',
    ]);
  });
});

describe('Admin page: approved NGOs', () => {
  const ngos = [makeApprovedNgo(2), makeApprovedNgo(1, { category: 'Shelter' })];

  it('lists them newest approval first, with category and registration number', async () => {
    await renderDashboard({ ngos });
    expect(cardTitles('Approved NGOs')).toEqual(['Approved NGO 1', 'Approved NGO 2']);
    const card = screen.getByRole('article', { name: 'Approved NGO 1' });
    expect(card).toHaveTextContent('Shelter');
    expect(card).toHaveTextContent('REG-1');
  });

  it('deletes after the confirmation; cancel deletes nothing', async () => {
    const backend = await renderDashboard({ ngos });
    const remove = screen.getByRole('button', { name: 'Delete Approved NGO 2' });
    await userEvent.click(remove);
    expect(screen.getByRole('alertdialog', { name: 'Delete this NGO?' })).toHaveTextContent(
      'Delete "Approved NGO 2"? This cannot be undone.',
    );
    await cancelDialog();
    expect(backend.callCount('admin.deleteNgo')).toBe(0);

    await userEvent.click(remove);
    await confirmIn('Delete');
    expect(await screen.findByText('Approved NGO 2 has been deleted.')).toBeInTheDocument();
    expect(backend.callsTo('admin.deleteNgo')[0]?.args).toEqual(['ngo-2']);
    expect(cardTitles('Approved NGOs')).toEqual(['Approved NGO 1']);
    expect(screen.getByRole('heading', { name: 'Approved NGOs' })).toHaveFocus();
  });

  it('keeps the NGO and says so when deleting fails', async () => {
    await renderDashboard({ ngos, failWith: { 'admin.deleteNgo': FAILURE } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Approved NGO 1' }));
    await confirmIn('Delete');
    expect(await screen.findByText(MESSAGES.ngoDeleteFailed)).toBeInTheDocument();
    expect(cardTitles('Approved NGOs')).toEqual(['Approved NGO 1', 'Approved NGO 2']);
  });

  it('says when the last one is gone', async () => {
    await renderDashboard({ ngos: [makeApprovedNgo(1)] });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Approved NGO 1' }));
    await confirmIn('Delete');
    expect(await screen.findByText(MESSAGES.noApprovedNgos)).toBeInTheDocument();
  });
});

describe('Admin page: story moderation', () => {
  async function renderWithReports() {
    const backend = createFakeBackend({
      user: ADMIN_USER,
      stories: [
        makeStory(1, { title: 'Once reported' }),
        makeStory(2, { title: 'Never reported' }),
        makeStory(3, { title: 'Most reported', content: 'x'.repeat(500) }),
        makeStory(4, { title: '' }),
      ],
    });
    report(backend, 'story-1', 1);
    report(backend, 'story-3', 5);
    report(backend, 'story-4', 2);
    backend.db.reactions.add(`someone_story-3`);
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    await waitForData();
    return backend;
  }

  it('lists reported stories, most reported first, with their report counts', async () => {
    await renderWithReports();
    expect(cardTitles('Story Moderation')).toEqual([
      'Most reported',
      'Untitled story',
      'Once reported',
    ]);
    expect(screen.getByRole('article', { name: 'Most reported' })).toHaveTextContent('5 reports');
    expect(screen.getByRole('article', { name: 'Untitled story' })).toHaveTextContent('2 reports');
    expect(screen.getByRole('article', { name: 'Once reported' })).toHaveTextContent('1 report');
    // Long stories are cut for the overview.
    expect(screen.getByRole('article', { name: 'Most reported' })).toHaveTextContent(
      `${'x'.repeat(300)}...`,
    );
    expect(screen.getByRole('article', { name: 'Most reported' })).not.toHaveTextContent(
      'x'.repeat(301),
    );
  });

  it('warns that reactions and reports go too, and cancel deletes nothing', async () => {
    const backend = await renderWithReports();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Most reported' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this story?' });
    expect(confirm).toHaveTextContent(
      'Delete the story "Most reported"? Its reactions and reports will be deleted with it. This cannot be undone.',
    );
    await cancelDialog();
    expect(backend.callCount('admin.deleteStory')).toBe(0);
    expect(cardTitles('Story Moderation')).toHaveLength(3);
  });

  it('deletes the story with its reactions and reports after the confirmation', async () => {
    const backend = await renderWithReports();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Most reported' }));
    await confirmIn('Delete');
    expect(await screen.findByText('Story "Most reported" has been deleted.')).toBeInTheDocument();
    expect(backend.callsTo('admin.deleteStory')[0]?.args).toEqual(['story-3']);
    expect(cardTitles('Story Moderation')).toEqual(['Untitled story', 'Once reported']);
    expect(backend.db.stories.map((s) => s.id)).not.toContain('story-3');
    expect(backend.db.reports.filter((r) => r.story_id === 'story-3')).toEqual([]);
    expect(backend.db.reactions.has('someone_story-3')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Story Moderation' })).toHaveFocus();
  });

  it('keeps the story and says so when deleting fails', async () => {
    const backend = createFakeBackend({
      user: ADMIN_USER,
      stories: [makeStory(1, { title: 'Once reported' })],
      failWith: { 'admin.deleteStory': FAILURE },
    });
    report(backend, 'story-1', 1);
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    await waitForData();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Once reported' }));
    await confirmIn('Delete');
    expect(await screen.findByText(MESSAGES.adminStoryDeleteFailed)).toBeInTheDocument();
    expect(cardTitles('Story Moderation')).toEqual(['Once reported']);
  });

  it('says when there is nothing left to moderate', async () => {
    const backend = createFakeBackend({
      user: ADMIN_USER,
      stories: [makeStory(1, { title: 'Once reported' })],
    });
    report(backend, 'story-1', 1);
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    await waitForData();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Once reported' }));
    await confirmIn('Delete');
    expect(await screen.findByText(MESSAGES.noStoriesToModerate)).toBeInTheDocument();
  });
});
