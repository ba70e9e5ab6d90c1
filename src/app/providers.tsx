import { type ReactNode, Suspense, lazy } from 'react';
import { I18nProvider } from '@lingui/react';
import { backend as defaultBackend } from '@/backend/backend';
import type { AuthPort, BackendPort } from '@/backend/port';
import { AuthProvider } from '@/lib/auth-provider';
import { i18n } from '@/i18n/i18n';
import { BackendContext } from '@/lib/backend-context';
import { useHydrated } from '@/lib/use-hydrated';
import { useToasterWanted } from '@/lib/toast';

// Loaded on first use (src/lib/toast.ts): her first tap or focus, or the first toast. A toast
// raised before it arrives waits in line and shows once the toaster mounts.
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/**
 * App-wide providers. Tests pass their own backend (or only their own auth port). The interface
 * language is activated before the first render (main.tsx, the prerender, the test setup).
 */
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
  const toasterWanted = useToasterWanted();
  return (
    <I18nProvider i18n={i18n}>
      <BackendContext.Provider value={backend}>
        <AuthProvider auth={auth}>
          {children}
          {/* Drawn once the app has taken the page over (a prerendered page has no toasts) and
          toasts are on their way. */}
          {hydrated && toasterWanted && (
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          )}
        </AuthProvider>
      </BackendContext.Provider>
    </I18nProvider>
  );
}
