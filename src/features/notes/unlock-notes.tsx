import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SessionUser } from '@/domain/entities';
import type { StoredWrappedKeyRecord } from '@/domain/vault-records';
import { openVault } from '@/lib/vault/vault';
import { WrongPassphraseError } from '@/lib/vault/vault-errors';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { EraseNotes } from '@/features/notes/erase-notes';
import { unlockSchema } from '@/features/notes/passphrase-input';
import { PassphraseField, PassphraseSubmit } from '@/features/notes/passphrase-fields';
import { lastLock, openNotes } from '@/features/notes/vault-session';

/**
 * Her notes, locked: her passphrase opens them here, in this page (the key derivation takes a
 * moment: the button says "Opening..."). Nothing is sent: the record came from the server, and
 * a wrong passphrase is found by the record's own integrity check.
 */
export function UnlockNotes({
  session,
  record,
}: {
  session: SessionUser;
  record: StoredWrappedKeyRecord;
}) {
  const { t } = useLingui();
  const [passphrase, setPassphrase] = useState('');
  const headingId = useId();
  const idle = lastLock() === 'idle';
  const form = useSchemaForm({
    schema: unlockSchema,
    fields: ['passphrase'],
    values: () => ({ passphrase }),
    async send(input) {
      const key = await openVault(record, input.passphrase);
      setPassphrase('');
      openNotes(session, key);
    },
    onFailed: (error) =>
      error instanceof WrongPassphraseError
        ? {
            passphrase: t`That passphrase does not open your notes. Please check it and try again.`,
          }
        : { form: t`Part of your notes could not be opened. It may have been damaged.` },
  });

  return (
    <div className="flex max-w-xl flex-col gap-6">
      <section aria-labelledby={headingId} className="card flex flex-col gap-4">
        <h2 id={headingId} className="text-xl font-bold text-brand-800">
          {t`Your notes are locked`}
        </h2>
        {idle && (
          <p role="status">{t`Your notes locked themselves after 5 minutes without use.`}</p>
        )}
        <p>{t`Enter your passphrase to open your journal and safety plan. They lock again when you sign out, use Quick exit, or leave them for 5 minutes.`}</p>
        <form
          method="post"
          aria-labelledby={headingId}
          noValidate
          onSubmit={form.onSubmit}
          className="flex flex-col gap-4"
        >
          <PassphraseField
            form={form}
            field="passphrase"
            label={t`Passphrase`}
            value={passphrase}
            onChange={setPassphrase}
            autoComplete="current-password"
          />
          <PassphraseSubmit form={form} label={t`Open my notes`} busyLabel={t`Opening...`}>
            {/* Announced while the key is derived, which can take seconds on a slow phone. */}
            <p role="status" className="sr-only">
              {form.isPending ? t`Opening...` : ''}
            </p>
          </PassphraseSubmit>
        </form>
      </section>
      <EraseNotes userId={session.id} />
    </div>
  );
}
