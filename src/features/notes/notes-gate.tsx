import { useEffect, type ReactNode } from 'react';
import { Navigate, NavLink } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@/lib/auth-context';
import { useQueryStatus } from '@/lib/data-layer/query-status';
import { signInPath } from '@/lib/return-path';
import { Spinner } from '@/components/ui/spinner';
import { ChangePassphrase } from '@/features/notes/change-passphrase';
import { ChoosePassphrase } from '@/features/notes/choose-passphrase';
import { UnlockNotes } from '@/features/notes/unlock-notes';
import { useVaultRecord } from '@/features/notes/use-notes-data';
import { lockNotes, touchNotes, useNotesOpen } from '@/features/notes/vault-session';
import { NotesLoadFailed } from '@/features/notes/notes-form-parts';

function tabClass({ isActive }: { isActive: boolean }) {
  return [
    'inline-flex min-h-tap items-center rounded-full px-4 font-medium',
    isActive ? 'bg-brand-600 text-white' : 'text-brand-700 hover:bg-brand-50',
  ].join(' ');
}

/**
 * "My notes": her journal and safety plan, for her eyes only, behind her passphrase. A visitor
 * is sent to sign in; a first visit chooses a passphrase; every other visit unlocks. Once open,
 * her activity here keeps the idle lock away, and Lock closes them at once.
 */
export function NotesGate({
  path,
  children,
}: {
  path: '/journal' | '/safety-plan';
  children: (userId: string) => ReactNode;
}) {
  const { t } = useLingui();
  const { status, user } = useAuth();
  const session = status === 'signed-in' ? user : null;
  const userId = session?.id ?? null;
  const open = useNotesOpen(session);
  const record = useVaultRecord(userId);
  const recordStatus = useQueryStatus(record);
  // Her typing, tapping and scrolling here keep the idle lock away.
  useEffect(() => {
    if (!open) return;
    const events = ['keydown', 'pointerdown', 'scroll'] as const;
    for (const name of events) document.addEventListener(name, touchNotes, { passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, touchNotes);
    };
  }, [open]);

  if (status === 'signed-out') return <Navigate to={signInPath(path)} replace />;

  let body: ReactNode;
  if (!session || !userId || recordStatus === 'loading') {
    body = <Spinner label={t`Loading your notes...`} />;
  } else if (recordStatus === 'offline') {
    body = (
      <p role="status" className="card">
        {t`You are offline. Your notes will open when you are back online.`}
      </p>
    );
  } else if (recordStatus === 'failed' || !record.data) {
    body = <NotesLoadFailed onRetry={() => void record.mutate()} />;
  } else if (!record.data.record) {
    body = <ChoosePassphrase session={session} />;
  } else if (!open) {
    body = <UnlockNotes session={session} record={record.data.record} />;
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-2">
          <nav aria-label={t`My notes`} className="me-auto">
            <ul className="flex flex-wrap gap-2">
              <li>
                <NavLink to="/journal" className={tabClass}>
                  {t`Journal`}
                </NavLink>
              </li>
              <li>
                <NavLink to="/safety-plan" className={tabClass}>
                  {t`Safety plan`}
                </NavLink>
              </li>
            </ul>
          </nav>
          <button type="button" className="btn-secondary" onClick={lockNotes}>
            <Lock aria-hidden="true" className="size-4" />
            {t`Lock`}
          </button>
        </div>
        {children(userId)}
        <ChangePassphrase userId={userId} record={record.data.record} />
      </div>
    );
  }

  return (
    <div className="page">
      <h1 className="page-title">{t`My notes`}</h1>
      <p className="mt-4 max-w-prose">{t`Only you can read what you keep here.`}</p>
      <div className="mt-6">{body}</div>
    </div>
  );
}
