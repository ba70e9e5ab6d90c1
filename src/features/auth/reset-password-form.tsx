import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PasswordChecklist } from '@/components/forms/password-checklist';
import { PasswordField } from '@/components/forms/password-field';
import { dismissAuthErrors, recheckAuthError } from '@/features/auth/auth-toasts';
import { useAuthActions } from '@/features/auth/use-auth-actions';

interface ResetPasswordFormProps {
  /** The token of the reset link. */
  token: string;
  /** Leaves reset mode for sign-in: after success, or when the user chooses to. */
  onDone: () => void;
  labelledBy: string;
}

/** 'Choose a new password', reached from the link in a password-reset e-mail. */
export function ResetPasswordForm({ token, onDone, labelledBy }: ResetPasswordFormProps) {
  const { t } = useLingui();
  const { resetPassword } = useAuthActions();
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const passwordId = useId();
  const checklistId = useId();

  // The weak-password error goes once every rule is met.
  useEffect(() => recheckAuthError({ email: '', password }), [password]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const changed = await resetPassword(token, password);
    setSaving(false);
    if (changed) onDone();
  }

  return (
    <form
      method="post"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-4"
    >
      <div>
        <PasswordField
          id={passwordId}
          label={t`New password`}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          describedBy={checklistId}
        />
        <PasswordChecklist id={checklistId} password={password} />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={saving}>
        {saving ? t`Saving...` : t`Save new password`}
      </button>
      <button
        type="button"
        className="btn-quiet w-full"
        onClick={() => {
          dismissAuthErrors();
          onDone();
        }}
      >
        {t`Back to sign in`}
      </button>
    </form>
  );
}
