import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AuthPort } from '@/backend/port';
import { AuthPortContext } from '@/lib/auth-port-context';
import { AuthProvider } from '@/lib/auth-provider';
import AuthPage from '@/features/auth/auth-page';

/** Shows the current URL's query, so tests can see what the page left in it. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Test-only: the auth page at `path`, a stand-in home page at '/', and the toast area. */
export function AuthTestHarness({ auth, path = '/auth' }: { auth: AuthPort; path?: string }) {
  return (
    <AuthProvider auth={auth}>
      <AuthPortContext value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<p>Home screen</p>} />
            <Route path="/auth" element={<AuthPage />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </AuthPortContext>
    </AuthProvider>
  );
}
