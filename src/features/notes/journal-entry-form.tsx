import { useId, useRef, useState, type ReactNode } from 'react';
import { Paperclip, X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import {
  ABUSE_TYPES,
  HELP_SOUGHT,
  JOURNAL_ATTACHMENTS_MAX,
  journalEntrySchema,
  type JournalEntry,
} from '@/domain/journal-entry';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { FieldRefusal } from '@/components/forms/field-refusal';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { BusyButton } from '@/components/ui/busy-button';
import {
  ABUSE_TYPE_LABELS,
  ATTACHMENT_KIND_LABELS,
  HELP_SOUGHT_LABELS,
} from '@/features/notes/notes-labels';
import { refusalText } from '@/features/notes/refusal-text';
import { sealJournalEntry } from '@/features/notes/sealed-notes';
import { notesKey } from '@/features/notes/vault-session';
import { FormRefusalAlert } from '@/features/notes/notes-form-parts';
import { CheckGroup, FileButton, TextField } from '@/features/notes/journal-form-fields';
import { metaOf, uploadPickedFiles, type PickedFile } from '@/features/notes/upload-journal-files';

const entryToast = formToast('journal-entry');

type Field = keyof JournalEntry;
const FIELDS: readonly Field[] = [
  'date',
  'time',
  'place',
  'whatHappened',
  'who',
  'types',
  'injuries',
  'medicalHelp',
  'witnesses',
  'helpSought',
  'whatYouDid',
  'attachments',
];

/**
 * Writing or editing one entry. Everything she types, and each file she attaches, is sealed in
 * this page before it is sent; the form keeps what she typed whatever fails.
 */
export function JournalEntryForm({
  id,
  initial,
  onSaved,
  onCancel,
}: {
  /** The entry's id when editing; a new entry gets one as it is first saved. */
  id: string | null;
  initial: JournalEntry;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const backend = useBackend();
  const headingId = useId();
  const [values, setValues] = useState<JournalEntry>(initial);
  const [picked, setPicked] = useState<PickedFile[]>([]);
  // A new entry keeps one id: a retry after a failed upload replaces what was saved.
  const entryId = useRef(id ?? crypto.randomUUID());

  const attachments = [...values.attachments, ...picked.map(metaOf)];
  const form = useSchemaForm({
    schema: journalEntrySchema,
    fields: FIELDS,
    values: () => ({ ...values, attachments }),
    async send(entry) {
      const itemId = entryId.current;
      const save = async (content: JournalEntry) => {
        const sealed = await sealJournalEntry(notesKey(), itemId, content);
        await backend.vault.saveVaultItem({ itemId, kind: 'journal-entry', sealed });
      };
      const kept = entry.attachments.filter((file) => !picked.some((one) => one.id === file.id));
      // The entry exists before its new files arrive (they belong to it), then names them.
      await save({ ...entry, attachments: kept });
      if (picked.length > 0) {
        const { uploaded, failure } = await uploadPickedFiles(backend.vault, itemId, picked);
        const attached = [...kept, ...uploaded];
        if (uploaded.length > 0) await save({ ...entry, attachments: attached });
        if (failure !== null) {
          // What arrived is part of the entry now; what did not stays picked for a retry.
          setPicked((files) =>
            files.filter((file) => !uploaded.some((done) => done.id === file.id)),
          );
          setValues((current) => ({ ...current, attachments: attached }));
          return { attachments: refusalText(failure, 'mediaUploadFailed') };
        }
      }
      // Files she took off the entry go from the store once it no longer names them.
      for (const removed of initial.attachments) {
        if (kept.some((file) => file.id === removed.id)) continue;
        await backend.vault
          .deleteVaultAttachment({ attachmentId: removed.id })
          .catch(() => undefined);
      }
      entryToast.success(t`Your entry has been saved.`);
      onSaved();
    },
    onFailed: (error) => ({
      form: refusalText(error, t`Your entry could not be saved just now. Please try again.`),
    }),
    onRefused: (text) => entryToast.error(text),
  });

  function set<F extends Field>(field: F, value: JournalEntry[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited(field);
  }

  function toggle<V extends string>(field: 'types' | 'helpSought', value: V, on: boolean) {
    const list = values[field] as readonly string[];
    set(field, (on ? [...list, value] : list.filter((one) => one !== value)) as never);
  }

  function pick(files: FileList | null) {
    if (!files) return;
    const max = JOURNAL_ATTACHMENTS_MAX;
    const room = JOURNAL_ATTACHMENTS_MAX - attachments.length;
    if (files.length > room) {
      entryToast.error(t`You can attach up to ${max} files to one entry.`);
    }
    const chosen = Array.from(files)
      .slice(0, Math.max(0, room))
      .map((file) => ({ id: crypto.randomUUID(), file }));
    setPicked((current) => [...current, ...chosen]);
    form.edited('attachments');
  }

  // The date and the time share a look; each input's type is its field's name.
  const whenField = (field: 'date' | 'time', label: string): ReactNode => (
    <div className="flex flex-col gap-2">
      <label htmlFor={form.idOf(field)} className="font-semibold">
        {label}
      </label>
      <input
        id={form.idOf(field)}
        type={field}
        className="field"
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        {...form.described(field)}
      />
      <FieldRefusal form={form} field={field} />
    </div>
  );
  const textField = (
    field:
      'place' | 'who' | 'whatHappened' | 'injuries' | 'medicalHelp' | 'witnesses' | 'whatYouDid',
    label: string,
    hint?: string,
  ): ReactNode => (
    <TextField
      multiline={field !== 'place' && field !== 'who'}
      id={form.idOf(field)}
      label={label}
      hint={hint}
      value={values[field]}
      onChange={(value) => set(field, value)}
      wiring={form.described(field)}
      refusal={<FieldRefusal form={form} field={field} />}
    />
  );

  return (
    <section aria-labelledby={headingId} className="card">
      <h2 id={headingId} className="text-xl font-bold text-brand-800">
        {id ? t`Edit entry` : t`New entry`}
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">{t`Write only what you want to. Everything except the date and what happened can be left empty.`}</p>
      <form
        method="post"
        aria-labelledby={headingId}
        noValidate
        onSubmit={form.onSubmit}
        className="mt-4 flex flex-col gap-5"
      >
        <div className="flex flex-wrap gap-4">
          {whenField('date', t`Date it happened`)}
          {whenField('time', t`Time (if you know it)`)}
        </div>
        {textField('place', t`Where it happened`)}
        {textField('whatHappened', t`What happened`)}
        {textField(
          'who',
          t`Who did it`,
          t`You decide whom to name. A relationship ("my husband") is enough.`,
        )}
        <CheckGroup
          legend={t`Type of abuse`}
          options={ABUSE_TYPES.map((type) => ({
            value: type,
            label: i18n._(ABUSE_TYPE_LABELS[type]),
          }))}
          chosen={values.types}
          onToggle={(value, on) => toggle('types', value, on)}
        />
        {textField('injuries', t`Injuries`)}
        {textField('medicalHelp', t`Medical help`, t`A doctor, a hospital, a medical report.`)}
        {textField(
          'witnesses',
          t`Witnesses`,
          t`Anyone who saw or heard it, or whom you told afterwards.`,
        )}
        <CheckGroup
          legend={t`What you did`}
          options={HELP_SOUGHT.map((help) => ({
            value: help,
            label: i18n._(HELP_SOUGHT_LABELS[help]),
          }))}
          chosen={values.helpSought}
          onToggle={(value, on) => toggle('helpSought', value, on)}
        />
        {textField(
          'whatYouDid',
          t`Anything else you did`,
          t`For example, a complaint number, or the name of the NGO.`,
        )}
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={form.described('attachments')['aria-describedby']}
        >
          <legend className="font-semibold">{t`Photos, recordings and documents`}</legend>
          <p className="text-ink-muted">{t`Each file is encrypted on this device before it is uploaded. Only you can open it.`}</p>
          {attachments.length > 0 && (
            <ul className="flex flex-col gap-2">
              {attachments.map(({ id: fileId, name, kind }) => (
                <li key={fileId} className="flex items-center gap-2">
                  <Paperclip aria-hidden="true" className="size-4 shrink-0" />
                  <span className="min-w-0 flex-1 break-words">
                    {name} ({i18n._(ATTACHMENT_KIND_LABELS[kind])})
                  </span>
                  <button
                    type="button"
                    className="inline-flex min-h-tap min-w-tap items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
                    onClick={() => {
                      setPicked((current) => current.filter((one) => one.id !== fileId));
                      set(
                        'attachments',
                        values.attachments.filter((one) => one.id !== fileId),
                      );
                    }}
                  >
                    <X aria-hidden="true" className="size-5" />
                    <span className="sr-only">{t`Remove ${name}`}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <FileButton label={t`Attach files`} onPick={pick} />
          <FieldRefusal form={form} field="attachments" />
        </fieldset>
        <FormRefusalAlert form={form} />
        <div className="flex flex-wrap gap-3">
          <BusyButton
            type="submit"
            className="btn-primary"
            busy={form.isPending}
            label={t`Save entry`}
            busyLabel={t`Saving...`}
          />
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </section>
  );
}
