import { useId, type ReactNode } from 'react';

/** What the field's own input or textarea must carry so its label and hint reach a screen reader. */
export interface FieldWiring {
  id: string;
  'aria-describedby': string | undefined;
}

/**
 * A form field's label, an optional hint under it, the input itself (rendered by `children` with
 * the ids to carry) and anything that belongs below it, such as helper buttons.
 */
export function LabelledField({
  id,
  label,
  hint,
  below,
  children,
}: {
  /** Give one when something else points at the field (the identifying-details prompt does). */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  below?: ReactNode;
  children: (wiring: FieldWiring) => ReactNode;
}) {
  const ownId = useId();
  const hintId = useId();
  const fieldId = id ?? ownId;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="-mt-1 text-base text-ink-muted">
          {hint}
        </p>
      )}
      {children({ id: fieldId, 'aria-describedby': hint ? hintId : undefined })}
      {below}
    </div>
  );
}

/** A one-line text field with its label and optional hint (a story's title, its content warning). */
export function LabelledTextInput({
  id,
  label,
  hint,
  value,
  onChange,
  maxLength,
}: {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}) {
  return (
    <LabelledField id={id} label={label} hint={hint}>
      {(wiring) => (
        <input
          {...wiring}
          className="field"
          value={value}
          maxLength={maxLength}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </LabelledField>
  );
}
