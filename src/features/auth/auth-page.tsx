import { useEffect, useId, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { COPY } from '@/domain/copy';
import { AUTH_COPY } from '@/domain/copy/auth';
import { useAuth } from '@/lib/auth-context';
import type { AuthMode } from '@/features/auth/auth-mode';
import { AuthPanel } from '@/features/auth/auth-panel';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';

/** /auth: sign in, sign up, and the new-password step of a reset link (`?token=`). */
export default function AuthPage() {
  const { status } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const [mode, setMode] = useState<AuthMode>('sign-in');
  // `?verified=1` (from the verification link) shows its note once; the URL is then cleaned.
  const [justVerified] = useState(() => searchParams.get('verified') === '1');
  const headingId = useId();
  const token = searchParams.get('token');

  useEffect(() => {
    if (!searchParams.has('verified')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('verified');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  // A signed-in user opening /auth is sent to /.
  if (status === 'signed-in') return <Navigate to="/" replace />;

  function leaveReset() {
    const next = new URLSearchParams(searchParams);
    next.delete('token');
    setSearchParams(next, { replace: true });
    setMode('sign-in');
  }

  const heading = token
    ? AUTH_COPY.chooseNewPassword
    : mode === 'sign-up'
      ? AUTH_COPY.signUp
      : COPY.signIn;

  return (
    <div className="page">
      <div className="mx-auto max-w-md">
        <h1 id={headingId} className="page-title">
          {heading}
        </h1>
        {justVerified && !token && (
          <p role="status" className="mt-4 rounded-xl bg-calm-100 p-3 text-calm-700">
            {AUTH_COPY.emailVerified}
          </p>
        )}
        <div className="card mt-6">
          {token ? (
            <ResetPasswordForm token={token} onDone={leaveReset} labelledBy={headingId} />
          ) : (
            <AuthPanel mode={mode} onModeChange={setMode} labelledBy={headingId} />
          )}
        </div>
        <p className="mt-4 max-w-prose text-sm text-ink-muted">{AUTH_COPY.authPrivacyNote}</p>
      </div>
    </div>
  );
}
