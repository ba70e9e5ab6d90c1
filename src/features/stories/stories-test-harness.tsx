import { render } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth-provider';
import { BackendContext } from '@/lib/backend-context';
import { createFakeBackend, type FakeBackend } from '@/testing/fake-backend';
import StoriesPage from '@/features/stories/stories-page';

/** Test-only: the stories page at /stories with a fake backend and the toast area (emptied). */
export function renderStories(backend: FakeBackend = createFakeBackend()): FakeBackend {
  toast.remove();
  render(
    <BackendContext value={backend}>
      <AuthProvider auth={backend.auth}>
        <MemoryRouter initialEntries={['/stories']}>
          <StoriesPage />
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </BackendContext>,
  );
  return backend;
}
