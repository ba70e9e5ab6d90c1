import { useEffect, useId, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useAuth, type AuthStatus } from '@/lib/auth-context';
import { returnPathIn } from '@/lib/return-path';
import type { AuthMode } from '@/features/auth/auth-mode';
import { GoogleFailedNotice } from '@/features/auth/google-failed-notice';
import { GOOGLE_FAILURE_PARAMS, googleFailureIn } from '@/features/auth/google-failure';
import { AuthPanel } from '@/features/auth/auth-panel';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';
import { signInReason } from '@/features/auth/sign-in-reason';
import { VerifiedGoOn, VerifiedNextSteps } from '@/features/auth/verified-next-steps';

/** /auth: sign in, sign up, and the new-password step of a reset link (`?token=`). */
export default function AuthPage() {
  const { t } = useLingui();
  const { status } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const [mode, setMode] = useState<AuthMode>('sign-in');
  // `?verified=1` (from the verification link) shows its note once; the URL is then cleaned.
  const [justVerified] = useState(() => searchParams.get('verified') === '1');
  // So does a Google sign-in that did not happen (`?google=failed`): a reload does not say it again.
  const [googleFailure] = useState(() => googleFailureIn(searchParams));
  // Whether she was already signed in when the page opened, as against signing in on it.
  const [arrivedAs, setArrivedAs] = useState<AuthStatus>(status);
  if (arrivedAs === 'loading' && status !== 'loading') setArrivedAs(status);
  const headingId = useId();
  const token = searchParams.get('token');
  const returnTo = returnPathIn(searchParams);
  const reason = signInReason(returnTo);

  useEffect(() => {
    // The Google ones only with `google=`: an `error` alone is not theirs to take.
    const once = ['verified', ...(searchParams.has('google') ? GOOGLE_FAILURE_PARAMS : [])].filter(
      (name) => searchParams.has(name),
    );
    if (once.length === 0) return;
    const next = new URLSearchParams(searchParams);
    for (const name of once) next.delete(name);
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  if (status === 'signed-in') {
    // The verification link, opened where she is signed in: on to where she was going, or, with
    // nowhere named, the ways on.
    if (justVerified && arrivedAs === 'signed-in') {
      return returnTo === '/' ? <VerifiedNextSteps /> : <VerifiedGoOn to={returnTo} />;
    }
    // Otherwise a signed-in user opening /auth goes where sign-in would have taken her.
    return <Navigate to={returnTo} replace />;
  }

  function leaveReset() {
    const next = new URLSearchParams(searchParams);
    next.delete('token');
    setSearchParams(next, { replace: true });
    setMode('sign-in');
  }

  const heading = token ? t`Choose a new password` : mode === 'sign-up' ? t`Sign Up` : t`Sign In`;

  return (
    <div className="page">
      <div className="mx-auto max-w-md">
        <h1 id={headingId} className="page-title">
          {heading}
        </h1>
        {justVerified && !token && (
          <p role="status" className="mt-4 rounded-xl bg-calm-100 p-3 text-calm-700">
            {t`Your email address is verified. You can sign in now.`}
          </p>
        )}
        {googleFailure && !token && <GoogleFailedNotice failure={googleFailure} />}
        {reason && !justVerified && !token && (
          <p className="mt-4 rounded-xl bg-calm-100 p-3 text-ink">{reason}</p>
        )}
        <div className="card mt-6">
          {token ? (
            <ResetPasswordForm token={token} onDone={leaveReset} labelledBy={headingId} />
          ) : (
            <AuthPanel mode={mode} onModeChange={setMode} labelledBy={headingId} />
          )}
        </div>
        <p className="mt-4 max-w-prose text-sm text-ink-muted">
          {t`Your account stays private: others only ever see you as Anonymous, and your email is never shown.`}
        </p>
      </div>
    </div>
  );
}
