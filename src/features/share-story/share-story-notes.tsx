import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { message } from '@/i18n/message';
import { signInPath } from '@/lib/return-path';

// Information, not errors: calm colours, and a status a screen reader reads without interrupting.

/** For a visitor: she may write now, and signing in brings her back here to share. */
export function ShareSignInNote() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-2 rounded-xl bg-calm-100 p-3 text-ink"
    >
      <p className="font-semibold">{message('shareSignInRequired')}</p>
      <p>
        {t`You can start writing now. You will be asked to sign in before adding media or sharing, and what you write here is kept while you do.`}
      </p>
      <Link to={signInPath('/share-story')} className="btn-primary">
        {t`Sign In`}
      </Link>
    </div>
  );
}

/** The form holds the draft she left: after a reload, or on her way back from signing in. */
export function DraftRestoredNote() {
  const { t } = useLingui();
  return (
    <p role="status" className="rounded-xl bg-calm-100 p-3 text-calm-700">
      {t`Your draft is still here.`}
    </p>
  );
}
