import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { backend } from '@/backend/backend';
import type { AuthPort } from '@/backend/port';
import { AuthProvider } from '@/lib/auth-provider';

/** App-wide providers. Tests pass their own auth port. */
export function AppProviders({
  children,
  auth = backend.auth,
}: {
  children: ReactNode;
  auth?: AuthPort;
}) {
  return (
    <AuthProvider auth={auth}>
      {children}
      <Toaster
        position="top-center"
        toastOptions={{ duration: 4000, className: 'text-base', style: { maxWidth: '36rem' } }}
        containerStyle={{ top: '5.5rem' }}
      />
    </AuthProvider>
  );
}
