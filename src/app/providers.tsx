import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { backend as defaultBackend } from '@/backend/backend';
import type { AuthPort, BackendPort } from '@/backend/port';
import { LIMITS } from '@/domain/limits';
import { AuthProvider } from '@/lib/auth-provider';
import { ToastWithDismiss } from '@/app/toast-with-dismiss';
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
        {/* Long enough for a tired or second-language reader; errors longest. Each can be closed. */}
        {hydrated && (
          <Toaster
            position="top-center"
            toastOptions={{
              duration: LIMITS.toastMs,
              error: { duration: LIMITS.errorToastMs },
              className: 'text-base',
              style: { maxWidth: '36rem' },
            }}
            containerStyle={{ top: '5.5rem' }}
          >
            {(shown) => <ToastWithDismiss toast={shown} />}
          </Toaster>
        )}
      </AuthProvider>
    </BackendContext>
  );
}
