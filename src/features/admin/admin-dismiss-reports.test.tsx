import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { seedStory } from '@/testing/seed';
import { seedReports } from '@/testing/seed-reports';
import { renderWithProviders } from '@/testing/render-with-providers';
import AdminPage from '@/features/admin/admin-page';
import { cardTitles, startAdminBackend, waitForAdminData } from '@/features/admin/admin-test-data';

/** A story its three reports hid, and a visible one reported once. */
async function renderModeration() {
  const started = await startAdminBackend();
  const { server } = started;
  const hidden = await seedStory(server, { title: 'Hidden story' });
  const visible = await seedStory(server, { title: 'Visible story' });
  await seedReports(server, hidden.id, ['identifies-person', 'spam', 'identifies-person'], {
    hide: true,
  });
  await seedReports(server, visible.id, ['harassment']);
  renderWithProviders(<AdminPage />, { route: '/admin', backend: started.backend });
  await waitForAdminData();
  return { ...started, hidden };
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

async function askToDismiss(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `Dismiss reports ${title}` }));
  return screen.getByRole('dialog', { name: 'Dismiss these reports?' });
}

describe('Admin page: reasons and dismissing reports', () => {
  // The reasons with their counts and the hidden story marked: moderation.spec.ts' journey; their
  // order, reportReasonLines' (admin-text.test.ts). Asking, dismissing, the story leaving the list
  // and back for readers: moderation.spec.ts' journey. Busy and a second tap are useAdminAction's,
  // proved on approval (admin-page.test.tsx).
  it('marks only the hidden story, with each reason given and its count, and keeps it, saying so, when dismissing fails', async () => {
    const { network } = await renderModeration();
    expect(
      within(within(card('Visible story')).getByRole('list')).getByRole('listitem'),
    ).toHaveTextContent('Harassment or hate: 1');
    expect(card('Visible story')).not.toHaveTextContent('Hidden from readers');
    network.fail('POST', /\/dismiss-reports$/);
    const dialog = await askToDismiss('Hidden story');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(await screen.findByText(MESSAGES.adminReportsDismissFailed)).toBeInTheDocument();
    expect(cardTitles('Story Moderation')).toEqual(['Hidden story', 'Visible story']);
    expect(card('Hidden story')).toHaveTextContent('Hidden from readers');
  });
});
