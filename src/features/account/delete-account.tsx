import { useId, useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { ACCOUNT_COPY } from '@/domain/copy/account';
import { message } from '@/i18n/message';
import { useAuthPort } from '@/lib/auth-port-context';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PasswordField } from '@/components/ui/password-field';
import { isTooManyRequests, refusalCode } from '@/features/account/account-errors';
import { useEndSessionHere } from '@/features/account/end-session-here';
import { AccountSection } from '@/features/account/account-section';

const deleteToast = formToast('account-delete');

/** What the dialog says went wrong; `field` when it is about the password she typed. */
interface Refusal {
  text: string;
  field: boolean;
  /** A Google account must sign in again before it may be deleted (self-hosted). */
  googleAgain?: boolean;
}

function refusalOf(error: unknown): Refusal {
  const code = refusalCode(error);
  if (code === 'wrongPassword') return { text: message('wrongPassword'), field: true };
  if (code === 'accountPasswordRequired') {
    return { text: message('accountPasswordRequired'), field: true };
  }
  if (isTooManyRequests(error)) return { text: message('tooManyRequests'), field: false };
  if (code === 'accountRecentSignInRequired') {
    return { text: message('accountRecentSignInRequired'), field: false, googleAgain: true };
  }
  return { text: message('accountDeleteFailed'), field: false };
}

const REMOVED = [
  ACCOUNT_COPY.deleteStories,
  ACCOUNT_COPY.deleteReactions,
  ACCOUNT_COPY.deleteReports,
  ACCOUNT_COPY.deleteTestimonials,
  ACCOUNT_COPY.deleteNgoRequests,
  ACCOUNT_COPY.deleteSessions,
];

/**
 * Deleting her account: a dialog says exactly what goes and asks her password again (a Google
 * account confirms through Google instead). Nothing is removed until the backend has accepted it.
 */
export function DeleteAccount({ googleAccount }: { googleAccount: boolean }) {
  const backend = useBackend();
  const authPort = useAuthPort();
  const endSessionHere = useEndSessionHere();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const passwordRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const passwordId = useId();
  const errorId = useId();

  function close() {
    setOpen(false);
    setPassword('');
    setRefusal(null);
  }

  function refuse(next: Refusal) {
    setRefusal(next);
    // Back to the field (the busy buttons may have dropped focus), so she can retype at once.
    const field = passwordRef.current?.querySelector('input');
    field?.focus();
    if (next.field) field?.select();
  }

  async function confirm() {
    if (!googleAccount && password === '') {
      refuse({ text: message('accountPasswordRequired'), field: true });
      return;
    }
    setDeleting(true);
    setRefusal(null);
    try {
      await endSessionHere(
        () => backend.account.deleteAccount(googleAccount ? null : password),
        () => deleteToast.info(message('accountDeleted')),
      );
    } catch (error) {
      setDeleting(false);
      refuse(refusalOf(error));
    }
  }

  async function signInWithGoogleAgain() {
    try {
      // The self-hosted server brings her back here from Google, freshly signed in.
      await authPort.signInWithGoogle('/account');
    } catch (error) {
      deleteToast.error(
        message('googleFailed', { message: error instanceof Error ? error.message : '' }),
      );
    }
  }

  return (
    <AccountSection headingId={headingId} heading={ACCOUNT_COPY.deleteAccountHeading}>
      <p className="max-w-prose">{ACCOUNT_COPY.deleteAccountText}</p>
      <div>
        <button
          type="button"
          className="btn bg-danger-600 text-white hover:bg-danger-700"
          onClick={() => setOpen(true)}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          {ACCOUNT_COPY.deleteAccount}
        </button>
      </div>
      <ConfirmDialog
        open={open}
        destructive
        title={ACCOUNT_COPY.deleteDialogTitle}
        message={
          <>
            <p>{ACCOUNT_COPY.deleteWillRemove}</p>
            <ul className="mt-1 list-disc space-y-1 ps-6">
              {REMOVED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mt-2 font-semibold">{ACCOUNT_COPY.deleteCannotUndo}</p>
          </>
        }
        confirmLabel={ACCOUNT_COPY.deleteAccount}
        cancelLabel={ACCOUNT_COPY.keepAccount}
        busy={deleting}
        busyLabel={ACCOUNT_COPY.deletingAccount}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        {googleAccount ? (
          <p>{ACCOUNT_COPY.deleteGoogleNote}</p>
        ) : (
          <div ref={passwordRef}>
            <PasswordField
              id={passwordId}
              label={ACCOUNT_COPY.deletePasswordLabel}
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              describedBy={refusal?.field ? errorId : undefined}
              invalid={refusal?.field === true}
              dialogAutofocus
            />
          </div>
        )}
        {refusal && (
          <div className="flex flex-col items-start gap-2">
            <p id={errorId} role="alert" className="font-semibold text-danger-600">
              {refusal.text}
            </p>
            {refusal.googleAgain && (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => void signInWithGoogleAgain()}
              >
                {ACCOUNT_COPY.signInWithGoogleAgain}
              </button>
            )}
          </div>
        )}
      </ConfirmDialog>
    </AccountSection>
  );
}
