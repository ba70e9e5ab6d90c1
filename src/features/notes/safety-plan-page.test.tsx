import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pageVaultKeys } from '@/lib/vault/key-holder';
import { seedNgo } from '@/testing/seed';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend, type TestBackend } from '@/testing/test-backend';
import SafetyPlanPage from '@/features/notes/safety-plan-page';

const PASSPHRASE = 'Blue kite, 7 rivers!';

// The page's one key holder outlives a test in this shared worker: nothing stays open.
afterEach(() => pageVaultKeys.lock());

/** Her safety plan on a new server (seeded by `seed` first), its passphrase chosen. */
async function openPlan(seed: (started: TestBackend) => Promise<unknown> = async () => {}) {
  const started = await startTestBackend({ signedIn: 'her@example.org' });
  await seed(started);
  renderWithProviders(<SafetyPlanPage />, { route: '/safety-plan', backend: started.backend });
  await screen.findByRole('heading', { name: 'Choose a passphrase' });
  await userEvent.type(screen.getByLabelText('New passphrase'), PASSPHRASE);
  await userEvent.type(screen.getByLabelText('Type the passphrase again'), PASSPHRASE);
  await userEvent.click(screen.getByRole('button', { name: 'Lock my notes with this passphrase' }));
  await screen.findByRole('heading', { name: 'Safety plan' }, { timeout: 10_000 });
  return started;
}

function step(name: RegExp) {
  return userEvent.click(
    within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('button', { name }),
  );
}

// Saved, and nothing of it sent in clear: journal.spec.ts' journey.
describe('Safety plan', () => {
  it('saves her answers sealed, as one item of its kind', async () => {
    const started = await openPlan();
    await userEvent.type(
      screen.getByLabelText('Who you can call, and their numbers'),
      'Meena didi next door',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Your safety plan has been saved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 2 of 9: A safe place to go' })).toHaveFocus();
    const { items } = await started.backend.vault.vaultItems({});
    expect(items.map((item) => item.kind)).toEqual(['safety-plan']);
    expect(JSON.stringify(items)).not.toContain('Meena');
  });

  it('shows the emergency numbers and urges help once any warning sign is ticked, and never a score', async () => {
    await openPlan();
    await step(/Warning signs/);
    expect(screen.queryByText(/a sign of serious danger/)).toBeNull();
    const sign = screen.getByRole('checkbox', {
      name: 'Is the violence getting worse, or happening more often?',
    });
    await userEvent.click(sign);
    const urgent = screen
      .getAllByRole('status')
      .find((region) => region.textContent?.includes('serious danger'));
    if (!urgent) throw new Error('No urgent advice announced');
    expect(urgent).toHaveTextContent(/Please contact help now/);
    expect(within(urgent).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(urgent).not.toHaveTextContent(/score|risk level|high|low/i);
    await userEvent.click(sign);
    expect(screen.queryByText(/a sign of serious danger/)).toBeNull();
  });

  it('finds the directory’s NGOs for the place she types, without asking where she is', async () => {
    await openPlan(async ({ server }) => {
      await seedNgo(server, { name: 'Lucknow Mahila Sahayata', registration_number: 'L-1' });
      await seedNgo(server, { name: 'Chennai Women’s Collective', registration_number: 'C-1' });
    });
    await step(/Helplines and NGOs/);
    await userEvent.type(screen.getByLabelText('Your state or city'), 'lucknow');
    await userEvent.click(screen.getByRole('button', { name: 'Find NGOs' }));
    expect(await screen.findByText('Lucknow Mahila Sahayata')).toBeVisible();
    expect(screen.queryByText('Chennai Women’s Collective')).toBeNull();
  });
});
