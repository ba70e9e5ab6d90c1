import { useId, useState } from 'react';
import { Plus, FileText } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import {
  ABUSE_TYPES,
  EMPTY_JOURNAL_ENTRY,
  byHappenedNewestFirst,
  type AbuseType,
} from '@/domain/journal-entry';
import { useQueryStatus } from '@/lib/data-layer/query-status';
import { Spinner } from '@/components/ui/spinner';
import { ExportDocument } from '@/features/notes/export-document';
import { JournalEntryCard } from '@/features/notes/journal-entry-card';
import { JournalEntryForm } from '@/features/notes/journal-entry-form';
import { ABUSE_TYPE_LABELS } from '@/features/notes/notes-labels';
import { useNotes } from '@/features/notes/use-notes-data';
import { NotesLoadFailed } from '@/features/notes/notes-form-parts';

type View = { name: 'list' } | { name: 'edit'; id: string | null } | { name: 'export' };

/** Her entries, newest first by when it happened, filtered by kind of abuse; add, edit, delete. */
export function Journal({ userId }: { userId: string }) {
  const { t, i18n } = useLingui();
  const data = useNotes(userId, true);
  const status = useQueryStatus({ ...data, data: data.notes });
  const [view, setView] = useState<View>({ name: 'list' });
  const [filter, setFilter] = useState<AbuseType | ''>('');
  const headingId = useId();
  const filterId = useId();

  if (status === 'offline') {
    return (
      <p role="status" className="card">
        {t`You are offline. Your notes will open when you are back online.`}
      </p>
    );
  }
  if (status === 'failed') {
    return <NotesLoadFailed onRetry={() => void data.mutate()} />;
  }
  if (!data.notes) return <Spinner label={t`Opening your notes...`} />;

  const entries = byHappenedNewestFirst(data.notes.entries);
  const back = () => setView({ name: 'list' });

  if (view.name === 'edit') {
    const editing = entries.find((one) => one.id === view.id);
    return (
      <JournalEntryForm
        id={editing?.id ?? null}
        initial={editing?.entry ?? { ...EMPTY_JOURNAL_ENTRY }}
        onSaved={() => {
          void data.mutate();
          back();
        }}
        onCancel={back}
      />
    );
  }
  if (view.name === 'export') {
    return <ExportDocument entries={entries} onClose={back} />;
  }

  const shown = filter ? entries.filter(({ entry }) => entry.types.includes(filter)) : entries;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold text-brand-800">
        {t`Journal`}
      </h2>
      <p className="max-w-prose">{t`Write down what happens, with dates, injuries, threats and witnesses. A Protection Officer, a lawyer or a court may ask for it, and it is easier to remember when written down soon after.`}</p>
      {data.notes.unreadable > 0 && (
        <p role="alert">{t`Part of your notes could not be opened. It may have been damaged.`}</p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-primary"
          onClick={() => setView({ name: 'edit', id: null })}
        >
          <Plus aria-hidden="true" className="size-5" />
          {t`Write an entry`}
        </button>
        {entries.length > 0 && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => setView({ name: 'export' })}
          >
            <FileText aria-hidden="true" className="size-5" />
            {t`Prepare a document for a Protection Officer, lawyer or NGO`}
          </button>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="card">{t`No entries yet. Write your first when you are ready.`}</p>
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:max-w-xs">
            <label htmlFor={filterId} className="font-semibold">
              {t`Show`}
            </label>
            <select
              id={filterId}
              className="field"
              value={filter}
              onChange={(event) => setFilter(event.target.value as AbuseType | '')}
            >
              <option value="">{t`All entries`}</option>
              {ABUSE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {i18n._(ABUSE_TYPE_LABELS[type])}
                </option>
              ))}
            </select>
          </div>
          {shown.length === 0 ? (
            <p className="card">{t`No entries of this type.`}</p>
          ) : (
            <ul className="flex flex-col gap-4" aria-label={t`Entries, newest first`}>
              {shown.map((one) => (
                <JournalEntryCard
                  key={one.id}
                  id={one.id}
                  entry={one.entry}
                  onEdit={() => setView({ name: 'edit', id: one.id })}
                  onDeleted={() => data.drop(one.id)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
