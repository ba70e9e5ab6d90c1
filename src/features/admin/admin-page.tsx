import { Link } from 'react-router-dom';
import { COPY } from '@/domain/copy';
import { NextStepLinks } from '@/components/ui/next-step-links';
import { ADMIN_COPY } from '@/domain/copy/admin';
import { useAuth } from '@/lib/auth-context';
import { signInPath } from '@/lib/return-path';
import { AdminDashboard } from '@/features/admin/admin-dashboard';

export default function AdminPage() {
  const { user, status } = useAuth();

  if (status === 'loading') return <div className="page" aria-busy="true" />;

  if (!user?.isAdmin) {
    return (
      <div className="page">
        <h1 className="page-title">{ADMIN_COPY.accessDenied}</h1>
        <p className="mt-4 max-w-prose">{COPY.adminOnlyNote}</p>
        {user ? (
          // Signing in again would change nothing for her: she is offered the way back instead.
          <>
            <p className="mt-2 max-w-prose">{COPY.adminNotForAccount}</p>
            <NextStepLinks
              main={{ to: '/', label: COPY.goHome }}
              other={{ to: '/stories', label: COPY.goReadStories }}
            />
          </>
        ) : (
          <Link to={signInPath('/admin')} className="btn-primary mt-6">
            {COPY.signIn}
          </Link>
        )}
      </div>
    );
  }

  return <AdminDashboard />;
}
