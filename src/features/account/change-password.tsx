import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { passwordChangeInputSchema } from '@/domain/account-input';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { PasswordChecklist } from '@/components/forms/password-checklist';
import { PasswordField } from '@/components/forms/password-field';
import { passwordWiring } from '@/components/forms/password-wiring';
import { useSchemaForm, type Refusals } from '@/components/forms/use-schema-form';
import { isTooManyRequests, refusalCode } from '@/features/account/account-errors';
import { BusyButton } from '@/components/ui/busy-button';
import { AccountSection } from '@/features/account/account-section';

const passwordToast = formToast('account-password');

type Field = 'currentPassword' | 'newPassword';

/** What the server's refusal is about (a field, or the form as a whole), and what to say. */
function refusalOf(error: unknown): Refusals<Field> {
  const code = refusalCode(error);
  if (code === 'wrongPassword') return { currentPassword: message('wrongPassword') };
  if (code === 'weakPassword') return { newPassword: message('weakPassword') };
  if (isTooManyRequests(error)) return { form: message('tooManyRequests') };
  if (code === 'passwordChangeNeedsPassword') {
    return { form: message('passwordChangeNeedsPassword') };
  }
  return { form: message('passwordChangeFailed') };
}

/**
 * A new password, with the sign-up rules and checklist. The current one is asked too, so a phone
 * left signed in cannot be used to take the account over. A Google account has no password here.
 */
export function ChangePassword({
  googleAccount,
  onChanged,
}: {
  googleAccount: boolean;
  /** Her other sessions have ended. */
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const backend = useBackend();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const headingId = useId();
  const checklistId = useId();
  const form = useSchemaForm({
    schema: passwordChangeInputSchema,
    fields: ['currentPassword', 'newPassword'],
    values: () => ({ currentPassword: current, newPassword: next }),
    async send(input) {
      await backend.account.changePassword(input.currentPassword, input.newPassword);
      setCurrent('');
      setNext('');
      passwordToast.success(message('passwordChanged'));
      onChanged();
    },
    onFailed: refusalOf,
  });
  // One line says what is wrong: the first field's, else the form's.
  const refusedField = (['currentPassword', 'newPassword', 'form'] as const).find(
    (field) => form.refusals[field] !== undefined,
  );

  return (
    <AccountSection headingId={headingId} heading={t`Change your password`}>
      {googleAccount ? (
        <p className="max-w-prose">{message('passwordChangeNeedsPassword')}</p>
      ) : (
        <>
          <p className="max-w-prose">{t`Any other phone or computer where you are signed in will be signed out. You stay signed in here.`}</p>
          {/* Checked here so the catalogue's messages appear, not the browser's own bubbles. */}
          <form
            method="post"
            aria-labelledby={headingId}
            noValidate
            onSubmit={form.onSubmit}
            className="flex max-w-md flex-col gap-4"
          >
            <PasswordField
              id={form.idOf('currentPassword')}
              label={t`Current password`}
              value={current}
              onChange={setCurrent}
              autoComplete="current-password"
              {...passwordWiring(form.described('currentPassword'))}
            />
            <div>
              <PasswordField
                id={form.idOf('newPassword')}
                label={t`New password`}
                value={next}
                onChange={setNext}
                autoComplete="new-password"
                {...passwordWiring(form.described('newPassword', checklistId))}
              />
              <PasswordChecklist id={checklistId} password={next} />
            </div>
            {refusedField && (
              <p
                id={form.refusalIdOf(refusedField)}
                role="alert"
                className="font-semibold text-danger-600"
              >
                {form.refusals[refusedField]}
              </p>
            )}
            <div>
              <BusyButton
                type="submit"
                className="btn-primary"
                busy={form.isPending}
                label={t`Change password`}
                busyLabel={t`Changing...`}
              />
            </div>
          </form>
        </>
      )}
    </AccountSection>
  );
}
