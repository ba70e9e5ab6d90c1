import { Link, Navigate } from 'react-router-dom';
import useSWR from 'swr';
import { useLingui } from '@lingui/react/macro';
import { message } from '@/i18n/message';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { signInPath } from '@/lib/return-path';
import { dataKey } from '@/lib/data-layer/data-keys';
import { useQueryStatus } from '@/lib/data-layer/query-status';
import { Spinner } from '@/components/ui/spinner';
import { AccountDetails } from '@/features/account/account-details';
import { ChangePassword } from '@/features/account/change-password';
import { DeleteAccount } from '@/features/account/delete-account';
import { DownloadMyData } from '@/features/account/download-my-data';
import { LeavingForHome, sessionEndingHere } from '@/features/account/end-session-here';
import { SignOutEverywhere } from '@/features/account/sign-out-everywhere';
import { StoryMailOptIn } from '@/features/account/story-mail-opt-in';

/**
 * Her account at /account, for her eyes only: who she is here, her data to take away, a new
 * password, the end of every session, and the erasure of everything. A visitor is sent to sign
 * in, and back here afterwards.
 */
export default function AccountPage() {
  const { t } = useLingui();
  const { status, user } = useAuth();
  const backend = useBackend();
  const userId = status === 'signed-in' ? (user?.id ?? null) : null;
  // Cached under her id, and asked afresh each time the page opens; nothing is asked of a visitor.
  const summary = useSWR(userId ? dataKey('account-summary', userId) : null, () =>
    backend.account.summary(),
  );
  const summaryStatus = useQueryStatus(summary);

  if (status === 'signed-out') {
    return sessionEndingHere() ? (
      <LeavingForHome />
    ) : (
      <Navigate to={signInPath('/account')} replace />
    );
  }

  return (
    <div className="page">
      <h1 className="page-title">{t`Your account`}</h1>
      <p className="mt-4 max-w-prose">{t`Only you can see this page. Everyone else only ever sees you as your anonymous name.`}</p>
      <Link
        to="/journal"
        className="mt-4 inline-flex min-h-tap items-center font-semibold text-brand-700 underline"
      >{t`My notes`}</Link>
      <div className="mt-6 flex max-w-3xl flex-col gap-6">
        {summaryStatus === 'offline' ? (
          // Not a failure of hers or ours: it loads by itself once the connection is back.
          <p role="status" className="card">
            {t`You are offline. Your account will load when you are back online.`}
          </p>
        ) : summaryStatus === 'failed' ? (
          <div role="alert" className="card flex flex-col items-start gap-3">
            <p>{message('accountLoadFailed')}</p>
            <button type="button" className="btn-secondary" onClick={() => void summary.mutate()}>
              {t`Try again`}
            </button>
          </div>
        ) : !summary.data ? (
          <Spinner label={t`Loading your account...`} />
        ) : (
          <>
            <AccountDetails summary={summary.data} />
            <DownloadMyData />
            {userId && <StoryMailOptIn userId={userId} />}
            <ChangePassword
              googleAccount={summary.data.provider === 'google'}
              onChanged={() =>
                // Every other session ended: only this one is left to count.
                void summary.mutate(
                  (data) =>
                    data && data.activeSessions !== null ? { ...data, activeSessions: 1 } : data,
                  { revalidate: false },
                )
              }
            />
            <SignOutEverywhere />
            <DeleteAccount googleAccount={summary.data.provider === 'google'} />
          </>
        )}
      </div>
    </div>
  );
}
