import { useId, useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { accountDeletionInputSchema } from '@/domain/account-input';
import { message } from '@/i18n/message';
import { useAuthPort } from '@/lib/auth-port-context';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PasswordField } from '@/components/forms/password-field';
import { passwordWiring } from '@/components/forms/password-wiring';
import { useSchemaForm, type Refusals } from '@/components/forms/use-schema-form';
import { isTooManyRequests, refusalCode } from '@/features/account/account-errors';
import { useEndSessionHere } from '@/features/account/end-session-here';
import { AccountSection } from '@/features/account/account-section';

const deleteToast = formToast('account-delete');

/** What the dialog says went wrong: about the password she typed, or the request as a whole. */
function refusalOf(error: unknown): Refusals<'password'> {
  const code = refusalCode(error);
  if (code === 'wrongPassword') return { password: message('wrongPassword') };
  if (code === 'accountPasswordRequired') return { password: message('accountPasswordRequired') };
  if (isTooManyRequests(error)) return { form: message('tooManyRequests') };
  if (code === 'accountRecentSignInRequired') {
    return { form: message('accountRecentSignInRequired') };
  }
  return { form: message('accountDeleteFailed') };
}

/** What deleting removes, each line worded in the language shown. */
const REMOVED = [
  msg`your stories, with their photos and recordings`,
  msg`your reactions to stories`,
  msg`the reports you made`,
  msg`your testimonials`,
  msg`your requests to add an NGO`,
  msg`your account, and every place you are signed in`,
];

/**
 * Deleting her account: a dialog says exactly what goes and asks her password again (a Google
 * account confirms through Google instead). Nothing is removed until the backend has accepted it.
 */
export function DeleteAccount({ googleAccount }: { googleAccount: boolean }) {
  const { t, i18n } = useLingui();
  const backend = useBackend();
  const authPort = useAuthPort();
  const endSessionHere = useEndSessionHere();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const form = useSchemaForm({
    schema: accountDeletionInputSchema,
    fields: ['password'],
    // A Google account confirms through Google: no password is asked or sent.
    values: () => (googleAccount ? {} : { password }),
    async send(input) {
      await endSessionHere(
        () => backend.account.deleteAccount(input.password ?? null),
        () => deleteToast.info(message('accountDeleted')),
      );
    },
    onFailed(error) {
      const refused = refusalOf(error);
      // Back to the field (the busy buttons may have dropped focus), so she can retype at once.
      const field = passwordRef.current?.querySelector('input');
      field?.focus();
      if (refused.password) field?.select();
      return refused;
    },
  });
  const refusedField = form.refusals.password !== undefined ? 'password' : 'form';
  const refusal = form.refusals[refusedField];
  // A Google account must sign in again before it may be deleted (self-hosted).
  const googleAgain = refusal === message('accountRecentSignInRequired');

  function close() {
    setOpen(false);
    setPassword('');
    form.dismiss();
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
    <AccountSection headingId={headingId} heading={t`Delete your account`}>
      <p className="max-w-prose">{t`Removes your account and everything you shared. You may want to download your data first.`}</p>
      <div>
        <button
          type="button"
          className="btn bg-danger-600 text-white hover:bg-danger-700"
          onClick={() => setOpen(true)}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          {t`Delete my account`}
        </button>
      </div>
      <ConfirmDialog
        open={open}
        destructive
        title={t`Delete your account?`}
        message={
          <>
            <p>{t`This removes, for good:`}</p>
            <ul className="mt-1 list-disc space-y-1 ps-6">
              {REMOVED.map((item) => (
                <li key={item.id}>{i18n._(item)}</li>
              ))}
            </ul>
            <p className="mt-2 font-semibold">{t`This cannot be undone.`}</p>
          </>
        }
        confirmLabel={t`Delete my account`}
        cancelLabel={t`Keep my account`}
        busy={form.isPending}
        busyLabel={t`Deleting...`}
        onConfirm={() => form.submit()}
        onCancel={close}
      >
        {googleAccount ? (
          <p>{t`You sign in with Google, so Google will confirm it is you.`}</p>
        ) : (
          <div ref={passwordRef}>
            <PasswordField
              id={form.idOf('password')}
              label={t`Your password, to confirm`}
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              {...passwordWiring(form.described('password'))}
              dialogAutofocus
            />
          </div>
        )}
        {refusal && (
          <div className="flex flex-col items-start gap-2">
            <p
              id={form.refusalIdOf(refusedField)}
              role="alert"
              className="font-semibold text-danger-600"
            >
              {refusal}
            </p>
            {googleAgain && (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => void signInWithGoogleAgain()}
              >
                {t`Sign in with Google again`}
              </button>
            )}
          </div>
        )}
      </ConfirmDialog>
    </AccountSection>
  );
}
