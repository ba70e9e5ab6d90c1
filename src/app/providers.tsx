import type { ReactNode } from 'react';
import { backend as defaultBackend } from '@/backend/backend';
import type { AuthPort, BackendPort } from '@/backend/port';
import { AuthProvider } from '@/lib/auth-provider';
import { Toaster } from '@/components/ui/toaster';
import { BackendContext } from '@/lib/backend-context';
import { useHydrated } from '@/lib/use-hydrated';

/** App-wide providers. Tests pass their own backend (or only their own auth port). */
export function AppProviders({
  children,
  backend = defaultBackend,
  auth = backend.auth,
}: {
  children: ReactNode;
  backend?: BackendPort;
  auth?: AuthPort;
}) {
  const hydrated = useHydrated();
  return (
    <BackendContext value={backend}>
      <AuthProvider auth={auth}>
        {children}
        {/* Drawn once the app has taken the page over: a prerendered page has no toasts. */}
        {hydrated && <Toaster />}
      </AuthProvider>
    </BackendContext>
  );
}
