import { useLingui } from '@lingui/react/macro';
import type { SchemaForm } from '@/components/forms/use-schema-form';

/** Why a notes form as a whole was refused, read out as soon as it shows. */
export function FormRefusalAlert<F extends string>({
  form,
}: {
  form: Pick<SchemaForm<F, never>, 'refusals' | 'refusalIdOf'>;
}) {
  if (!form.refusals.form) return null;
  return (
    <p id={form.refusalIdOf('form')} role="alert" className="font-semibold text-danger-600">
      {form.refusals.form}
    </p>
  );
}

/** Her notes could not be loaded: says so, and offers to try again. */
export function NotesLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="card flex flex-col items-start gap-3">
      <p>{t`Your notes could not be loaded just now. Please try again.`}</p>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}
