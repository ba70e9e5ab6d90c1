import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useLingui } from '@lingui/react/macro';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { recordKey, itemsKey } from '@/features/notes/use-notes-data';
import { lockNotes } from '@/features/notes/vault-session';

const eraseToast = formToast('notes-erase');

/**
 * Forgot her passphrase: nobody can open her notes any more, her included, so the only way on is
 * to erase them (record, entries, plan, files) and choose a new passphrase. Behind a confirmation
 * that says exactly what goes.
 */
export function EraseNotes({ userId }: { userId: string }) {
  const { t } = useLingui();
  const backend = useBackend();
  const { mutate } = useSWRConfig();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const erase = useSWRMutation(['vault-erase', userId], () => backend.vault.eraseVault({}));

  async function confirmErase() {
    try {
      await erase.trigger();
    } catch {
      eraseToast.error(t`Your notes could not be erased just now. Please try again.`);
      return;
    }
    setConfirming(false);
    lockNotes();
    await mutate(itemsKey(userId), undefined, { revalidate: false });
    await mutate(recordKey(userId), { record: null }, { revalidate: false });
    eraseToast.success(t`Your notes have been erased. You can start again with a new passphrase.`);
  }

  return (
    <section aria-labelledby={headingId} className="card flex flex-col items-start gap-3">
      <h2 id={headingId} className="text-lg font-bold text-brand-800">
        {t`Forgot your passphrase?`}
      </h2>
      <p className="max-w-prose">{t`Nobody can recover it. You can erase your notes and start again with a new passphrase.`}</p>
      <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
        {t`Erase and start again`}
      </button>
      <ConfirmDialog
        open={confirming}
        destructive
        title={t`Erase your notes?`}
        message={t`Every journal entry, its photos and files, and your safety plan will be deleted for good. Nobody can bring them back.`}
        confirmLabel={t`Erase everything`}
        cancelLabel={t`Keep my notes`}
        busy={erase.isMutating}
        busyLabel={t`Erasing...`}
        onConfirm={() => void confirmErase()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
