import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { message } from '@/i18n/message';
import { isStrongPassword } from '@/domain/password-rules';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { PasswordChecklist } from '@/components/forms/password-checklist';
import { PasswordField } from '@/components/forms/password-field';
import { isTooManyRequests, refusalCode } from '@/features/account/account-errors';
import { BusyButton } from '@/features/account/busy-button';
import { AccountSection } from '@/features/account/account-section';

const passwordToast = formToast('account-password');

/** Which field a refusal is about (null: the form as a whole), and what to say. */
interface Refusal {
  field: 'current' | 'new' | null;
  text: string;
}

function refusalOf(error: unknown): Refusal {
  const code = refusalCode(error);
  if (code === 'wrongPassword') return { field: 'current', text: message('wrongPassword') };
  if (code === 'weakPassword') return { field: 'new', text: message('weakPassword') };
  if (isTooManyRequests(error)) return { field: null, text: message('tooManyRequests') };
  if (code === 'passwordChangeNeedsPassword') {
    return { field: null, text: message('passwordChangeNeedsPassword') };
  }
  return { field: null, text: message('passwordChangeFailed') };
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
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const headingId = useId();
  const currentId = useId();
  const nextId = useId();
  const checklistId = useId();
  const errorId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (current === '') {
      setRefusal({ field: 'current', text: message('currentPasswordRequired') });
      return;
    }
    if (!isStrongPassword(next)) {
      setRefusal({ field: 'new', text: message('weakPassword') });
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      await backend.account.changePassword(current, next);
      setCurrent('');
      setNext('');
      passwordToast.success(message('passwordChanged'));
      onChanged();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setSaving(false);
    }
  }

  const describedBy = (field: Refusal['field'], own?: string) =>
    [own, refusal?.field === field ? errorId : undefined].filter(Boolean).join(' ') || undefined;

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
            onSubmit={(event) => void handleSubmit(event)}
            className="flex max-w-md flex-col gap-4"
          >
            <PasswordField
              id={currentId}
              label={t`Current password`}
              value={current}
              onChange={setCurrent}
              autoComplete="current-password"
              describedBy={describedBy('current')}
              invalid={refusal?.field === 'current'}
            />
            <div>
              <PasswordField
                id={nextId}
                label={t`New password`}
                value={next}
                onChange={setNext}
                autoComplete="new-password"
                describedBy={describedBy('new', checklistId)}
                invalid={refusal?.field === 'new'}
              />
              <PasswordChecklist id={checklistId} password={next} />
            </div>
            {refusal && (
              <p id={errorId} role="alert" className="font-semibold text-danger-600">
                {refusal.text}
              </p>
            )}
            <div>
              <BusyButton
                type="submit"
                className="btn-primary"
                busy={saving}
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
