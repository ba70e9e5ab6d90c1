import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AuthMode } from '@/features/auth/auth-mode';
import { dismissAuthErrors } from '@/features/auth/auth-toasts';

const MODES: readonly { mode: AuthMode; label: MessageDescriptor }[] = [
  { mode: 'sign-in', label: msg`Sign In` },
  { mode: 'sign-up', label: msg`Sign Up` },
];

/**
 * Two pressed-state buttons that switch the form between signing in and signing up. The errors
 * of the form she leaves go with it.
 */
export function AuthModeToggle({
  mode,
  onChange,
}: {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Sign in or create an account`}
      className="grid grid-cols-2 gap-1 rounded-full bg-surface-sunken p-1"
    >
      {MODES.map((option) => {
        const active = option.mode === mode;
        return (
          <button
            key={option.mode}
            type="button"
            aria-pressed={active}
            onClick={() => {
              if (active) return;
              dismissAuthErrors();
              onChange(option.mode);
            }}
            className={`btn ${active ? 'bg-brand-600 text-white' : 'text-brand-700 hover:bg-brand-50'}`}
          >
            {i18n._(option.label)}
          </button>
        );
      })}
    </div>
  );
}
