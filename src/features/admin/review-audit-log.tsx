import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReviewAuditEntry } from '@/domain/review';
import { sendBackReasonKey } from '@/domain/review';
import { message } from '@/i18n/message';

const FIELD_NAMES = {
  title: msg`title`,
  content: msg`text`,
  content_warning: msg`content warning`,
} as const;

function when(i18n: I18n, iso: string): string {
  return i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
}

/** One line of the log: who did what, when; never a word of the story. */
function entryText(i18n: I18n, entry: ReviewAuditEntry): string {
  const admin = entry.admin_email ?? i18n._(msg`A former admin`);
  const story = entry.story_id ? entry.story_id.slice(0, 8) : i18n._(msg`a deleted story`);
  if (entry.action === 'sent_back') {
    const reason = message(sendBackReasonKey(entry.reason ?? 'other'));
    return i18n._(msg`${admin} sent back story ${story}: ${reason}`);
  }
  if (entry.changed_fields.length === 0) {
    return i18n._(msg`${admin} published story ${story} unchanged`);
  }
  const fields = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    entry.changed_fields.map((field) => i18n._(FIELD_NAMES[field])),
  );
  return i18n._(msg`${admin} published story ${story}, changing its ${fields}`);
}

/** The review audit log (admins only): every decision, newest first. */
export function ReviewAuditLog({ entries }: { entries: ReviewAuditEntry[] }) {
  const { t, i18n } = useLingui();
  if (entries.length === 0) {
    return <p className="mt-4 text-ink-muted">{t`No review actions yet.`}</p>;
  }
  return (
    <ol className="mt-4 flex flex-col gap-2">
      {entries.map((entry) => (
        <li key={entry.id} className="card flex flex-col gap-1 py-3">
          <span className="break-words">{entryText(i18n, entry)}</span>
          <time dateTime={entry.created_at} className="text-sm text-ink-muted">
            {when(i18n, entry.created_at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
