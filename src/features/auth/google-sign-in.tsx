import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAuthActions } from '@/features/auth/use-auth-actions';

/** 'Continue with Google': works for signing in and signing up alike. */
export function GoogleSignIn() {
  const { t } = useLingui();
  const { signInWithGoogle } = useAuthActions();
  const [connecting, setConnecting] = useState(false);

  async function handleClick() {
    setConnecting(true);
    try {
      await signInWithGoogle();
    } finally {
      setConnecting(false);
    }
  }

  return (
    <button
      type="button"
      className="btn-secondary w-full"
      onClick={() => void handleClick()}
      disabled={connecting}
    >
      {connecting ? t`Connecting to Google...` : t`Continue with Google`}
    </button>
  );
}
