import { Navigate } from 'react-router-dom';
import { COPY } from '@/domain/copy';
import { useAuth } from '@/lib/auth-context';

export default function AuthPage() {
  const { status } = useAuth();
  // Spec §4: a signed-in user opening /auth is sent to /.
  if (status === 'signed-in') return <Navigate to="/" replace />;
  return (
    <div className="page">
      <h1 className="page-title">{COPY.signIn}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Your account stays private: others only ever see you as Anonymous.
      </p>
    </div>
  );
}
