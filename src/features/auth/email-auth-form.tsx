import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { signInInputSchema, signUpInputSchema } from '@/domain/auth-input';
import type { AuthMode } from '@/features/auth/auth-mode';
import { ForgotPassword } from '@/features/auth/forgot-password';
import { PasswordChecklist } from '@/components/forms/password-checklist';
import { PasswordField } from '@/components/forms/password-field';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { authRefusal } from '@/features/auth/auth-refusal';
import { recheckAuthError, signInToast, signUpToast } from '@/features/auth/auth-toasts';
import { useAuthActions } from '@/features/auth/use-auth-actions';

interface EmailAuthFormProps {
  mode: AuthMode;
  /** Called after a successful sign-up; the form keeps the e-mail and clears the password. */
  onSignedUp: () => void;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/** E-mail and password, for signing in or signing up. A failure keeps what was typed. */
export function EmailAuthForm({ mode, onSignedUp, labelledBy }: EmailAuthFormProps) {
  const { t } = useLingui();
  const actions = useAuthActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const checklistId = useId();
  const signingUp = mode === 'sign-up';
  const schema = signingUp ? signUpInputSchema : signInInputSchema;
  const form = useSchemaForm({
    schema,
    fields: ['email', 'password'],
    values: () => ({ email, password }),
    async send(typed) {
      if (!signingUp) {
        await actions.signIn(typed.email, typed.password);
      } else if (await actions.signUp(typed.email, typed.password)) {
        setPassword('');
        onSignedUp();
      }
    },
    // The actions say every failure themselves.
    onFailed: () => undefined,
    onRefused: authRefusal(signingUp ? signUpToast : signInToast, schema),
  });
  const emailId = form.idOf('email');
  const passwordId = form.idOf('password');
  const submitting = form.isPending;

  // An error about what she typed goes as soon as she has put it right (the checklist all met).
  useEffect(() => recheckAuthError({ email, password }), [email, password]);

  const submitLabel = signingUp ? t`Sign Up` : t`Sign In`;
  const progressLabel = signingUp ? t`Creating account...` : t`Signing in...`;

  return (
    // Checked here so the catalogue's messages appear, not the browser's own bubbles.
    <form
      method="post"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-4"
    >
      <div>
        <label htmlFor={emailId} className="mb-1 block font-medium">
          {t`Email address`}
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          inputMode="email"
          className="field"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete={signingUp ? 'email' : 'username'}
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </div>

      <div>
        <PasswordField
          id={passwordId}
          label={t`Password`}
          value={password}
          onChange={setPassword}
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          describedBy={signingUp ? checklistId : undefined}
        />
        {signingUp ? (
          <PasswordChecklist id={checklistId} password={password} />
        ) : (
          <div className="mt-1 flex justify-end">
            <ForgotPassword email={email} />
          </div>
        )}
      </div>

      <button type="submit" className="btn-primary w-full" disabled={submitting}>
        {submitting ? progressLabel : submitLabel}
      </button>
    </form>
  );
}
