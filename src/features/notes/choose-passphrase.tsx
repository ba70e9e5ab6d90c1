import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLingui } from '@lingui/react/macro';
import { isBackendError } from '@/backend/backend-error';
import type { SessionUser } from '@/domain/entities';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { createVault } from '@/lib/vault/vault';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { choosePassphraseSchema } from '@/features/notes/passphrase-input';
import { NewPassphraseFields, PassphraseSubmit } from '@/features/notes/passphrase-fields';
import { recordKey } from '@/features/notes/use-notes-data';
import { openNotes } from '@/features/notes/vault-session';

const chooseToast = formToast('notes-choose-passphrase');

/**
 * Her first visit: a passphrase with the sign-in password's rules and checklist, typed twice,
 * and the plain truth that nobody can recover it. The key is derived here (PBKDF2, seconds on a
 * slow phone, off the page's thread), so the button says so meanwhile.
 */
export function ChoosePassphrase({ session }: { session: SessionUser }) {
  const userId = session.id;
  const { t } = useLingui();
  const backend = useBackend();
  const { mutate } = useSWRConfig();
  const [passphrase, setPassphrase] = useState('');
  const [confirm, setConfirm] = useState('');
  const headingId = useId();
  const warningId = useId();
  const form = useSchemaForm({
    schema: choosePassphraseSchema,
    fields: ['passphrase', 'confirm'],
    values: () => ({ passphrase, confirm }),
    async send(input) {
      const vault = await createVault(input.passphrase);
      try {
        await backend.vault.saveVaultKey({ record: vault.record });
      } catch (error) {
        // Another window set one up first: hers is the one to open.
        if (isBackendError(error, 'conflict')) {
          await mutate(recordKey(userId));
          return {
            form: t`Your passphrase was changed in another window. Please lock your notes and open them with the new one.`,
          };
        }
        throw error;
      }
      setPassphrase('');
      setConfirm('');
      openNotes(session, vault.key);
      await mutate(recordKey(userId), { record: vault.record }, { revalidate: false });
      chooseToast.success(t`Your notes are ready. Only your passphrase opens them.`);
    },
    onFailed: () => ({ form: t`Your notes could not be set up just now. Please try again.` }),
  });

  return (
    <section aria-labelledby={headingId} className="card flex max-w-xl flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-brand-800">
        {t`Choose a passphrase`}
      </h2>
      <p>{t`Your journal and safety plan are locked with a passphrase that only you know. They are encrypted on this phone or computer before they are saved, so nobody else can read them: not someone who picks up your phone, and not the people who run Sahas.`}</p>
      <p
        id={warningId}
        className="rounded-xl border-s-4 border-brand-600 bg-brand-50 p-3 font-semibold"
      >
        {t`Nobody can recover this passphrase, not even us. If you forget it, the only way forward is to erase your notes and start again.`}
      </p>
      <p>{t`Choose one you will remember but others will not guess. Do not use your sign-in password.`}</p>
      <form
        method="post"
        aria-labelledby={headingId}
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-4"
      >
        <NewPassphraseFields
          form={form}
          passphrase={passphrase}
          confirm={confirm}
          onPassphrase={setPassphrase}
          onConfirm={setConfirm}
          confirmLabel={t`Type the passphrase again`}
          hintIds={[warningId]}
        />
        <PassphraseSubmit
          form={form}
          label={t`Lock my notes with this passphrase`}
          busyLabel={t`Setting up...`}
        />
      </form>
    </section>
  );
}
