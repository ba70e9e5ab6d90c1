import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { NextStepLinks } from '@/components/ui/next-step-links';
import { useAuth } from '@/lib/auth-context';
import { signInPath } from '@/lib/return-path';
import { AdminDashboard } from '@/features/admin/admin-dashboard';

export default function AdminPage() {
  const { t } = useLingui();
  const { user, status } = useAuth();

  if (status === 'loading') return <div className="page" aria-busy="true" />;

  if (!user?.isAdmin) {
    return (
      <div className="page">
        <h1 className="page-title">{t`Access Denied`}</h1>
        <p className="mt-4 max-w-prose">{t`This page is only for the Sahas moderation team.`}</p>
        {user ? (
          // Signing in again would change nothing for her: she is offered the way back instead.
          <>
            <p className="mt-2 max-w-prose">
              {t`You are signed in, and everything else in Sahas is open to you.`}
            </p>
            <NextStepLinks
              main={{ to: '/', label: t`Back to Home` }}
              other={{ to: '/stories', label: t`Read stories` }}
            />
          </>
        ) : (
          <Link to={signInPath('/admin')} className="btn-primary mt-6">
            {t`Sign In`}
          </Link>
        )}
      </div>
    );
  }

  return <AdminDashboard />;
}
