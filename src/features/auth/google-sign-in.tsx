import { useState } from 'react';
import { COPY } from '@/domain/copy';
import { useAuthActions } from '@/features/auth/use-auth-actions';

/** 'Continue with Google': works for signing in and signing up alike. */
export function GoogleSignIn() {
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
      onClick={handleClick}
      disabled={connecting}
    >
      {connecting ? COPY.connectingToGoogle : COPY.continueWithGoogle}
    </button>
  );
}
