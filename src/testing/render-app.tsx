import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AuthPort } from '@/backend/port';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';

/** Renders the whole app (real routes, lazy pages) at `path` with the given auth port. */
export function renderApp(path: string, auth: AuthPort) {
  return render(
    <AppProviders auth={auth}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}
