import { CircleAlert } from 'lucide-react';
import type { SchemaForm } from '@/components/forms/use-schema-form';

/** Why a field (or the form as a whole) was refused, under it, with the id it is described by. */
export function FieldRefusal<F extends string>({
  form,
  field,
  onDark = false,
}: {
  form: Pick<SchemaForm<F, never>, 'refusals' | 'refusalIdOf'>;
  field: F | 'form';
  /** On a dark band (the footer): a light backing keeps the red legible. */
  onDark?: boolean;
}) {
  const text = form.refusals[field];
  if (text === undefined) return null;
  return (
    <p
      id={form.refusalIdOf(field)}
      className={`flex items-center gap-1 text-sm font-semibold text-danger-700 ${onDark ? 'self-start rounded-lg bg-surface px-2 py-1' : ''}`}
    >
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}
