// The policies send her to the Account page to download and delete her data (ACCOUNT_PATH):
// that address must be the Account page of the app's routes.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/routes';
import { ACCOUNT_PATH } from '@/features/legal/policy-storage';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';

describe("the policies' Account link", () => {
  it('opens the Account page, where she downloads and deletes her data', async () => {
    const { backend } = await startTestBackend({ signedIn: 'her@example.org' });
    renderWithProviders(<AppRoutes />, { route: ACCOUNT_PATH, backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /Download my data/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delete/ })).toBeInTheDocument();
  });
});
