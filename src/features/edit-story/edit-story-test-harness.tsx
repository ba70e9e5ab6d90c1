import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth-provider';
import { BackendContext } from '@/lib/backend-context';
import type { FakeBackend } from '@/testing/fake-backend';
import EditStoryPage from '@/features/edit-story/edit-story-page';

/** Where the page is, and the navigation state its history entry still holds. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <p data-testid="history-state">{JSON.stringify(location.state ?? null)}</p>
    </>
  );
}

/**
 * Test-only: Edit Story at /edit-story/{id} (with navigation `state`) over a fake backend, with
 * stand-ins for where it may send her, a location probe and the toast area.
 */
export function EditStoryHarness({
  backend,
  id,
  state,
}: {
  backend: FakeBackend;
  id: string;
  state?: unknown;
}) {
  return (
    <BackendContext value={backend}>
      <AuthProvider auth={backend.auth}>
        <MemoryRouter initialEntries={[{ pathname: `/edit-story/${id}`, state }]}>
          <Routes>
            <Route path="/edit-story/:id" element={<EditStoryPage />} />
            <Route path="/share-story" element={<h1>Share stand-in</h1>} />
            <Route path="/auth" element={<h1>Sign in stand-in</h1>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </BackendContext>
  );
}
