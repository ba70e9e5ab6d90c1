// The data layer's invalidation across screens: what an admin approves appears in the public
// directory already on screen (after a write, useAfterWrite asks again for what shows it).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import AdminPage from '@/features/admin/admin-page';
import { seedRequest, startAdminBackend, waitForAdminData } from '@/features/admin/admin-test-data';
import { NgoDirectory } from '@/features/resources/ngo-directory';
import { renderWithProviders } from '@/testing/render-with-providers';

it('shows the approved NGO in the public directory on screen beside it, without a reload', async () => {
  const started = await startAdminBackend();
  await seedRequest(started.server, 1);
  renderWithProviders(
    <>
      <AdminPage />
      <section aria-label="Directory">
        <NgoDirectory />
      </section>
    </>,
    { route: '/admin', backend: started.backend },
  );
  await waitForAdminData();
  const directory = screen.getByRole('region', { name: 'Directory' });
  expect(await within(directory).findByText(MESSAGES.noApprovedNgos)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Approve Requested NGO 1' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Approve this NGO?' })).getByRole('button', {
      name: 'Approve',
    }),
  );
  expect(
    await within(directory).findByRole('article', { name: 'Requested NGO 1' }),
  ).toBeInTheDocument();
});
