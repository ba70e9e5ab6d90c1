import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FieldRefusal } from '@/components/forms/field-refusal';
import { PasswordChecklist } from '@/components/forms/password-checklist';
import { PasswordField } from '@/components/forms/password-field';
import { passwordWiring } from '@/components/forms/password-wiring';
import type { SchemaForm } from '@/components/forms/use-schema-form';
import { BusyButton } from '@/components/ui/busy-button';
import { FormRefusalAlert } from '@/features/notes/notes-form-parts';

type PassphraseForm<F extends string> = Pick<
  SchemaForm<F, never>,
  'idOf' | 'refusals' | 'refusalIdOf' | 'described' | 'edited' | 'isPending'
>;

/**
 * One passphrase field of the notes' forms (choose, unlock, change): the field, why it was
 * refused, then its own hints (`children`: the checklist), whose ids `hintIds` describe it with.
 */
export function PassphraseField<F extends string>({
  form,
  field,
  label,
  value,
  onChange,
  autoComplete,
  hintIds = [],
  children,
}: {
  form: PassphraseForm<F>;
  field: F;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hintIds?: readonly string[];
  children?: ReactNode;
}) {
  return (
    <div>
      <PasswordField
        id={form.idOf(field)}
        label={label}
        value={value}
        onChange={(next) => {
          onChange(next);
          form.edited(field);
        }}
        autoComplete={autoComplete}
        {...passwordWiring(form.described(field, ...hintIds))}
      />
      <FieldRefusal form={form} field={field} />
      {children}
    </div>
  );
}

/**
 * A new passphrase, with the sign-in password's checklist as she types, then typed again. The
 * new field is also described by `hintIds` (a warning beside the form).
 */
export function NewPassphraseFields({
  form,
  passphrase,
  confirm,
  onPassphrase,
  onConfirm,
  confirmLabel,
  hintIds = [],
}: {
  form: PassphraseForm<'passphrase' | 'confirm'>;
  passphrase: string;
  confirm: string;
  onPassphrase: (value: string) => void;
  onConfirm: (value: string) => void;
  confirmLabel: string;
  hintIds?: readonly string[];
}) {
  const { t } = useLingui();
  const checklistId = useId();
  return (
    <>
      <PassphraseField
        form={form}
        field="passphrase"
        label={t`New passphrase`}
        value={passphrase}
        onChange={onPassphrase}
        autoComplete="new-password"
        hintIds={[checklistId, ...hintIds]}
      >
        <PasswordChecklist id={checklistId} password={passphrase} />
      </PassphraseField>
      <PassphraseField
        form={form}
        field="confirm"
        label={confirmLabel}
        value={confirm}
        onChange={onConfirm}
        autoComplete="new-password"
      />
    </>
  );
}

/**
 * The foot of a notes passphrase form: why the form as a whole was refused, then its submit
 * button, which says it is busy while the key is derived (`children` go between: a status).
 */
export function PassphraseSubmit<F extends string>({
  form,
  label,
  busyLabel,
  children,
}: {
  form: PassphraseForm<F>;
  label: string;
  busyLabel: string;
  children?: ReactNode;
}) {
  return (
    <>
      <FormRefusalAlert form={form} />
      {children}
      <div>
        <BusyButton
          type="submit"
          className="btn-primary"
          busy={form.isPending}
          label={label}
          busyLabel={busyLabel}
        />
      </div>
    </>
  );
}
