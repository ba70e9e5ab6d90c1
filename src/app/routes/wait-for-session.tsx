import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@/lib/auth-context';

/**
 * A page that needs her session, while the session could not be read for want of a connection:
 * it says she is offline instead of sending her to Sign In or saying Access Denied, and opens by
 * itself once the session has been read again with the connection back.
 */
export function WaitForSession({
  name,
  children,
}: {
  name: MessageDescriptor;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { offline } = useAuth();
  if (!offline) return children;
  return (
    <div className="page">
      <h1 className="page-title">{i18n._(name)}</h1>
      <p role="status" className="card mt-6 max-w-prose">
        {t`You are offline. This page will open when you are back online.`}
      </p>
    </div>
  );
}
