import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAuthActions } from '@/features/auth/use-auth-actions';

/** 'Forgot Password': a link-styled button that mails a reset link to the typed address. */
export function ForgotPassword({ email }: { email: string }) {
  const { t } = useLingui();
  const { sendPasswordReset } = useAuthActions();
  const [sending, setSending] = useState(false);

  async function handleClick() {
    setSending(true);
    try {
      await sendPasswordReset(email);
    } finally {
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void handleClick()}
      disabled={sending}
      className="inline-flex min-h-tap items-center rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:opacity-60"
    >
      {sending ? t`Sending reset email...` : t`Forgot Password`}
    </button>
  );
}
