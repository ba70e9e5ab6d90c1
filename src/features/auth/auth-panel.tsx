import { useLingui } from '@lingui/react/macro';
import type { AuthMode } from '@/features/auth/auth-mode';
import { AuthMethodTabs } from '@/features/auth/auth-method-tabs';
import { AuthModeToggle } from '@/features/auth/auth-mode-toggle';
import { EmailAuthForm } from '@/features/auth/email-auth-form';
import { GoogleSignIn } from '@/features/auth/google-sign-in';
import { useGoogleAvailable } from '@/features/auth/use-google-available';

interface AuthPanelProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  labelledBy: string;
}

/** The mode toggle, then e-mail sign-in, with a Google tab when this deployment offers it. */
export function AuthPanel({ mode, onModeChange, labelledBy }: AuthPanelProps) {
  const { t } = useLingui();
  const googleAvailable = useGoogleAvailable();
  const emailForm = (
    <EmailAuthForm mode={mode} onSignedUp={() => onModeChange('sign-in')} labelledBy={labelledBy} />
  );

  return (
    <div className="space-y-6">
      <AuthModeToggle mode={mode} onChange={onModeChange} />
      <AuthMethodTabs
        label={t`How would you like to continue?`}
        tabs={[
          { id: 'email', label: t`Email`, panel: emailForm },
          ...(googleAvailable ? [{ id: 'google', label: t`Google`, panel: <GoogleSignIn /> }] : []),
        ]}
      />
    </div>
  );
}
