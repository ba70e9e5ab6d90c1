// The pieces of the journal entry form: a labelled text field with its hint, a group of
// checkboxes, and a file picker shown as a button.
import { useId, type ReactNode } from 'react';
import { Paperclip } from 'lucide-react';

export function TextField({
  id,
  label,
  hint,
  value,
  onChange,
  wiring,
  refusal,
  multiline = false,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  wiring: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  refusal: ReactNode;
  multiline?: boolean;
}) {
  const hintId = useId();
  const describedBy = [hint ? hintId : undefined, wiring['aria-describedby']]
    .filter(Boolean)
    .join(' ');
  const props = {
    id,
    className: 'field',
    value,
    'aria-invalid': wiring['aria-invalid'],
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="-mt-1 text-ink-muted">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...props} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {refusal}
    </div>
  );
}

export function CheckGroup<V extends string>({
  legend,
  options,
  chosen,
  onToggle,
}: {
  legend: string;
  options: { value: V; label: string }[];
  chosen: readonly V[];
  onToggle: (value: V, on: boolean) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-col gap-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-tap items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={chosen.includes(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A file picker as a button: the input itself is visually hidden but keyboard-reachable. */
export function FileButton({
  label,
  onPick,
}: {
  label: string;
  onPick: (files: FileList | null) => void;
}) {
  const inputId = useId();
  return (
    <div>
      <input
        id={inputId}
        type="file"
        multiple
        className="peer sr-only"
        onChange={(event) => {
          onPick(event.target.files);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className="btn-secondary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2"
      >
        <Paperclip aria-hidden="true" className="size-4" />
        {label}
      </label>
    </div>
  );
}
