import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';
import ResourcesPage from '@/features/resources/resources-page';
import {
  ngoFixture,
  RESOURCES_ROUTE,
  seedDirectoryNgo,
} from '@/features/resources/resources-test-data';
import {
  NGO_DIRECTORY_CACHE,
  NGO_DIRECTORY_PATH,
  SAVED_AT_HEADER,
} from '@/lib/service-worker-rules';

const SAVED_AT = '2026-03-14T09:30:00.000Z';

/** A stand-in Cache Storage holding the directory the service worker kept (unstubbed after). */
function keepDirectory(body: unknown, savedAt = SAVED_AT) {
  const response = () =>
    new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json', [SAVED_AT_HEADER]: savedAt },
    });
  vi.stubGlobal('caches', {
    has: (name: string) => Promise.resolve(name === NGO_DIRECTORY_CACHE),
    open: () =>
      Promise.resolve({
        match: (path: string) =>
          Promise.resolve(path === NGO_DIRECTORY_PATH ? response() : undefined),
      }),
  });
}

/** The page with the directory's request dropped, as with no connection. */
async function renderOffline() {
  const { backend, network } = await startTestBackend();
  network.fail('GET', '/api/ngos');
  renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend });
}

function directory() {
  return screen.getByRole('region', { name: 'NGO directory' });
}

describe('NGO directory with no connection', () => {
  // The kept copy shown, dated, in place of the failure: offline.spec.ts, 'Resources shows the
  // NGO directory she last saw, dated, and never an admin copy of it, nor admin actions on it'.
  it('never shows admin-only fields from a kept copy, whatever it holds', async () => {
    keepDirectory([ngoFixture(1, { registration_number: 'REG-SECRET', approved_by: 'a@b.org' })]);
    await renderOffline();
    const card = await within(directory()).findByRole('article', { name: 'NGO 01' });
    expect(card).not.toHaveTextContent('REG-SECRET');
  });

  it('says it could not load when nothing was kept, or the copy is not a directory', async () => {
    keepDirectory({ error: 'nope' });
    await renderOffline();
    await waitFor(() =>
      expect(within(directory()).getByText(MESSAGES.ngosLoadFailed)).toBeInTheDocument(),
    );
  });

  it('shows no saved date when the server answers', async () => {
    keepDirectory([ngoFixture(9)]);
    const { backend, server } = await startTestBackend();
    await seedDirectoryNgo(server, 1);
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend });
    await within(directory()).findByRole('article', { name: 'NGO 01' });
    expect(within(directory()).queryByText(/^Saved on/)).not.toBeInTheDocument();
    expect(within(directory()).queryByRole('article', { name: 'NGO 09' })).not.toBeInTheDocument();
  });
});
