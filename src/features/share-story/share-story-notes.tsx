import { Link } from 'react-router-dom';
import { COPY } from '@/domain/copy';
import { SHARE_STORY_COPY } from '@/domain/copy/share-story';
import { message } from '@/i18n/message';
import { signInPath } from '@/lib/return-path';

// Information, not errors: calm colours, and a status a screen reader reads without interrupting.

/** For a visitor: she may write now, and signing in brings her back here to share. */
export function ShareSignInNote() {
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-2 rounded-xl bg-calm-100 p-3 text-ink"
    >
      <p className="font-semibold">{message('shareSignInRequired')}</p>
      <p>{SHARE_STORY_COPY.shareSignedOutNote}</p>
      <Link to={signInPath('/share-story')} className="btn-primary">
        {COPY.signIn}
      </Link>
    </div>
  );
}

/** The form holds the draft she left: after a reload, or on her way back from signing in. */
export function DraftRestoredNote() {
  return (
    <p role="status" className="rounded-xl bg-calm-100 p-3 text-calm-700">
      {COPY.draftStillHere}
    </p>
  );
}
