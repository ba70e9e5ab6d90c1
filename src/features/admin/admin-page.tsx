import { Link } from 'react-router-dom';
import { COPY } from '@/domain/copy';
import { ADMIN_COPY } from '@/domain/copy/admin';
import { useAuth } from '@/lib/auth-context';
import { AdminDashboard } from '@/features/admin/admin-dashboard';

export default function AdminPage() {
  const { user, status } = useAuth();

  if (status === 'loading') return <div className="page" aria-busy="true" />;

  if (!user?.isAdmin) {
    return (
      <div className="page">
        <h1 className="page-title">{ADMIN_COPY.accessDenied}</h1>
        <p className="mt-4 max-w-prose">This page is only for the Sahas moderation team.</p>
        <Link to="/auth" className="btn-primary mt-6">
          {COPY.signIn}
        </Link>
      </div>
    );
  }

  return <AdminDashboard />;
}
