import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { JournalAttachment } from '@/domain/journal-entry';
import { useBackend } from '@/lib/backend-context';
import { decryptBytes } from '@/lib/vault/sealed-bytes';
import { BusyButton } from '@/components/ui/busy-button';
import { ATTACHMENT_KIND_LABELS } from '@/features/notes/notes-labels';
import { notesKey } from '@/features/notes/vault-session';

/**
 * One of her files, fetched and opened only when she taps Open: a photo shows in place, a
 * recording plays, anything else is offered to save. The opened bytes live in this page's
 * memory (an object URL), released when the entry closes or the notes lock.
 */
export function AttachmentLink({ file }: { file: JournalAttachment }) {
  const { t, i18n } = useLingui();
  const backend = useBackend();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  async function open() {
    setBusy(true);
    setFailed(false);
    try {
      const sealed = await backend.vault.vaultAttachment({ attachmentId: file.id });
      const bytes = await decryptBytes(notesKey(), { kind: 'attachment', id: file.id }, sealed);
      setUrl(URL.createObjectURL(new Blob([bytes], { type: file.mime })));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const kind = i18n._(ATTACHMENT_KIND_LABELS[file.kind]);
  const name = file.name;
  return (
    <li className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 break-words">
          {file.name} ({kind})
        </span>
        {!url && (
          <BusyButton
            className="btn-quiet"
            busy={busy}
            label={t`Open ${name}`}
            busyLabel={t`Opening...`}
            onClick={() => void open()}
          />
        )}
      </div>
      {failed && (
        <p role="alert" className="font-semibold text-danger-600">
          {t`This file could not be opened just now. Please try again.`}
        </p>
      )}
      {url && file.kind === 'photo' && (
        <img src={url} alt={file.name} className="max-h-96 max-w-full rounded-xl object-contain" />
      )}
      {url && file.kind === 'recording' && (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- her own recording
        <audio src={url} controls className="max-w-full" />
      )}
      {url && (
        <a href={url} download={file.name} className="font-semibold text-brand-700 underline">
          {t`Save ${name} to this device`}
        </a>
      )}
    </li>
  );
}
