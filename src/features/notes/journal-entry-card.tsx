import { useId, useState } from 'react';
import useSWRMutation from 'swr/mutation';
import { useLingui } from '@lingui/react/macro';
import type { JournalEntry } from '@/domain/journal-entry';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { DESTRUCTIVE_BUTTON } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AttachmentLink } from '@/features/notes/attachment-link';
import { happenedWhen } from '@/features/notes/happened-when';
import { ABUSE_TYPE_LABELS, HELP_SOUGHT_LABELS } from '@/features/notes/notes-labels';

const deleteToast = formToast('journal-entry-delete');

/** One entry as she wrote it, with its files (opened on a tap), Edit and Delete. */
export function JournalEntryCard({
  id,
  entry,
  onEdit,
  onDeleted,
}: {
  id: string;
  entry: JournalEntry;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t, i18n } = useLingui();
  const backend = useBackend();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useSWRMutation(['vault-delete', id], () =>
    backend.vault.deleteVaultItem({ itemId: id }),
  );
  const when = happenedWhen(entry, i18n.locale);

  async function confirmDelete() {
    try {
      await remove.trigger();
    } catch {
      deleteToast.error(t`The entry could not be deleted just now. Please try again.`);
      return;
    }
    setConfirming(false);
    deleteToast.success(t`The entry has been deleted.`);
    onDeleted();
  }

  const details: [string, string][] = [
    [t`Where`, entry.place],
    [t`Who did it`, entry.who],
    [t`Injuries`, entry.injuries],
    [t`Medical help`, entry.medicalHelp],
    [t`Witnesses`, entry.witnesses],
    [
      t`What you did`,
      [...entry.helpSought.map((help) => i18n._(HELP_SOUGHT_LABELS[help])), entry.whatYouDid]
        .filter(Boolean)
        .join('; '),
    ],
  ];

  return (
    <li>
      <article aria-labelledby={headingId} className="card flex flex-col gap-3">
        <h3 id={headingId} className="text-lg font-bold text-brand-800">
          {when}
        </h3>
        {entry.types.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t`Type of abuse`}>
            {entry.types.map((type) => (
              <li key={type} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                {i18n._(ABUSE_TYPE_LABELS[type])}
              </li>
            ))}
          </ul>
        )}
        <p className="whitespace-pre-wrap">{entry.whatHappened}</p>
        <dl className="flex flex-col gap-2">
          {details
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt className="font-semibold">{label}</dt>
                <dd className="whitespace-pre-wrap">{value}</dd>
              </div>
            ))}
        </dl>
        {entry.attachments.length > 0 && (
          <div>
            <h4 className="font-semibold">{t`Files`}</h4>
            <ul className="mt-1 flex flex-col gap-2">
              {entry.attachments.map((file) => (
                <AttachmentLink key={file.id} file={file} />
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={onEdit}>
            {t`Edit`}
            <span className="sr-only"> {when}</span>
          </button>
          <button type="button" className={DESTRUCTIVE_BUTTON} onClick={() => setConfirming(true)}>
            {t`Delete`}
            <span className="sr-only"> {when}</span>
          </button>
        </div>
        <ConfirmDialog
          open={confirming}
          destructive
          title={t`Delete this entry?`}
          message={t`The entry of ${when} and its files will be deleted for good. This cannot be undone.`}
          confirmLabel={t`Delete entry`}
          cancelLabel={t`Keep it`}
          busy={remove.isMutating}
          busyLabel={t`Deleting...`}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        />
      </article>
    </li>
  );
}
