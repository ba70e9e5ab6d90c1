import useSWRMutation from 'swr/mutation';
import { useLingui } from '@lingui/react/macro';
import { useAuthActions } from '@/features/auth/use-auth-actions';

/** 'Continue with Google': works for signing in and signing up alike. */
export function GoogleSignIn() {
  const { t } = useLingui();
  const { signInWithGoogle } = useAuthActions();
  // It says itself how it went (never throws); SWR says while it runs.
  const connection = useSWRMutation('google-sign-in', () => signInWithGoogle(), {
    populateCache: false,
    revalidate: false,
  });
  const connecting = connection.isMutating;

  return (
    <button
      type="button"
      className="btn-secondary w-full"
      onClick={() => void connection.trigger()}
      disabled={connecting}
    >
      {connecting ? t`Connecting to Google...` : t`Continue with Google`}
    </button>
  );
}
