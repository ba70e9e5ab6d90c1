import { useState } from 'react';
import { AUTH_COPY } from '@/domain/copy/auth';
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
      onClick={() => void handleClick()}
      disabled={connecting}
    >
      {connecting ? AUTH_COPY.connectingToGoogle : AUTH_COPY.continueWithGoogle}
    </button>
  );
}
