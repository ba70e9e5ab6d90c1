import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** Ids of the elements that describe the field (the rules checklist, its error). */
  describedBy?: string;
  /** The value was refused (a wrong password): said to screen readers as well as in text. */
  invalid?: boolean;
  /** The field a dialog focuses when it opens (see ConfirmDialog's `data-autofocus`). */
  dialogAutofocus?: boolean;
}

/** A password input with a show/hide toggle, so a tired thumb can check what it typed. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  describedBy,
  invalid = false,
  dialogAutofocus = false,
}: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={autoComplete === 'new-password' ? 'new-password' : 'password'}
          type={visible ? 'text' : 'password'}
          className="field pe-14"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          data-autofocus={dialogAutofocus || undefined}
        />
        {/* A toggle keeps one name; aria-pressed says whether the password is showing. */}
        <button
          type="button"
          className="absolute inset-y-0 inset-e-0 inline-flex min-h-tap min-w-tap items-center justify-center rounded-e-xl text-brand-700 hover:bg-brand-50"
          aria-label={t`Show password`}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
