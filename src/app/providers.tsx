import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { backend as defaultBackend } from '@/backend/backend';
import type { AuthPort, BackendPort } from '@/backend/port';
import { AuthProvider } from '@/lib/auth-provider';
import { BackendContext } from '@/lib/backend-context';

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
  return (
    <BackendContext value={backend}>
      <AuthProvider auth={auth}>
        {children}
        <Toaster
          position="top-center"
          toastOptions={{ duration: 4000, className: 'text-base', style: { maxWidth: '36rem' } }}
          containerStyle={{ top: '5.5rem' }}
        />
      </AuthProvider>
    </BackendContext>
  );
}
