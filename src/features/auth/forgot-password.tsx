import { useLingui } from '@lingui/react/macro';
import { passwordResetRequestSchema } from '@/domain/auth-input';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { authRefusal } from '@/features/auth/auth-refusal';
import { forgotToast } from '@/features/auth/auth-toasts';
import { useAuthActions } from '@/features/auth/use-auth-actions';

/** 'Forgot Password': a link-styled button that mails a reset link to the typed address. */
export function ForgotPassword({ email }: { email: string }) {
  const { t } = useLingui();
  const { sendPasswordReset } = useAuthActions();
  // Not a form of its own: the address is the sign-in form's, checked here with its own schema.
  const request = useSchemaForm({
    schema: passwordResetRequestSchema,
    fields: ['email'],
    values: () => ({ email }),
    async send(typed) {
      await sendPasswordReset(typed.email);
    },
    // sendPasswordReset says every failure itself.
    onFailed: () => undefined,
    onRefused: authRefusal(forgotToast, passwordResetRequestSchema),
  });
  const sending = request.isPending;

  return (
    <button
      type="button"
      onClick={() => request.submit()}
      disabled={sending}
      className="inline-flex min-h-tap items-center rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:opacity-60"
    >
      {sending ? t`Sending reset email...` : t`Forgot Password`}
    </button>
  );
}
