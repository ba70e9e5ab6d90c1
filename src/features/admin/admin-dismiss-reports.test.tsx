import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { MESSAGES } from '@/domain/messages';
import type { ReportReason } from '@/domain/vocabularies';
import { ADMIN_USER } from '@/testing/fake-auth';
import {
  createFakeBackend,
  makeStory,
  type FakeBackend,
  type FakeBackendOptions,
} from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import AdminPage from '@/features/admin/admin-page';

/** Adds reports from distinct readers with the given reasons. */
function reportWith(backend: FakeBackend, storyId: string, reasons: ReportReason[]) {
  reasons.forEach((reason, i) => {
    backend.db.reports.push({
      story_id: storyId,
      user_id: `reader-${storyId}-${i}`,
      reason,
      reported_at: new Date(Date.UTC(2025, 2, 1) + i * 1000).toISOString(),
    });
  });
}

async function renderModeration(options: FakeBackendOptions = {}) {
  const backend = createFakeBackend({
    user: ADMIN_USER,
    stories: [
      makeStory(1, { title: 'Hidden story', under_review: true }),
      makeStory(2, { title: 'Visible story' }),
    ],
    ...options,
  });
  reportWith(backend, 'story-1', ['identifies-person', 'spam', 'identifies-person']);
  reportWith(backend, 'story-2', ['harassment']);
  renderWithProviders(<AdminPage />, { route: '/admin', backend });
  await waitFor(() => expect(screen.queryByText('Loading admin data...')).not.toBeInTheDocument());
  return backend;
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

function moderationTitles() {
  return within(screen.getByRole('region', { name: 'Story Moderation' }))
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);
}

async function askToDismiss(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `Dismiss reports ${title}` }));
  return screen.getByRole('dialog', { name: 'Dismiss these reports?' });
}

describe('Admin page: reasons and dismissing reports', () => {
  it('shows the reasons with their counts, commonest first, in readable words', async () => {
    await renderModeration();
    const reasons = within(card('Hidden story')).getByRole('list', {
      name: 'Reasons given',
    });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Names or identifies a person: 2', 'Spam: 1']);
    expect(
      within(within(card('Visible story')).getByRole('list')).getByRole('listitem'),
    ).toHaveTextContent('Harassment or hate: 1');
  });

  it('marks only the stories the reports hid as Hidden from readers, in words', async () => {
    await renderModeration();
    expect(card('Hidden story')).toHaveTextContent('Hidden from readers');
    expect(card('Visible story')).not.toHaveTextContent('Hidden from readers');
  });

  it('asks first, and cancel dismisses nothing', async () => {
    const backend = await renderModeration();
    const dialog = await askToDismiss('Hidden story');
    expect(dialog).toHaveTextContent(
      'Mark the reports on "Hidden story" as reviewed? If they hid the story, readers will see it again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.callCount('admin.dismissReports')).toBe(0);
    expect(moderationTitles()).toEqual(['Hidden story', 'Visible story']);
  });

  it('dismisses: the story leaves the list and returns to readers', async () => {
    const backend = await renderModeration();
    const dialog = await askToDismiss('Hidden story');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(
      await screen.findByText('Reports on "Hidden story" have been dismissed.'),
    ).toBeInTheDocument();
    expect(backend.callsTo('admin.dismissReports')[0]?.args).toEqual(['story-1']);
    expect(moderationTitles()).toEqual(['Visible story']);
    expect(screen.getByRole('heading', { name: 'Story Moderation' })).toHaveFocus();
    const list = await backend.stories.list({ tags: [], sort: 'newest' });
    expect(list.stories.map((story) => story.id)).toContain('story-1');
  });

  it('shows Dismissing... while it runs and ignores a second tap', async () => {
    const backend = await renderModeration();
    const held = backend.hold('admin.dismissReports');
    const dialog = await askToDismiss('Visible story');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    const busy = screen.getByRole('button', {
      name: `Dismissing... Visible story`,
    });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    held.releaseAll();
    expect(
      await screen.findByText('Reports on "Visible story" have been dismissed.'),
    ).toBeInTheDocument();
    expect(backend.callCount('admin.dismissReports')).toBe(1);
  });

  it('keeps the story and says so when dismissing fails', async () => {
    await renderModeration({
      failWith: { 'admin.dismissReports': new BackendError('unavailable', 'down', 503) },
    });
    const dialog = await askToDismiss('Hidden story');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(await screen.findByText(MESSAGES.adminReportsDismissFailed)).toBeInTheDocument();
    expect(moderationTitles()).toEqual(['Hidden story', 'Visible story']);
    expect(card('Hidden story')).toHaveTextContent('Hidden from readers');
  });
});
