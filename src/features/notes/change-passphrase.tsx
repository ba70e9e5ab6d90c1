import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLingui } from '@lingui/react/macro';
import { isBackendError } from '@/backend/backend-error';
import type { StoredWrappedKeyRecord } from '@/domain/vault-records';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { rewrapVault } from '@/lib/vault/vault';
import { WrongPassphraseError } from '@/lib/vault/vault-errors';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { changePassphraseSchema } from '@/features/notes/passphrase-input';
import {
  NewPassphraseFields,
  PassphraseField,
  PassphraseSubmit,
} from '@/features/notes/passphrase-fields';
import { recordKey } from '@/features/notes/use-notes-data';

const changeToast = formToast('notes-change-passphrase');

/**
 * A new passphrase: the same data key wrapped again (nothing else is re-encrypted), saved only
 * if the record is still the one this page opened, so two windows cannot overwrite each other.
 */
export function ChangePassphrase({
  userId,
  record,
}: {
  userId: string;
  record: StoredWrappedKeyRecord;
}) {
  const { t } = useLingui();
  const backend = useBackend();
  const { mutate } = useSWRConfig();
  const [current, setCurrent] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [confirm, setConfirm] = useState('');
  const headingId = useId();
  const form = useSchemaForm({
    schema: changePassphraseSchema,
    fields: ['current', 'passphrase', 'confirm'],
    values: () => ({ current, passphrase, confirm }),
    async send(input) {
      const next = await rewrapVault(record, input.current, input.passphrase);
      await backend.vault.saveVaultKey({ record: next, previousWrappedKey: record.wrappedKey });
      setCurrent('');
      setPassphrase('');
      setConfirm('');
      await mutate(recordKey(userId), { record: next }, { revalidate: false });
      changeToast.success(t`Your passphrase has been changed.`);
    },
    onFailed: (error) => {
      if (error instanceof WrongPassphraseError)
        return {
          current: t`That passphrase does not open your notes. Please check it and try again.`,
        };
      if (isBackendError(error, 'conflict')) {
        void mutate(recordKey(userId));
        return {
          form: t`Your passphrase was changed in another window. Please lock your notes and open them with the new one.`,
        };
      }
      return { form: t`Your passphrase could not be changed just now. Please try again.` };
    },
  });

  return (
    <details className="card">
      <summary className="flex min-h-tap cursor-pointer items-center font-semibold text-brand-800">
        {t`Change your passphrase`}
      </summary>
      <form
        method="post"
        aria-labelledby={headingId}
        noValidate
        onSubmit={form.onSubmit}
        className="mt-4 flex max-w-md flex-col gap-4"
      >
        <h2 id={headingId} className="sr-only">
          {t`Change your passphrase`}
        </h2>
        <PassphraseField
          form={form}
          field="current"
          label={t`Current passphrase`}
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
        />
        <NewPassphraseFields
          form={form}
          passphrase={passphrase}
          confirm={confirm}
          onPassphrase={setPassphrase}
          onConfirm={setConfirm}
          confirmLabel={t`Type the new passphrase again`}
        />
        <PassphraseSubmit form={form} label={t`Change passphrase`} busyLabel={t`Changing...`} />
      </form>
    </details>
  );
}
