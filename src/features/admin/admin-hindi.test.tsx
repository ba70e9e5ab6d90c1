// What the panel says in Hindi is the catalogue's (check-catalogues, the pseudo-locale journeys in
// pseudo-locales.spec.ts) and an admin reviewing reports in Hindi is hindi-admin.spec.ts' journey;
// what differs in Hindi beyond the words is that a category's label is not its stored value.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateForTests } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import AdminPage from '@/features/admin/admin-page';
import {
  seedApprovedNgo,
  seedRequest,
  startAdminBackend,
  waitForAdminData,
} from '@/features/admin/admin-test-data';

describe('Admin page in Hindi', () => {
  beforeEach(() => activateForTests('hi'));
  afterEach(() => activateForTests('en'));

  it('shows a request and an approved NGO in Hindi, their names as written, and asks in Hindi', async () => {
    const { backend, server } = await startAdminBackend();
    await seedRequest(server, 1);
    await seedApprovedNgo(server, 1, 'Legal Aid');
    renderWithProviders(<AdminPage />, { route: '/admin', backend });
    await waitForAdminData('hi');

    const request = screen.getByRole('article', { name: 'Requested NGO 1' });
    expect(request).toHaveTextContent('रजिस्ट्रेशन नंबर:REQ-1');
    await userEvent.click(
      within(request).getByRole('button', { name: 'Requested NGO 1 को मंज़ूरी दें' }),
    );
    const approval = screen.getByRole('dialog', { name: 'क्या इस एनजीओ को मंज़ूरी देनी है?' });
    const category = within(approval).getByRole('combobox', { name: 'डायरेक्टरी में श्रेणी' });
    // The stored category stays English; the admin reads its label.
    expect(category).toHaveValue('General');
    expect(within(category).getByRole('option', { name: 'आश्रय' })).toHaveValue('Shelter');
    await userEvent.click(within(approval).getByRole('button', { name: 'रद्द करें' }));

    const ngo = screen.getByRole('article', { name: 'Approved NGO 1' });
    expect(ngo).toHaveTextContent('श्रेणी:क़ानूनी सहायता');
  });
});
