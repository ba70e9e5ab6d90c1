import { useId } from 'react';
import { COPY } from '@/domain/copy';
import { LIMITS } from '@/domain/limits';

/** The optional content warning of Share Story and Edit Story. */
export function ContentWarningField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {COPY.contentWarningLabel}
      </label>
      <p id={hintId} className="-mt-1 text-sm text-ink-muted">
        {COPY.contentWarningHint}
      </p>
      <input
        id={id}
        className="field"
        value={value}
        maxLength={LIMITS.contentWarningMaxChars}
        autoComplete="off"
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
