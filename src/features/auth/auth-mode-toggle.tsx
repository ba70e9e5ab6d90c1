import { COPY } from '@/domain/copy';
import { AUTH_COPY } from '@/domain/copy/auth';
import type { AuthMode } from '@/features/auth/auth-mode';

const MODES: readonly { mode: AuthMode; label: string }[] = [
  { mode: 'sign-in', label: COPY.signIn },
  { mode: 'sign-up', label: AUTH_COPY.signUp },
];

/** Two pressed-state buttons that switch the form between signing in and signing up. */
export function AuthModeToggle({
  mode,
  onChange,
}: {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
}) {
  return (
    <div
      role="group"
      aria-label={AUTH_COPY.authModeLabel}
      className="grid grid-cols-2 gap-1 rounded-full bg-surface-sunken p-1"
    >
      {MODES.map((option) => {
        const active = option.mode === mode;
        return (
          <button
            key={option.mode}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.mode)}
            className={`btn ${active ? 'bg-brand-600 text-white' : 'text-brand-700 hover:bg-brand-50'}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
