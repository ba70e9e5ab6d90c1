import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { newPasswordInputSchema } from '@/domain/auth-input';
import { PasswordChecklist } from '@/components/forms/password-checklist';
import { PasswordField } from '@/components/forms/password-field';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { authRefusal } from '@/features/auth/auth-refusal';
import { dismissAuthErrors, recheckAuthError, resetToast } from '@/features/auth/auth-toasts';
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
  const checklistId = useId();
  const form = useSchemaForm({
    schema: newPasswordInputSchema,
    fields: ['password'],
    values: () => ({ password }),
    async send(typed) {
      if (await resetPassword(token, typed.password)) onDone();
    },
    // resetPassword says every failure itself.
    onFailed: () => undefined,
    onRefused: authRefusal(resetToast, newPasswordInputSchema),
  });
  const passwordId = form.idOf('password');
  const saving = form.isPending;

  // The weak-password error goes once every rule is met.
  useEffect(() => recheckAuthError({ email: '', password }), [password]);

  return (
    <form
      method="post"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={form.onSubmit}
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
