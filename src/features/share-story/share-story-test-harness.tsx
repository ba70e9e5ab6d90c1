import { Toaster } from 'react-hot-toast';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { BackendPort } from '@/backend/port';
import type { AuthPort } from '@/backend/port';
import { AuthProvider } from '@/lib/auth-provider';
import { BackendContext } from '@/lib/backend-context';
import type { EditStoryHandoff } from '@/lib/edit-story-handoff';
import ShareStoryPage from '@/features/share-story/share-story-page';

/** Shows where the page sent her, and what Edit or Fix Grammar handed over to Edit Story. */
function LocationProbe() {
  const location = useLocation();
  const handoff = location.state as EditStoryHandoff | null;
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <p data-testid="passed-story">{handoff?.story?.title ?? ''}</p>
      <p data-testid="passed-correction">{JSON.stringify(handoff?.grammarCorrection ?? null)}</p>
    </>
  );
}

/** Test-only: Share Story with stand-ins for the pages it links to, and the toast area. */
export function ShareStoryHarness({ backend, auth }: { backend: BackendPort; auth: AuthPort }) {
  return (
    <BackendContext value={backend}>
      <AuthProvider auth={auth}>
        <MemoryRouter initialEntries={['/share-story']}>
          <Routes>
            <Route path="/share-story" element={<ShareStoryPage />} />
            <Route
              path="/auth"
              element={
                <div>
                  <h1>Sign in stand-in</h1>
                  <Link to="/share-story">Back to sharing</Link>
                </div>
              }
            />
            <Route path="/edit-story/:id" element={<h1>Edit stand-in</h1>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </BackendContext>
  );
}
